import type { ClassStatus, ClassStudentStatus } from '../class/statuses';
import type { LessonStatus } from '../lessons/lesson';
import { DAY_MS } from '../time/constants';
import { type Instant, toEpochMs } from '../time/instant';

/**
 * Issue 17 "editable for 7 days": a review can be changed until 7 days after it was first written,
 * half-open `[created, created + 7 days)`: **inclusive at the write, exclusive at the window's end**.
 */
export const REVIEW_EDIT_WINDOW_MS = 7 * DAY_MS;

/** Issue 17 "rates it (1-5)": whole stars. */
export const REVIEW_RATING_MIN = 1;
export const REVIEW_RATING_MAX = 5;
/** Ours: long enough for a paragraph, short enough for a card with read-more. */
export const REVIEW_CONTENT_MAX_LENGTH = 2_000;
export const REVIEW_REPLY_MAX_LENGTH = 2_000;

/** What a review is about: a group-class seat (single class or a course's class) or a one-to-one lesson. */
export type ReviewedSession =
  | {
      readonly kind: 'class';
      readonly classStatus: ClassStatus;
      /** The student's seat in that class, if any. */
      readonly seatStatus: ClassStudentStatus | null | undefined;
      /** The teacher's attendance mark for this student: true, false (absent), or null when unmarked. */
      readonly attended: boolean | null;
      readonly end: Instant;
    }
  | { readonly kind: 'lesson'; readonly status: LessonStatus; readonly end: Instant };

export type ReviewWriteDecision =
  | { readonly outcome: 'create' }
  | { readonly outcome: 'edit'; readonly editableUntil: number }
  | { readonly outcome: 'not-booked' }
  | { readonly outcome: 'cancelled' }
  | { readonly outcome: 'not-ended' }
  | { readonly outcome: 'absent' }
  | { readonly outcome: 'edit-closed' };

/** The end of a review's edit window (epoch ms, exclusive). */
export function getReviewEditableUntil({ createdAt }: { createdAt: Instant }): number {
  return toEpochMs(createdAt, 'createdAt') + REVIEW_EDIT_WINDOW_MS;
}

/**
 * True while the student may still change her review: `now < createdAt + 7 days`.
 *
 * @example canEditReview({ createdAt: T, now: T + REVIEW_EDIT_WINDOW_MS - 1 }) // true
 */
export function canEditReview({ createdAt, now }: { createdAt: Instant; now: Instant }): boolean {
  return toEpochMs(now, 'now') < getReviewEditableUntil({ createdAt });
}

/**
 * Issue 17 "after a completed class or lesson the student rates it (1-5) and writes a review, once
 * per seat, editable for 7 days". Decided in this order, first match wins:
 * 1. `not-booked`: no seat in the class (a lesson always has its student);
 * 2. `cancelled`: the seat or the class (lesson) was cancelled: refunded, so nothing was taught
 *    (the earnings rule reverses the teacher's earning then);
 * 3. `not-ended`: `now < end` (at exactly the end the class is completed: allowed);
 * 4. `absent`: the teacher marked the student absent (the attendance record; unmarked counts as
 *    attended, as the earnings do not wait for a mark);
 * 5. `create` when she has no review of this seat yet, else `edit` while `now < createdAt + 7 days`,
 *    else `edit-closed`.
 * A PROBLEM seat may review: the student was there and the report does not refund.
 *
 * @example decideReviewWrite({ session: { kind: 'lesson', status: 'BOOKED', end }, existing: null, now: end }) // { outcome: 'create' }
 */
export function decideReviewWrite({
  session,
  existing,
  now,
}: {
  session: ReviewedSession;
  existing: { readonly createdAt: Instant } | null;
  now: Instant;
}): ReviewWriteDecision {
  if (session.kind === 'class') {
    if (session.seatStatus === null || session.seatStatus === undefined) return { outcome: 'not-booked' };
    if (session.seatStatus === 'CANCELLED' || session.classStatus === 'CANCELLED') return { outcome: 'cancelled' };
  } else if (session.status === 'CANCELLED') return { outcome: 'cancelled' };
  if (toEpochMs(now, 'now') < toEpochMs(session.end, 'end')) return { outcome: 'not-ended' };
  if (session.kind === 'class' && session.attended === false) return { outcome: 'absent' };
  if (existing === null) return { outcome: 'create' };
  return canEditReview({ createdAt: existing.createdAt, now })
    ? { outcome: 'edit', editableUntil: getReviewEditableUntil({ createdAt: existing.createdAt }) }
    : { outcome: 'edit-closed' };
}

export type ReviewReplyDecision =
  { readonly outcome: 'reply' } | { readonly outcome: 'not-your-review' } | { readonly outcome: 'already-replied' };

/**
 * Issue 17 "teachers may reply once": only the reviewed teacher, and only while the review has no
 * reply (a reply is final: no edit window, so a student never sees it change under her).
 *
 * @example decideReviewReply({ teacherId: 7, review: { teacherId: 7, hasReply: false } }) // { outcome: 'reply' }
 */
export function decideReviewReply({
  teacherId,
  review,
}: {
  teacherId: number;
  review: { readonly teacherId: number; readonly hasReply: boolean };
}): ReviewReplyDecision {
  if (review.teacherId !== teacherId) return { outcome: 'not-your-review' };
  if (review.hasReply) return { outcome: 'already-replied' };
  return { outcome: 'reply' };
}

/**
 * The average shown beside a teacher's reviews: the mean of the stored ratings rounded to 2
 * decimals (the `teachers.overall_rating` column's scale), 0 when there is none (001 §4 shows no
 * rating at 0). A rating outside 1-5 or not whole throws a RangeError.
 *
 * @example getReviewAverage([5, 4, 4]) // { average: 4.33, count: 3 }
 */
export function getReviewAverage(ratings: readonly number[]): { average: number; count: number } {
  let sum = 0;
  for (const rating of ratings) {
    if (!isReviewRating(rating))
      throw new RangeError(`rating must be a whole number from ${REVIEW_RATING_MIN} to ${REVIEW_RATING_MAX}, got ${rating}`);
    sum += rating;
  }
  if (ratings.length === 0) return { average: 0, count: 0 };
  return { average: Math.round((sum / ratings.length) * 100) / 100, count: ratings.length };
}

/** True for 1, 2, 3, 4 or 5. */
export function isReviewRating(value: number): boolean {
  return Number.isInteger(value) && value >= REVIEW_RATING_MIN && value <= REVIEW_RATING_MAX;
}
