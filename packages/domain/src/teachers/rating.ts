import { DAY_MS } from '../time/constants';
import { type Instant, toEpochMs } from '../time/instant';

/**
 * 001 §4.2 "shown only when the teacher's first valid time is more than 21 days ago" and 001 §9
 * "Rating hidden if the teacher is under 22 days old", reconciled in whole days: a teacher is
 * "N days old" after N full 24 h days, so "more than 21 days" and "not under 22 days" both mean
 * `now - first_valid_time >= 22 days`. Inclusive: exactly 22 x 24 h shows, 1 ms less hides.
 */
export const RATING_MIN_TEACHER_AGE_DAYS = 22;
/** `RATING_MIN_TEACHER_AGE_DAYS` in milliseconds (inclusive). */
export const RATING_MIN_TEACHER_AGE_MS = RATING_MIN_TEACHER_AGE_DAYS * DAY_MS;

/** The rating fields of a teacher result item (001 §3 `teacher_info`). */
export interface TeacherRatingFacts {
  readonly first_valid_time: Instant | null | undefined;
  readonly pro_rating?: number | null | undefined;
  readonly tutor_rating?: number | null | undefined;
  readonly overall_rating?: number | null | undefined;
}

export type RatingSource = 'pro_rating' | 'tutor_rating' | 'overall_rating';

/**
 * 001 §4.2: "A professional user sees the professional rating first, others the tutor rating
 * first." The order in which the card looks for a nonzero rating; `overall_rating` always last.
 */
export function getRatingOrder(viewerIsPro: boolean | 0 | 1 | null | undefined): readonly RatingSource[] {
  return viewerIsPro === true || viewerIsPro === 1
    ? ['pro_rating', 'tutor_rating', 'overall_rating']
    : ['tutor_rating', 'pro_rating', 'overall_rating'];
}

/** True iff the teacher's first valid time is at least 22 days (`RATING_MIN_TEACHER_AGE_MS`, inclusive) before `now`. */
export function isTeacherOldEnoughForRating({
  firstValidTime,
  now,
}: {
  firstValidTime: Instant | null | undefined;
  now: Instant;
}): boolean {
  if (firstValidTime === null || firstValidTime === undefined) return false;
  return toEpochMs(now, 'now') - toEpochMs(firstValidTime, 'firstValidTime') >= RATING_MIN_TEACHER_AGE_MS;
}

export type CardRating = { readonly source: RatingSource; readonly value: number };

/**
 * 001 §4.2 "Rating: shown only when the teacher's first valid time is more than 21 days ago and
 * the rating is nonzero. A professional user sees the professional rating first, others the tutor
 * rating first." (001 §9 "Rating hidden if the teacher is under 22 days old".)
 *
 * The first rating in `getRatingOrder(viewerIsPro)` that is a finite number above 0, or `null`
 * (hidden) when there is none or the teacher is younger than 22 days (`isTeacherOldEnoughForRating`;
 * a missing first valid time hides it too).
 */
export function getCardRating({
  teacher,
  viewerIsPro,
  now,
}: {
  teacher: TeacherRatingFacts;
  viewerIsPro: boolean | 0 | 1 | null | undefined;
  now: Instant;
}): CardRating | null {
  if (!isTeacherOldEnoughForRating({ firstValidTime: teacher.first_valid_time, now })) return null;
  for (const source of getRatingOrder(viewerIsPro)) {
    const value = teacher[source];
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) return { source, value };
  }
  return null;
}
