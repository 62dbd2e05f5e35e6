// Builders and fast-check arbitraries for the one-to-one lesson rules (src/lessons/).
import fc from 'fast-check';
import { LESSON_DURATIONS, LESSON_SLOT_MS } from '../lessons/lesson';
import type { LessonPrices } from '../lessons/lesson-options';
import { DAY_MS } from '../time/constants';
import { T0 } from './builders';

/** A teacher's prices with overrides: $15 per 30 minutes, a $5 trial. */
export function makeLessonPrices(overrides: Partial<LessonPrices> = {}): LessonPrices {
  return { min_price: 1500, trial_price: 500, ...overrides };
}

/** Open slots as a teacher publishes them: 30-minute starts from `T0`, `count` of them in a row. */
export function makeOpenSlots({ from = T0, count }: { from?: number; count: number }): number[] {
  return Array.from({ length: count }, (_, i) => from + i * LESSON_SLOT_MS);
}

export const lessonDurationArb = fc.constantFrom(...LESSON_DURATIONS);

/** Up to 40 distinct 30-minute-aligned slot starts within 16 days of `T0`. */
export const openSlotsArb = fc
  .uniqueArray(fc.integer({ min: 0, max: (16 * DAY_MS) / LESSON_SLOT_MS }), { maxLength: 40 })
  .map((indexes) => indexes.map((i) => T0 + i * LESSON_SLOT_MS));

/** A `now` within 15 days before `T0` and 2 days after it, to the millisecond. */
export const lessonNowArb = fc.integer({ min: T0 - 15 * DAY_MS, max: T0 + 2 * DAY_MS });

/** Cents: 0 (free), a typical price, and a few odd ones. */
export const centsArb = fc.oneof(fc.constantFrom(0, 1, 100, 500, 1500), fc.integer({ min: 0, max: 100_000 }));
