import { GROUP_CLASS_CAPACITY, GROUP_CLASS_DURATION_MINUTES } from '../time/constants';

/** Issue 14: a topic's title. Ours: long enough to say something, short enough for a card's two lines. */
export const TOPIC_TITLE_MIN_LENGTH = 5;
export const TOPIC_TITLE_MAX_LENGTH = 120;
/** Issue 14: the intro (000 §3 `description`), shown on the topic page with read-more. */
export const TOPIC_INTRO_MIN_LENGTH = 20;
export const TOPIC_INTRO_MAX_LENGTH = 2_000;
/** Issue 14: "learning outcomes" (000 §3 `outcome_desc`, one outcome a line): 1 to 6, each 3..160 characters. */
export const TOPIC_OUTCOMES_MIN = 1;
export const TOPIC_OUTCOMES_MAX = 6;
export const TOPIC_OUTCOME_MIN_LENGTH = 3;
export const TOPIC_OUTCOME_MAX_LENGTH = 160;
/**
 * 000 §3 "language_level index 0-7" with 001 §9 "Levels A1, A2, B1, B2, C1, C2": a topic names one
 * CEFR level, 1 (A1) to 6 (C2), both inclusive. Ours: not 0 (it reads as A1 anyway) and not Native
 * (7), which no level filter can find.
 */
export const TOPIC_MIN_LEVEL = 1;
export const TOPIC_MAX_LEVEL = 6;
/**
 * 000 §1 "Group classes are 60 minutes": 60 is the default. Ours: a teacher may also offer 30, 45
 * or 90 minutes (a short drill, a long workshop); nothing else, so classes tile a calendar.
 */
export const TOPIC_DURATION_CHOICES = [30, 45, GROUP_CLASS_DURATION_MINUTES, 90] as const;
export type TopicDuration = (typeof TOPIC_DURATION_CHOICES)[number];
export const TOPIC_DEFAULT_DURATION: TopicDuration = GROUP_CLASS_DURATION_MINUTES;
/** 000 §1 "6 learners per class": at most GROUP_CLASS_CAPACITY (inclusive). Ours: at least 2, or it is a lesson. */
export const TOPIC_MIN_CAPACITY = 2;
export const TOPIC_MAX_CAPACITY = GROUP_CLASS_CAPACITY;
/** USD cents per class, both inclusive. Ours: 1 USD to 200 USD. */
export const TOPIC_MIN_PRICE_CENTS = 100;
export const TOPIC_MAX_PRICE_CENTS = 20_000;

/** The fields a teacher writes on a topic (000 §3 "Group topic" names; `outcomes` is `outcome_desc` split by line). */
export interface TopicDraft {
  readonly title: string;
  readonly description: string;
  readonly outcomes: readonly string[];
  readonly language: string;
  readonly language_level: number;
  readonly category: string;
  readonly tag: string | null;
  readonly duration: number;
  readonly student_capacity: number;
  readonly price: number;
}

export type TopicField = keyof TopicDraft;

/** Why a field is refused; the web maps each reason to a text. */
export type TopicDraftReason =
  'too-short' | 'too-long' | 'too-few' | 'too-many' | 'not-offered' | 'out-of-range' | 'not-whole' | 'not-a-choice' | 'multi-line';

export interface TopicFieldIssue {
  readonly field: TopicField | `outcomes.${number}`;
  readonly reason: TopicDraftReason;
  readonly message: string;
}

export type TopicDraftValidation = { readonly ok: true } | { readonly ok: false; readonly issues: readonly TopicFieldIssue[] };

function lengthIssue(field: TopicFieldIssue['field'], text: string, min: number, max: number): TopicFieldIssue | null {
  const length = text.trim().length;
  if (length < min) return { field, reason: 'too-short', message: `${field}: at least ${min} characters` };
  if (text.length > max) return { field, reason: 'too-long', message: `${field}: at most ${max} characters` };
  return null;
}

function rangeIssue(field: TopicField, value: number, min: number, max: number, unit = ''): TopicFieldIssue | null {
  if (!Number.isInteger(value)) return { field, reason: 'not-whole', message: `${field}: a whole number` };
  if (value < min || value > max) return { field, reason: 'out-of-range', message: `${field}: from ${min} to ${max}${unit}` };
  return null;
}

/**
 * Issue 14: "create, edit ... a topic with everything the specs show on a topic: title, intro,
 * learning outcomes, language, level (the spec's level set), category and tag, duration, capacity
 * (the spec's bounds), price". Every bound is a constant above, both ends inclusive.
 *
 * `languages` are the languages the teacher teaches (a topic is in one of them); `catalogue` is the
 * category-with-tags list (001 §3: `[categoryCode, ...tags]`): the category must be listed and the
 * tag, when given, must be one of that category's. Returns every issue, in field order.
 *
 * @example validateTopicDraft({ draft, languages: ['english'], catalogue: [['CA001', 'Conversation']] }).ok
 */
export function validateTopicDraft({
  draft,
  languages,
  catalogue,
}: {
  draft: TopicDraft;
  languages: readonly string[];
  catalogue: readonly (readonly [string, ...string[]])[];
}): TopicDraftValidation {
  const issues: (TopicFieldIssue | null)[] = [
    lengthIssue('title', draft.title, TOPIC_TITLE_MIN_LENGTH, TOPIC_TITLE_MAX_LENGTH),
    lengthIssue('description', draft.description, TOPIC_INTRO_MIN_LENGTH, TOPIC_INTRO_MAX_LENGTH),
  ];
  if (draft.outcomes.length < TOPIC_OUTCOMES_MIN)
    issues.push({ field: 'outcomes', reason: 'too-few', message: `outcomes: at least ${TOPIC_OUTCOMES_MIN}` });
  else if (draft.outcomes.length > TOPIC_OUTCOMES_MAX)
    issues.push({ field: 'outcomes', reason: 'too-many', message: `outcomes: at most ${TOPIC_OUTCOMES_MAX}` });
  else
    draft.outcomes.forEach((o, i) =>
      issues.push(
        // One outcome a line in `outcome_desc`: a line break inside one would split it in two.
        /[\r\n]/.test(o)
          ? { field: `outcomes.${i}`, reason: 'multi-line', message: `outcomes.${i}: one line` }
          : lengthIssue(`outcomes.${i}`, o, TOPIC_OUTCOME_MIN_LENGTH, TOPIC_OUTCOME_MAX_LENGTH),
      ),
    );
  if (!languages.includes(draft.language))
    issues.push({ field: 'language', reason: 'not-offered', message: 'language: one of the languages you teach' });
  issues.push(rangeIssue('language_level', draft.language_level, TOPIC_MIN_LEVEL, TOPIC_MAX_LEVEL));
  const entry = catalogue.find(([code]) => code === draft.category);
  if (!entry) issues.push({ field: 'category', reason: 'not-offered', message: 'category: one of the listed categories' });
  else if (draft.tag !== null && !entry.slice(1).includes(draft.tag))
    issues.push({ field: 'tag', reason: 'not-offered', message: `tag: one of the tags of ${draft.category}` });
  if (!(TOPIC_DURATION_CHOICES as readonly number[]).includes(draft.duration))
    issues.push({ field: 'duration', reason: 'not-a-choice', message: `duration: one of ${TOPIC_DURATION_CHOICES.join(', ')} minutes` });
  issues.push(rangeIssue('student_capacity', draft.student_capacity, TOPIC_MIN_CAPACITY, TOPIC_MAX_CAPACITY));
  issues.push(rangeIssue('price', draft.price, TOPIC_MIN_PRICE_CENTS, TOPIC_MAX_PRICE_CENTS, ' cents'));
  const found = issues.filter((i): i is TopicFieldIssue => i !== null);
  return found.length === 0 ? { ok: true } : { ok: false, issues: found };
}

/** `outcome_desc` (000 §3, one outcome a line) as the list a form edits; blank lines dropped. */
export function splitTopicOutcomes(outcomeDesc: string): string[] {
  return outcomeDesc
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** The list of outcomes as `outcome_desc`, one a line (the inverse of splitTopicOutcomes for trimmed, non-blank outcomes). */
export function joinTopicOutcomes(outcomes: readonly string[]): string {
  return outcomes.map((o) => o.trim()).join('\n');
}
