import { isJsonObject } from '../arguments/json-object';
import { getFirstSpeakingLanguage, type UserLanguageEntry } from './user-languages';
import { requireInteger, requireIntegers } from '../arguments/number-arguments';

/** 001 §3 "Lesson activation info: status (FINISHED when done)". */
export const LESSON_ACTIVATION_FINISHED_STATUS = 'FINISHED';

/** 001 §9 "Lesson-activation slots: 4 per block." 001 §5 "Time blocks are the slot number divided by 4, rounded down." */
export const LESSON_ACTIVATION_SLOTS_PER_BLOCK = 4;

/** Hour slots of a day in the activation answers: 0..23 inclusive (six blocks of 4, 001 §9). */
export const LESSON_ACTIVATION_MAX_SLOT = 23;

/** Weekdays of the activation answers: 0 (Monday) .. 6 (Sunday) inclusive, 001 §9. */
export const LESSON_ACTIVATION_MAX_WEEKDAY = 6;

/** 001 §5: the answer value that clears a filter ("'N/A' clears tags", "'N/A' clears speaks"). */
export const PREFERENCE_NOT_APPLICABLE = 'N/A';

/**
 * 001 §5 "why-take-lesson 'Conversation practice' and 'Travel preparation' map to category CA005;
 * 'Test preparation' maps to CA003 plus child tags; 'Job interview' maps to CA002 plus child tags;
 * 'Kids' maps to CA004". Exact, case-sensitive answer values.
 */
export const WHY_TAKE_LESSON_CATEGORIES = {
  'Conversation practice': 'CA005',
  'Travel preparation': 'CA005',
  'Test preparation': 'CA003',
  'Job interview': 'CA002',
  Kids: 'CA004',
} as const satisfies Record<string, string>;

/** 001 §5: the reasons that carry "plus child tags" (the answer's `sub_answers`). */
export const WHY_TAKE_LESSON_WITH_CHILD_TAGS: readonly string[] = ['Test preparation', 'Job interview'];

/** 001 §5 "any other value maps to CA003 with itself as child tag." */
export const OTHER_REASON_CATEGORY = 'CA003';

/** 001 §5 "Levels A1, A2 and B1 set speaks to the user's first speaking language ... and teacher_type pro". */
export const PREFERENCE_SPEAKS_LEVELS: readonly string[] = ['A1', 'A2', 'B1'];

/** 001 §5: the teacher type the low levels set. */
export const PREFERENCE_TEACHER_TYPE = 'pro';

/** One `whenHaveLesson` entry: a weekday (0 = Monday .. 6) and its hour slots (0..23). */
export type WhenHaveLessonSlot = { weekday: number; time_list: number[] };

/**
 * One answer of `answer_json` (001 §3 "a JSON list of answers with ids whenHaveLesson {weekday,
 * time_list}, whatLanguageLevel, whyTakeLesson"). Wire shape decided here:
 * `{ id: 'whenHaveLesson', answer: {weekday, time_list} | [{weekday, time_list}, ...] }`,
 * `{ id: 'whatLanguageLevel', answer: 'A1' | ... | 'C2' | 'N/A' }`,
 * `{ id: 'whyTakeLesson', answer: string, sub_answers?: string[] }`. Other ids are ignored. Plain
 * types, read without zod (the schemas are in lesson-preference-schema.ts; a test checks they match).
 */
export type LessonActivationAnswer =
  | { id: 'whenHaveLesson'; answer: WhenHaveLessonSlot | WhenHaveLessonSlot[] }
  | { id: 'whatLanguageLevel'; answer: string }
  | { id: 'whyTakeLesson'; answer: string; sub_answers?: string[] | undefined };

/** 001 §3 "Lesson activation info: status (FINISHED when done), answer_json, learning_level." */
export type LessonActivationInfo = {
  status: string;
  answer_json?: string | null | undefined;
  learning_level?: string | number | null | undefined;
};

const KNOWN_ANSWER_IDS: readonly string[] = ['whenHaveLesson', 'whatLanguageLevel', 'whyTakeLesson'];

const isIntegerIn = (value: unknown, max: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) <= max;
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

function readSlot(value: unknown): WhenHaveLessonSlot | null {
  if (!isJsonObject(value) || !isIntegerIn(value.weekday, LESSON_ACTIVATION_MAX_WEEKDAY)) return null;
  const times = value.time_list;
  if (!Array.isArray(times) || !times.every((t) => isIntegerIn(t, LESSON_ACTIVATION_MAX_SLOT))) return null;
  return { weekday: value.weekday, time_list: [...times] };
}

/** A known answer as `LessonActivationAnswerSchema` reads it (extra keys dropped), or null. */
function readAnswer(value: Record<string, unknown>): LessonActivationAnswer | null {
  const { id, answer } = value;
  if (id === 'whenHaveLesson') {
    if (Array.isArray(answer)) {
      const slots = answer.map(readSlot);
      return slots.every((slot) => slot !== null) ? { id, answer: slots } : null;
    }
    const slot = readSlot(answer);
    return slot ? { id, answer: slot } : null;
  }
  if (typeof answer !== 'string') return null;
  if (id === 'whatLanguageLevel') return { id, answer };
  if (id !== 'whyTakeLesson') return null;
  if (value.sub_answers === undefined) return 'sub_answers' in value ? { id, answer, sub_answers: undefined } : { id, answer };
  return isStringList(value.sub_answers) ? { id, answer, sub_answers: [...value.sub_answers] } : null;
}

/** The parsed answers: the first answer of each known id. */
export interface LessonActivationAnswers {
  readonly whenHaveLesson: readonly WhenHaveLessonSlot[];
  readonly whatLanguageLevel: string | undefined;
  readonly whyTakeLesson: string | undefined;
  readonly whyTakeLessonSubAnswers: readonly string[];
}

/**
 * 001 §3 "answer_json (a JSON list of answers with ids whenHaveLesson {weekday, time_list},
 * whatLanguageLevel, whyTakeLesson)". Parses the JSON string (or an already-parsed list), checking
 * each known answer as `LessonActivationAnswerSchema` would (property-tested).
 * Never throws: invalid JSON, a non-list, or a known answer of the wrong shape gives `null` ("no
 * filter"). Unknown ids are ignored; for a repeated id the first answer wins.
 */
export function parseLessonActivationAnswers(answerJson: unknown): LessonActivationAnswers | null {
  let raw: unknown = answerJson;
  if (typeof answerJson === 'string') {
    try {
      raw = JSON.parse(answerJson);
    } catch {
      return null;
    }
  }
  if (!Array.isArray(raw) || !raw.every((a) => isJsonObject(a) && typeof a.id === 'string')) return null;
  const known: LessonActivationAnswer[] = [];
  for (const item of raw as Record<string, unknown>[]) {
    if (!KNOWN_ANSWER_IDS.includes(item.id as string)) continue;
    const answer = readAnswer(item);
    if (answer === null) return null;
    known.push(answer);
  }

  let whenHaveLesson: readonly WhenHaveLessonSlot[] | undefined;
  let whatLanguageLevel: string | undefined;
  let why: { answer: string; sub_answers?: string[] | undefined } | undefined;
  for (const answer of known) {
    if (answer.id === 'whenHaveLesson') whenHaveLesson ??= Array.isArray(answer.answer) ? answer.answer : [answer.answer];
    else if (answer.id === 'whatLanguageLevel') whatLanguageLevel ??= answer.answer;
    else why ??= answer;
  }
  return {
    whenHaveLesson: whenHaveLesson ?? [],
    whatLanguageLevel,
    whyTakeLesson: why?.answer,
    whyTakeLessonSubAnswers: why?.sub_answers ?? [],
  };
}

/**
 * The teacher-search query the preferences set, with "clear" and "not set" kept apart:
 * - key ABSENT: the answers say nothing about it; spreading leaves the query's value alone;
 * - key present with `null`: CLEAR it (001 §5 "'N/A' clears tags", "'N/A' clears speaks");
 * - key present with a value: set it.
 * Spreading it over a query (`{ ...query, ...preference }`) therefore clears only what 'N/A'
 * cleared; drop the `null` keys when writing the URL (`null` = remove the parameter).
 */
export type LessonPreferenceQuery = {
  readonly tags?: readonly string[] | null;
  readonly childTags?: readonly string[] | null;
  readonly speaks?: string | null;
  readonly teacher_type?: string;
  readonly day?: readonly string[];
  readonly time?: readonly string[];
};

function unique(items: readonly string[]): string[] {
  return [...new Set(items.map((i) => i.trim()).filter((i) => i !== ''))];
}

/**
 * 001 §5 "Preference mapping" for `whyTakeLesson`:
 * 'Conversation practice' / 'Travel preparation' -> tags [CA005]; 'Test preparation' -> [CA003] with
 * the answer's `sub_answers` as child tags; 'Job interview' -> [CA002] with its `sub_answers`;
 * 'Kids' -> [CA004]; any other value -> [CA003] with the value itself (trimmed) as the child tag.
 * Whenever tags are set, `childTags` is present too: the list, or `null` (clear the old category's
 * child tags). 'N/A' -> `{ tags: null, childTags: null }` (clears both); no answer or a blank
 * one -> `{}` (sets nothing, clears nothing).
 */
export function mapWhyTakeLesson({
  answer,
  subAnswers = [],
}: {
  answer: string | undefined;
  subAnswers?: readonly string[];
}): Pick<LessonPreferenceQuery, 'tags' | 'childTags'> {
  const value = answer?.trim() ?? '';
  if (value === '') return {};
  if (value === PREFERENCE_NOT_APPLICABLE) return { tags: null, childTags: null };
  if (Object.hasOwn(WHY_TAKE_LESSON_CATEGORIES, value)) {
    const category = WHY_TAKE_LESSON_CATEGORIES[value as keyof typeof WHY_TAKE_LESSON_CATEGORIES];
    const childTags = WHY_TAKE_LESSON_WITH_CHILD_TAGS.includes(value) ? unique(subAnswers) : [];
    return { tags: [category], childTags: childTags.length > 0 ? childTags : null };
  }
  return { tags: [OTHER_REASON_CATEGORY], childTags: [value] };
}

/**
 * 001 §5 "Levels A1, A2 and B1 set speaks to the user's first speaking language (default english)
 * and teacher_type pro; 'N/A' clears speaks." Case-insensitive level. A1/A2/B1 -> `{ speaks,
 * teacher_type: 'pro' }`; 'N/A' -> `{ speaks: null }` (clears speaks only); B2, C1, C2, no answer
 * and unknown values -> `{}` (set nothing, clear nothing).
 */
export function mapLanguageLevel({
  level,
  languageList,
}: {
  level: string | undefined;
  languageList: readonly UserLanguageEntry[];
}): Pick<LessonPreferenceQuery, 'speaks' | 'teacher_type'> {
  const value = level?.trim().toUpperCase();
  if (value === PREFERENCE_NOT_APPLICABLE) return { speaks: null };
  if (value === undefined || !PREFERENCE_SPEAKS_LEVELS.includes(value)) return {};
  return { speaks: getFirstSpeakingLanguage(languageList), teacher_type: PREFERENCE_TEACHER_TYPE };
}

/**
 * 001 §5 "Time blocks are the slot number divided by 4, rounded down."
 * `day`: the weekdays that have at least one slot; `time`: the blocks `floor(slot / 4)` of all
 * slots. Both de-duplicated, ascending, as strings (the URL form). An empty list leaves its key out.
 */
export function mapWhenHaveLesson(slots: readonly WhenHaveLessonSlot[]): Pick<LessonPreferenceQuery, 'day' | 'time'> {
  slots.forEach((s, i) => {
    requireInteger(`slots[${i}].weekday`, s.weekday, 0, LESSON_ACTIVATION_MAX_WEEKDAY);
    requireIntegers(`slots[${i}].time_list`, s.time_list, 0, LESSON_ACTIVATION_MAX_SLOT);
  });
  const withTimes = slots.filter((s) => s.time_list.length > 0);
  const days = [...new Set(withTimes.map((s) => s.weekday))].sort((a, b) => a - b);
  const blocks = [
    ...new Set(withTimes.flatMap((s) => s.time_list.map((slot) => Math.floor(slot / LESSON_ACTIVATION_SLOTS_PER_BLOCK)))),
  ].sort((a, b) => a - b);
  return {
    ...(days.length > 0 ? { day: days.map(String) } : {}),
    ...(blocks.length > 0 ? { time: blocks.map(String) } : {}),
  };
}

/**
 * 001 §5 "Preference mapping": the teacher-search query of the answers (see
 * LessonPreferenceQuery for absent vs `null`), or `null` when the answers yield no filter, i.e.
 * set no key to a value (clears alone are not a filter). When there is no `whatLanguageLevel`
 * answer, a CEFR `learning_level` string of the activation info is used instead.
 */
export function mapLessonPreferences({
  answers,
  languageList,
  learningLevel,
}: {
  answers: LessonActivationAnswers;
  languageList: readonly UserLanguageEntry[];
  learningLevel?: string | number | null | undefined;
}): LessonPreferenceQuery | null {
  const level = answers.whatLanguageLevel ?? (typeof learningLevel === 'string' ? learningLevel : undefined);
  const query: LessonPreferenceQuery = {
    ...mapWhyTakeLesson({ answer: answers.whyTakeLesson, subAnswers: answers.whyTakeLessonSubAnswers }),
    ...mapLanguageLevel({ level, languageList }),
    ...mapWhenHaveLesson(answers.whenHaveLesson),
  };
  return Object.values(query).some((v) => v !== null) ? query : null;
}

/**
 * 001 §4.2 "Lesson preference filter: shown only for a signed-in user in the lesson-activation test
 * group whose activation status is FINISHED and whose answers yield a filter."
 * The filter to show, or `null` to show none. Status must equal `FINISHED` exactly; malformed
 * `answer_json` yields no filter.
 */
export function getLessonPreferenceFilter({
  isSignedIn,
  isInLessonActivationTestGroup,
  activation,
  languageList,
}: {
  isSignedIn: boolean;
  isInLessonActivationTestGroup: boolean;
  activation: LessonActivationInfo | null | undefined;
  languageList: readonly UserLanguageEntry[];
}): LessonPreferenceQuery | null {
  if (!isSignedIn || !isInLessonActivationTestGroup || activation?.status !== LESSON_ACTIVATION_FINISHED_STATUS) return null;
  const answers = parseLessonActivationAnswers(activation.answer_json);
  if (answers === null) return null;
  return mapLessonPreferences({ answers, languageList, learningLevel: activation.learning_level });
}
