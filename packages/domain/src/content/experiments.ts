/** 001 §9 "Experiment names: web_lesson_activation, web_filter_auto_record, ui_202307, teacher_search_filter_test_v1, Teacher_Search_Teacher_Card_Translate_AB, teacher_search_sort_test_v1". */
export const EXPERIMENT_NAMES = {
  lessonActivation: 'web_lesson_activation',
  filterAutoRecord: 'web_filter_auto_record',
  ui202307: 'ui_202307',
  teacherSearchFilterTest: 'teacher_search_filter_test_v1',
  teacherCardTranslate: 'Teacher_Search_Teacher_Card_Translate_AB',
  teacherSearchSortTest: 'teacher_search_sort_test_v1',
} as const;
export type ExperimentName = (typeof EXPERIMENT_NAMES)[keyof typeof EXPERIMENT_NAMES];

/** 001 §9: "the test group is named 'test group'". */
export const EXPERIMENT_TEST_GROUP = 'test group';
/** The other group of every experiment (name decided here; the spec names only the test group). */
export const EXPERIMENT_CONTROL_GROUP = 'control group';
export type ExperimentGroupName = typeof EXPERIMENT_TEST_GROUP | typeof EXPERIMENT_CONTROL_GROUP;

/** Assignment buckets: a user falls in bucket `hash % 100`, i.e. 0..99. */
export const EXPERIMENT_BUCKET_COUNT = 100;
/** Buckets below this go to the test group: 50/50. Exclusive: bucket 49 is test, bucket 50 is control. */
export const EXPERIMENT_TEST_GROUP_BUCKETS = 50;

/** 001 §7.2 "GET /v2/user/exp_groups ... experiment_name and group": one entry of the answer. */
export interface ExperimentGroup {
  experiment_name: string;
  group: string;
}

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** The UTF-8 bytes of a string (lone surrogates as U+FFFD, like TextEncoder). */
function utf8Bytes(text: string): number[] {
  const bytes: number[] = [];
  for (const char of text) {
    let cp = char.codePointAt(0) ?? 0xfffd;
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 0x3f));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
    else bytes.push(0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 0x3f), 0x80 | ((cp >> 6) & 0x3f), 0x80 | (cp & 0x3f));
  }
  return bytes;
}

/** FNV-1a, 32 bits, over the UTF-8 bytes of `text`; an unsigned integer 0..2^32-1. */
export function hashFnv1a32(text: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (const byte of utf8Bytes(text)) {
    hash ^= byte;
    hash = Math.imul(hash, FNV_PRIME) >>> 0;
  }
  return hash >>> 0;
}

/**
 * The assignment bucket of a user in an experiment: `fnv1a32("${experimentName}:${userId}") % 100`,
 * 0..99 inclusive. Stable across machines, runs and releases.
 */
export function getExperimentBucket({ userId, experimentName }: { userId: number | string; experimentName: string }): number {
  return hashFnv1a32(`${experimentName}:${String(userId)}`) % EXPERIMENT_BUCKET_COUNT;
}

/**
 * 001 §9 "the test group is named 'test group'". Deterministic 50/50 assignment: bucket below
 * `EXPERIMENT_TEST_GROUP_BUCKETS` (50, exclusive) -> 'test group', otherwise 'control group'.
 * The same user and experiment always give the same group; experiments are independent of each other.
 */
export function assignExperimentGroup({
  userId,
  experimentName,
}: {
  userId: number | string;
  experimentName: string;
}): ExperimentGroupName {
  return getExperimentBucket({ userId, experimentName }) < EXPERIMENT_TEST_GROUP_BUCKETS ? EXPERIMENT_TEST_GROUP : EXPERIMENT_CONTROL_GROUP;
}

/**
 * 001 §9: whether the user's groups (the /v2/user/exp_groups answer) put them in the test group of
 * `experimentName`. Exact, case-sensitive names; a missing experiment is not the test group.
 */
export function isInTestGroup(groups: readonly ExperimentGroup[] | null | undefined, experimentName: string): boolean {
  return (groups ?? []).some((g) => g.experiment_name === experimentName && g.group === EXPERIMENT_TEST_GROUP);
}
