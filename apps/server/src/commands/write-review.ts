import type { MyReviewResponse, ReviewSessionKind } from '@app/api';
import { decideReviewWrite, getReviewAverage, type ReviewWriteDecision } from '@app/domain';
import { eq } from 'drizzle-orm';
import { reviews, teachers } from '../db/schema-catalog';
import { AppError, notFoundError } from '../errors/app-error';
import type { Tx } from '../money/ledger';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { countCompletedSessions, loadReviewTarget, toMyReview } from '../reviews/review-session';
import type { CommandInput, CommandResult, StudentActor } from './command';

const REFUSALS: Record<Exclude<ReviewWriteDecision['outcome'], 'create' | 'edit'>, () => AppError> = {
  'not-booked': () => notFoundError('Booking'),
  cancelled: () => new AppError('ReviewNotOpen', 'This class was cancelled: there is nothing to review.'),
  'not-ended': () => new AppError('ReviewNotOpen', 'You can review this class once it has ended.'),
  absent: () => new AppError('ReviewNotOpen', 'The teacher marked you absent from this class, so it cannot be reviewed.'),
  'edit-closed': () => new AppError('ReviewEditClosed', 'A review can be edited for 7 days after it was written.'),
};

/**
 * The teacher's `overall_rating` (and the pro and tutor ratings the search card picks from, which
 * we do not tell apart) is the mean of her stored reviews, written with every review so that the
 * search, the profile and the topic page read one number.
 */
async function writeTeacherAverage(tx: Tx, teacherId: number): Promise<void> {
  const rows = await tx.select({ rating: reviews.rating }).from(reviews).where(eq(reviews.teacher_id, teacherId));
  const { average } = getReviewAverage(rows.map((r) => r.rating));
  await tx
    .update(teachers)
    .set({ overall_rating: average, pro_rating: average, tutor_rating: average })
    .where(eq(teachers.user_id, teacherId));
}

/**
 * Issue 17: the student rates (1-5) and reviews her completed class seat (single class or a
 * course's class) or lesson, once per seat; the same command edits it for 7 days after it was first
 * written (domain decideReviewWrite on the facts read under the teacher row lock). Writes the review
 * and the teacher's new average; event `ReviewWritten`.
 */
export async function writeReview({
  tx,
  actor,
  now,
  kind,
  id,
  rating,
  content,
}: CommandInput<StudentActor> & { kind: ReviewSessionKind; id: number; rating: number; content: string }): Promise<
  CommandResult & MyReviewResponse['data']
> {
  const target = await loadReviewTarget(tx, { kind, id, studentId: actor.userId, lock: true });
  if (!target) throw notFoundError('Booking');
  const decision = decideReviewWrite({
    session: target.facts,
    existing: target.existing ? { createdAt: target.existing.create_time } : null,
    now,
  });
  if (decision.outcome !== 'create' && decision.outcome !== 'edit') throw REFUSALS[decision.outcome]();

  const at = new Date(now);
  const [row] =
    decision.outcome === 'edit' && target.existing
      ? await tx
          .update(reviews)
          .set({ rating, content, update_time: at })
          .where(eq(reviews.comment_id, target.existing.comment_id))
          .returning()
      : await tx
          .insert(reviews)
          .values({
            teacher_id: target.teacherId,
            student_id: actor.userId,
            ...target.seat,
            rating,
            content,
            session_language: target.session.language,
            lesson_count: await countCompletedSessions(tx, { studentId: actor.userId, teacherId: target.teacherId, now }),
            create_time: at,
            update_time: at,
          })
          .returning();
  if (!row) throw new Error('The review write returned no row');
  await writeTeacherAverage(tx, target.teacherId);

  const events: DomainEvent[] = [
    {
      type: 'ReviewWritten',
      reviewId: row.comment_id,
      teacherId: target.teacherId,
      studentId: actor.userId,
      rating,
      edited: decision.outcome === 'edit',
    },
  ];
  await recordEvents(tx, { events, now });
  return { events, session: target.session, review: toMyReview(row) };
}
