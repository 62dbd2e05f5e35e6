import { decideDropClass, decideStaffCancelClass, decideTeacherCancelClass, findViewerSeat, isSeatTaken } from '@app/domain';
import { and, eq, ne } from 'drizzle-orm';
import { type LoadedClass, loadClass, type SeatRow } from '../booking/class-facts';
import { users } from '../db/schema-accounts';
import { groupClasses, groupClassStudents } from '../db/schema-catalog';
import { AppError, notFoundError } from '../errors/app-error';
import type { Tx } from '../money/ledger';
import type { Actor, Refund } from '../outbox/domain-events';
import { type Cancellation, unsupportedActor } from './cancellation';
import { actorTag, type StudentActor } from './command';
import { refundClassSeatOnce } from './ledger-writes';

export type ClassCancelOutcome =
  | { readonly kind: 'class-seat'; readonly seat: SeatRow; readonly refundedCents: number }
  | { readonly kind: 'class'; readonly refunds: readonly Refund[] };

/**
 * The CANCEL action of a single class (000 §7). A student drops their own seat (decideDropClass:
 * only more than 24 h before start); the class's teacher cancels the whole class while fewer than 2
 * spots are booked (decideTeacherCancelClass, 000 §6); staff cancel it until it ends
 * (decideStaffCancelClass). A class of a course is never cancelled alone.
 */
export async function cancelClass({
  tx,
  actor,
  now,
  classId,
}: {
  tx: Tx;
  actor: Actor;
  now: number;
  classId: number;
}): Promise<Cancellation<ClassCancelOutcome>> {
  const loaded = await loadClass(tx, classId, { lock: true });
  if (!loaded) throw notFoundError('Class');
  if (actor.kind === 'student') return dropSeat({ tx, actor, now, loaded });
  if (actor.kind === 'teacher') {
    const decision = decideTeacherCancelClass({ groupClass: loaded.facts, viewerId: actor.userId, now });
    if (decision.outcome === 'course-class') throw new AppError('CourseClassNotCancellable', decision.message);
    if (decision.outcome === 'not-allowed') throw new AppError('TeacherCancelNotAllowed', decision.message);
  } else if (actor.kind === 'staff') {
    const decision = decideStaffCancelClass({ groupClass: loaded.facts, now });
    if (decision.outcome === 'course-class') throw new AppError('CourseClassNotCancellable', decision.message);
    if (decision.outcome === 'already-cancelled') throw new AppError('ClassCancelled', decision.message);
    if (decision.outcome === 'ended') throw new AppError('ClassEnd', decision.message);
  } else {
    throw unsupportedActor(actor, 'class');
  }
  return cancelWholeClass({ tx, actor, now, loaded });
}

/** The class CANCELLED, each taken seat CANCELLED and refunded exactly once (its ledger key) (their mails are the ClassCancelled event's handler's). */
async function cancelWholeClass({
  tx,
  actor,
  now,
  loaded,
}: {
  tx: Tx;
  actor: Actor;
  now: number;
  loaded: LoadedClass;
}): Promise<Cancellation<ClassCancelOutcome>> {
  const classId = loaded.row.id;
  const by = actorTag(actor);
  await tx.update(groupClasses).set({ status: 'CANCELLED', update_by: by, operator: by }).where(eq(groupClasses.id, classId));
  const refunds: Refund[] = [];
  for (const seat of loaded.seats.filter(isSeatTaken)) {
    await tx
      .update(groupClassStudents)
      .set({ status: 'CANCELLED', update_by: by, operator: by, updated_at: new Date(now) })
      .where(eq(groupClassStudents.id, seat.id));
    const refundedCents = await refundClassSeatOnce(tx, { seatId: seat.id, userId: seat.student_id, now });
    refunds.push({ studentId: seat.student_id, seatId: seat.id, seatKind: 'class', amountCents: refundedCents });
  }
  return { outcome: { kind: 'class', refunds }, events: [{ type: 'ClassCancelled', classId, by: actor.kind, refunds }] };
}

/** "Drop class" (000 §4): the student's own seat, more than 24 h before start, refunded once. */
async function dropSeat({
  tx,
  actor,
  now,
  loaded,
}: {
  tx: Tx;
  actor: StudentActor;
  now: number;
  loaded: LoadedClass;
}): Promise<Cancellation<ClassCancelOutcome>> {
  const userId = actor.userId;
  await tx.select({ id: users.user_id }).from(users).where(eq(users.user_id, userId)).for('update');
  const seat = findViewerSeat({ seats: loaded.seats, viewerId: userId });
  // Another user's booking, or none: answer as if the class had no booking of theirs at all.
  if (!seat) throw notFoundError('Booking');
  const decision = decideDropClass({
    orderStatus: seat.status,
    start: loaded.row.start_time,
    now,
    classStatus: loaded.row.status,
    courseId: loaded.row.course_id,
  });
  if (decision.outcome === 'already-cancelled') throw new AppError('ClassCancelled', decision.message);
  // A class of a course is left only by cancelling the course spot (POST /v3/group_class/courses/{id}/actions/CANCEL).
  if (decision.outcome === 'course-class') throw new AppError('CourseClassNotDroppable', decision.message);
  if (decision.outcome === 'too-late') throw new AppError('DropWindowClosed', decision.message);

  const by = actorTag(actor);
  const [updated] = await tx
    .update(groupClassStudents)
    .set({ status: 'CANCELLED', update_by: by, operator: by, updated_at: new Date(now) })
    .where(and(eq(groupClassStudents.id, seat.id), ne(groupClassStudents.status, 'CANCELLED')))
    .returning();
  if (!updated) throw new AppError('ClassCancelled', decision.successMessage);
  const refundedCents = await refundClassSeatOnce(tx, { seatId: seat.id, userId, now });
  const refund: Refund = { studentId: userId, seatId: seat.id, seatKind: 'class', amountCents: refundedCents };
  return {
    outcome: { kind: 'class-seat', seat: updated, refundedCents },
    events: [{ type: 'SeatCancelled', by: 'student', refund, classId: loaded.row.id }],
  };
}
