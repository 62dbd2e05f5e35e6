import type { UpdateBy } from './statuses';

/** 000 §4: "The cancelled text depends on who cancelled: the teacher, the student, automatic (too few students), admin, or the provider." */
export const CANCELLERS = ['teacher', 'student', 'auto', 'admin', 'provider'] as const;
export type Canceller = (typeof CANCELLERS)[number];

/** 000 §3: "update_by (a user id, or AUTO or ADMIN)": the automatic system. */
export const UPDATE_BY_AUTO = 'AUTO';
/** 000 §3: "update_by (a user id, or AUTO or ADMIN)": an administrator. */
export const UPDATE_BY_ADMIN = 'ADMIN';
/** Our marker for the provider (the spec names the provider as a canceller but gives no marker). */
export const UPDATE_BY_PROVIDER = 'PROVIDER';

const MARKERS: Readonly<Record<string, Canceller>> = {
  [UPDATE_BY_AUTO]: 'auto',
  [UPDATE_BY_ADMIN]: 'admin',
  [UPDATE_BY_PROVIDER]: 'provider',
  TEACHER: 'teacher',
  STUDENT: 'student',
};

const USER_ID = /^\d+$/;

/** One `update_by` / `operator` value -> a canceller, or null when it is missing or says nothing we know. */
function classifyOne(value: UpdateBy | null | undefined, teacherId: number, studentId: number): Canceller | null {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  if (text === '') return null;
  if (USER_ID.test(text)) {
    const id = Number(text);
    if (id === teacherId) return 'teacher';
    if (id === studentId) return 'student';
    return null;
  }
  return MARKERS[text.toUpperCase()] ?? null;
}

/** The first of `values` that names a known canceller wins; none -> `provider`. */
function resolveCanceller(values: readonly (UpdateBy | null | undefined)[], teacherId: number, studentId: number): Canceller {
  for (const value of values) {
    const who = classifyOne(value, teacherId, studentId);
    if (who !== null) return who;
  }
  return 'provider';
}

/**
 * 000 §4: "The cancelled text depends on who cancelled: the teacher, the student, automatic (too few
 * students), admin, or the provider. It is decided from operator and update_by."
 *
 * Mapping (our decision), checked on `updateBy` first, then on `operator`; the first value that
 * names someone known wins:
 * - a user id (number or digits) equal to `teacherId` -> `teacher`; equal to `studentId` -> `student`;
 * - `'AUTO'` -> `auto`; `'ADMIN'` -> `admin`; `'PROVIDER'` -> `provider`; the role words
 *   `'TEACHER'` / `'STUDENT'` -> `teacher` / `student` (markers are case-insensitive, trimmed);
 * - anything else (another user id, an unknown word, missing) -> `provider`.
 * Ids must be in the same id space as `update_by` (user ids).
 *
 * @example getCanceller({ updateBy: seat.update_by, operator: seat.operator, teacherId: cls.teacher_id, studentId: seat.student_id }) // 'teacher'
 */
export function getCanceller({
  updateBy,
  operator,
  teacherId,
  studentId,
}: {
  updateBy: UpdateBy | null | undefined;
  operator?: UpdateBy | null | undefined;
  teacherId: number;
  studentId: number;
}): Canceller {
  return resolveCanceller([updateBy, operator], teacherId, studentId);
}
