import { decideReviewReply } from '@app/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { reviews, teachers } from '../db/schema-catalog';
import { AppError, notFoundError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult, TeacherActor } from './command';

/**
 * Issue 17 "teachers may reply once": the reviewed teacher answers a review (domain
 * decideReviewReply); another teacher's review is 404, a second reply 409 `ReviewAlreadyReplied`.
 * Locks the teacher row first, as a review write does, then guards the write with `reply_time is null`.
 */
export async function replyToReview({
  tx,
  actor,
  now,
  reviewId,
  content,
}: CommandInput<TeacherActor> & { reviewId: number; content: string }): Promise<
  CommandResult & { reply: { content: string; create_time: string } }
> {
  const [owner] = await tx.select({ teacherId: reviews.teacher_id }).from(reviews).where(eq(reviews.comment_id, reviewId));
  if (!owner) throw notFoundError('Review');
  await tx.select({ id: teachers.user_id }).from(teachers).where(eq(teachers.user_id, owner.teacherId)).for('update');
  const [review] = await tx.select().from(reviews).where(eq(reviews.comment_id, reviewId));
  if (!review) throw notFoundError('Review');
  const decision = decideReviewReply({
    teacherId: actor.userId,
    review: { teacherId: review.teacher_id, hasReply: review.reply_time !== null },
  });
  if (decision.outcome === 'not-your-review') throw notFoundError('Review');
  if (decision.outcome === 'already-replied') throw new AppError('ReviewAlreadyReplied', 'This review already has your reply.');

  const at = new Date(now);
  const [row] = await tx
    .update(reviews)
    .set({ reply_content: content, reply_time: at })
    .where(and(eq(reviews.comment_id, reviewId), isNull(reviews.reply_time)))
    .returning();
  if (!row) throw new AppError('ReviewAlreadyReplied', 'This review already has your reply.');
  const events: DomainEvent[] = [{ type: 'ReviewReplied', reviewId, teacherId: review.teacher_id, studentId: review.student_id }];
  await recordEvents(tx, { events, now });
  return { events, reply: { content, create_time: at.toISOString() } };
}
