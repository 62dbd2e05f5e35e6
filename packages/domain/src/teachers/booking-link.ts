/** 001 §2.5 "a booking lesson page": the path chosen for it (the spec names no path). */
export const BOOKING_LESSON_PATH = '/booking/lesson';
/** 001 §2.5 "a booking date page": the path chosen for it (the spec names no path). */
export const BOOKING_DATE_PATH = '/booking/date';
/** 001 §2.5: "Booking links open in a new tab". */
export const BOOKING_LINK_TARGET = '_blank';

function withQuery(path: string, pairs: readonly (readonly [string, string])[]): string {
  return `${path}?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}

/**
 * 001 §2.5: "a booking lesson page with teacher_id, language, instant_book=1 (if the teacher is
 * instantly bookable) and book_trial_only=1 (trial)".
 * `/booking/lesson?teacher_id=..&language=..[&instant_book=1][&book_trial_only=1]`; the flags are
 * left out when off. The language is lower-cased.
 */
export function getBookingLessonUrl({
  teacherId,
  language,
  instantBook,
  trialOnly,
}: {
  teacherId: number | string;
  language: string;
  instantBook: boolean;
  trialOnly: boolean;
}): string {
  return withQuery(BOOKING_LESSON_PATH, [
    ['teacher_id', String(teacherId)],
    ['language', language.trim().toLowerCase()],
    ...(instantBook ? [['instant_book', '1'] as const] : []),
    ...(trialOnly ? [['book_trial_only', '1'] as const] : []),
  ]);
}

/**
 * 001 §2.5: "or a booking date page with teacher_id, language, is_trial=1 and is_package=0".
 * `/booking/date?teacher_id=..&language=..&is_trial=1&is_package=0`.
 */
export function getBookingDateUrl({ teacherId, language }: { teacherId: number | string; language: string }): string {
  return withQuery(BOOKING_DATE_PATH, [
    ['teacher_id', String(teacherId)],
    ['language', language.trim().toLowerCase()],
    ['is_trial', '1'],
    ['is_package', '0'],
  ]);
}

/**
 * Which booking page the card's book button opens (001 §2.5 names both pages; the choice is ours):
 * - trial offered and the teacher is not instantly bookable: the date page (`is_trial=1&is_package=0`),
 *   where the student picks a time for the trial;
 * - trial offered and instantly bookable: the lesson page with `instant_book=1&book_trial_only=1`;
 * - no trial: the lesson page, with `instant_book=1` when instantly bookable.
 */
export function getBookButtonUrl({
  teacherId,
  language,
  trialOffered,
  instantBookable,
}: {
  teacherId: number | string;
  language: string;
  trialOffered: boolean;
  instantBookable: boolean;
}): string {
  if (trialOffered && !instantBookable) return getBookingDateUrl({ teacherId, language });
  return getBookingLessonUrl({ teacherId, language, instantBook: instantBookable, trialOnly: trialOffered });
}
