// Test-data builders for automatch/, gating/ and content/, with overrides:
// makeLanguageEntry({ language: 'spanish', level: 1, is_learning: true })
import fc from 'fast-check';
import type { LessonActivationInfo } from '../automatch/lesson-preference';
import type { UserLanguageEntry } from '../automatch/user-languages';
import type { GroupDetailFacts } from '../gating/group-class-page';
import type { MarketingContent } from '../content/marketing-content';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function makeLanguageEntry(overrides: Partial<UserLanguageEntry> = {}): Mutable<UserLanguageEntry> {
  return { language: 'english', level: 7, is_learning: false, ...overrides };
}

/** A typical learner: native Spanish, B-level French (spoken), learning English at level 1. */
export function makeLanguageList(): UserLanguageEntry[] {
  return [
    makeLanguageEntry({ language: 'english', level: 1, is_learning: true }),
    makeLanguageEntry({ language: 'french', level: 4 }),
    makeLanguageEntry({ language: 'spanish', level: 7 }),
  ];
}

export interface AnswersSpec {
  readonly when?: readonly { weekday: number; time_list: number[] }[];
  readonly level?: string;
  readonly why?: string;
  readonly sub?: readonly string[];
}

/** The `answer_json` string of the given answers (only the ones given are written). */
export function makeAnswerJson({ when, level, why, sub }: AnswersSpec = {}): string {
  const answers: unknown[] = [];
  if (when !== undefined) answers.push({ id: 'whenHaveLesson', answer: when });
  if (level !== undefined) answers.push({ id: 'whatLanguageLevel', answer: level });
  if (why !== undefined) answers.push({ id: 'whyTakeLesson', answer: why, ...(sub !== undefined ? { sub_answers: sub } : {}) });
  return JSON.stringify(answers);
}

export function makeActivationInfo(overrides: Partial<LessonActivationInfo> = {}): Mutable<LessonActivationInfo> {
  return {
    status: 'FINISHED',
    answer_json: makeAnswerJson({ when: [{ weekday: 0, time_list: [8, 9] }], level: 'A2', why: 'Conversation practice' }),
    learning_level: null,
    ...overrides,
  };
}

export function makeGroupDetail(courseId: number | string | null = null): GroupDetailFacts {
  return { group: { group_class: { course_id: courseId } } };
}

export function makeMarketingContent(overrides: Partial<MarketingContent> = {}): Mutable<MarketingContent> {
  return {
    post_type: 'learn',
    meta_title: 'Learn Spanish online',
    meta_description: 'Spanish lessons with native teachers.',
    hero_title: 'Speak Spanish with confidence',
    faq_questions: [{ faq_question: 'How much?', faq_answer: 'From $1.' }],
    ...overrides,
  };
}

export function makeContentResponse(
  data: unknown = makeMarketingContent(),
  code: number | string = 200,
): { code: number | string; data: unknown; message: string } {
  return { code, data, message: 'ok' };
}

/** A language-list entry: one of a few languages, level 0..7, learning or not (as boolean or 0/1). */
export const languageEntryArb = fc.record({
  language: fc.constantFrom('english', 'spanish', 'french', 'japanese', 'german', 'chinese'),
  level: fc.integer({ min: 0, max: 7 }),
  is_learning: fc.constantFrom(true, false, 0 as const, 1 as const),
});
export const languageListArb = fc.array(languageEntryArb, { maxLength: 6 });

/** Instants within an hour of the 2026 DST changes of Berlin, New York and Sydney, and random ones. */
export const dstInstantArb = fc.oneof(
  fc
    .constantFrom(
      Date.UTC(2026, 2, 29, 1, 0, 0), // Europe/Berlin spring forward 02:00 -> 03:00 local
      Date.UTC(2026, 9, 25, 1, 0, 0), // Europe/Berlin fall back 03:00 -> 02:00 local
      Date.UTC(2026, 2, 8, 7, 0, 0), // America/New_York spring forward
      Date.UTC(2026, 10, 1, 6, 0, 0), // America/New_York fall back
      Date.UTC(2026, 3, 4, 16, 0, 0), // Australia/Sydney fall back (Apr 5 03:00 local)
      Date.UTC(2026, 9, 3, 16, 0, 0), // Australia/Sydney spring forward (Oct 4 02:00 local)
    )
    .chain((t) => fc.integer({ min: t - 3_600_000, max: t + 3_600_000 })),
  fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }),
);
