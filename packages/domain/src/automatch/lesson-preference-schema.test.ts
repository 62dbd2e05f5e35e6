import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  type LessonActivationAnswer,
  type LessonActivationInfo,
  parseLessonActivationAnswers,
  type WhenHaveLessonSlot,
} from './lesson-preference';
import type { LessonActivationInfoSchema, WhenHaveLessonSlotSchema } from './lesson-preference-schema';
import { LessonActivationAnswerSchema } from './lesson-preference-schema';

/** The reading as it was written with zod: the reference the plain checks must match. */
function parseWithSchemas(raw: unknown) {
  const list = z.array(z.looseObject({ id: z.string() })).safeParse(raw);
  if (!list.success) return null;
  const ids: readonly string[] = ['whenHaveLesson', 'whatLanguageLevel', 'whyTakeLesson'];
  const known = z.array(LessonActivationAnswerSchema).safeParse(list.data.filter((a) => ids.includes(a.id)));
  if (!known.success) return null;
  let when: WhenHaveLessonSlot[] | undefined;
  let level: string | undefined;
  let why: { answer: string; sub_answers?: string[] | undefined } | undefined;
  for (const a of known.data) {
    if (a.id === 'whenHaveLesson') when ??= Array.isArray(a.answer) ? a.answer : [a.answer];
    else if (a.id === 'whatLanguageLevel') level ??= a.answer;
    else why ??= a;
  }
  return {
    whenHaveLesson: when ?? [],
    whatLanguageLevel: level,
    whyTakeLesson: why?.answer,
    whyTakeLessonSubAnswers: why?.sub_answers ?? [],
  };
}

describe('lesson-activation answers read without zod agree with the schemas', () => {
  it('each schema has the plain type of lesson-preference.ts (checked when the tests compile)', () => {
    expectTypeOf<z.infer<typeof WhenHaveLessonSlotSchema>>().toEqualTypeOf<WhenHaveLessonSlot>();
    expectTypeOf<z.infer<typeof LessonActivationAnswerSchema>>().toEqualTypeOf<LessonActivationAnswer>();
    expectTypeOf<z.infer<typeof LessonActivationInfoSchema>>().toEqualTypeOf<LessonActivationInfo>();
  });

  it('property: parseLessonActivationAnswers gives what the schemas give, for well-formed, edge and junk answers', () => {
    const loose = fc.oneof(
      fc.string({ maxLength: 4 }),
      fc.constantFrom(null, undefined, -1, 0, 6, 7, 23, 24, 1.5, true),
      fc.jsonValue({ maxDepth: 1 }),
    );
    const slot = fc.record(
      {
        weekday: fc.oneof(fc.integer({ min: -1, max: 7 }), loose),
        time_list: fc.oneof(fc.array(fc.oneof(fc.integer({ min: -1, max: 24 }), loose), { maxLength: 3 }), loose),
        x: loose,
      },
      { requiredKeys: ['weekday', 'time_list'] },
    );
    const answer = fc.record(
      {
        id: fc.oneof(fc.constantFrom('whenHaveLesson', 'whatLanguageLevel', 'whyTakeLesson', 'other'), loose),
        answer: fc.oneof(slot, fc.array(slot, { maxLength: 2 }), fc.string({ maxLength: 4 }), loose),
        sub_answers: fc.oneof(fc.array(fc.oneof(fc.string({ maxLength: 3 }), loose), { maxLength: 2 }), loose),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(fc.array(answer, { maxLength: 4 }), loose), fc.boolean(), (value, asText) => {
        // JSON.stringify(undefined) is undefined, whatever its declared type says.
        const text = JSON.stringify(value) as string | undefined;
        const input = asText ? (text ?? 'undefined') : value;
        // Any string is read as the answers' JSON text, also one drawn as a value (`loose` draws "[]").
        const raw =
          typeof input === 'string'
            ? (() => {
                try {
                  return JSON.parse(input) as unknown;
                } catch {
                  return undefined;
                }
              })()
            : value;
        const expected = typeof input === 'string' && raw === undefined ? null : parseWithSchemas(raw);
        expect(parseLessonActivationAnswers(input)).toEqual(expected);
      }),
      { numRuns: 3_000 },
    );
    // 3,000 runs take 2-4 s alone and more beside a full test run: the default 5 s timed out.
  }, 30_000);
});
