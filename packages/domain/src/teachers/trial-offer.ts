import { requireInteger } from '../arguments/number-arguments';
/** 001 §4.2 / §9: "the student has fewer than 5 completed lessons" / "Trial shown only while completed lessons are under 5". Exclusive: 4 offers, 5 does not. */
export const TRIAL_COMPLETED_LESSONS_LIMIT = 5;

/** 001 §4.2: "The button then reads 'Book trial'". */
export const BOOK_TRIAL_LABEL = 'Book trial';
/** 001 §4.2: "otherwise 'Book lesson'". */
export const BOOK_LESSON_LABEL = 'Book lesson';
export type BookButtonLabel = typeof BOOK_TRIAL_LABEL | typeof BOOK_LESSON_LABEL;

/** A flag as the API's records hold it: a boolean or 0/1; missing counts as off. */
export type LooseFlag = boolean | 0 | 1 | null | undefined;

function on(flag: LooseFlag): boolean {
  return flag === true || flag === 1;
}

/**
 * 001 §4.2 "Trial: offered when the student has a trial and the teacher has a trial (or the user
 * is signed out and the teacher has a trial), and the student has fewer than 5 completed lessons."
 *
 * - `teacherHasTrial`: the card's `course_info.has_trial`.
 * - Signed in: `studentHasTrial` (from `v2/session/trial_info`) must be on too.
 * - Signed out: the student's trial is not checked (001 §6 "sees trial offers based on the card's
 *   has_trial"); `completedLessons` counts as 0 when missing.
 * - `completedLessons < 5` (exclusive: 5 completed lessons end the offer). A missing count is 0; a
 *   count that is not a whole number from 0 is a RangeError.
 */
export function isTrialOffered({
  isSignedIn,
  studentHasTrial,
  teacherHasTrial,
  completedLessons,
}: {
  isSignedIn: boolean;
  studentHasTrial: LooseFlag;
  teacherHasTrial: LooseFlag;
  completedLessons: number | null | undefined;
}): boolean {
  if (!on(teacherHasTrial)) return false;
  if (isSignedIn && !on(studentHasTrial)) return false;
  const done = completedLessons === null || completedLessons === undefined ? 0 : requireInteger('completedLessons', completedLessons, 0);
  return done < TRIAL_COMPLETED_LESSONS_LIMIT;
}

/** 001 §4.2: "The button then reads 'Book trial'; otherwise 'Book lesson'." */
export function getBookButtonLabel(trialOffered: boolean): BookButtonLabel {
  return trialOffered ? BOOK_TRIAL_LABEL : BOOK_LESSON_LABEL;
}
