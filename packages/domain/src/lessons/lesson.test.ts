import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/builders';
import { deltaArb } from '../testing/class-course-builders';
import { lessonDurationArb } from '../testing/lesson-builders';
import { MINUTE_MS } from '../time/constants';
import { getLessonEnd, getLessonHeadline, getLessonSlotStarts, LESSON_SLOT_MS } from './lesson';

describe('lesson basics', () => {
  it('a 30-minute lesson uses its own slot, a 60-minute lesson also the next one', () => {
    expect(getLessonSlotStarts({ start: T0, duration: 30 })).toEqual([T0]);
    expect(getLessonSlotStarts({ start: '2026-03-10T12:00:00Z', duration: 60 })).toEqual([T0, T0 + 30 * MINUTE_MS]);
    expect(getLessonEnd({ start: T0, duration: 60 })).toBe(T0 + 60 * MINUTE_MS);
    expect(LESSON_SLOT_MS).toBe(30 * MINUTE_MS);
  });

  it('headline: Canceled; Upcoming before the start; Currently live from the start; Completed from the end', () => {
    expect(getLessonHeadline({ status: 'CANCELLED', start: T0, duration: 30, now: T0 - 1 })).toBe('canceled');
    expect(getLessonHeadline({ status: 'BOOKED', start: T0, duration: 30, now: T0 - 1 })).toBe('upcoming');
    expect(getLessonHeadline({ status: 'BOOKED', start: T0, duration: 30, now: T0 })).toBe('live');
    expect(getLessonHeadline({ status: 'BOOKED', start: T0, duration: 30, now: T0 + 30 * MINUTE_MS - 1 })).toBe('live');
    expect(getLessonHeadline({ status: 'BOOKED', start: T0, duration: 30, now: T0 + 30 * MINUTE_MS })).toBe('completed');
  });

  it('property: a booked lesson is live exactly in [start, start + duration), at ±1 ms of both ends', () => {
    fc.assert(
      fc.property(lessonDurationArb, deltaArb, fc.boolean(), (duration, delta, atEnd) => {
        const end = T0 + duration * MINUTE_MS;
        const now = (atEnd ? end : T0) + delta;
        const expected = now < T0 ? 'upcoming' : now < end ? 'live' : 'completed';
        expect(getLessonHeadline({ status: 'BOOKED', start: T0, duration, now })).toBe(expected);
      }),
    );
  });
});
