import {
  countTakenSeats,
  decideCancelCourseSpot,
  decideStaffCancelCourse,
  decideTeacherCancelCourse,
  isCourseAutoCancelDue,
  isSeatTaken,
} from '@app/domain';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { type CourseSeatRow, type LoadedCourse, loadCourse } from '../courses/course-facts';
import { courses, courseStudents, groupClasses, groupClassStudents } from '../db/schema-catalog';
import { AppError, notFoundError } from '../errors/app-error';
import type { Tx } from '../money/ledger';
import type { Actor, Refund } from '../outbox/domain-events';
import type { Cancellation } from './cancellation';
import { actorTag, type StudentActor } from './command';
import { refundClassSeatOnce, refundCourseSeatOnce } from './ledger-writes';
import { lockCourseClasses } from './lock-course-classes';

export type CourseCancelOutcome =
  | {
      readonly kind: 'course-seat';
      readonly seat: CourseSeatRow;
      readonly course: LoadedCourse;
      readonly refundedCents: number;
      readonly message: string;
    }
  | { readonly kind: 'course'; readonly refunds: readonly Refund[] }
  /** The system's auto-cancel asked for a course that is not due (the sweep asks for every candidate): nothing changed. */
  | { readonly kind: 'not-due' };

/**
 * The CANCEL action of a course. A student cancels their own spot (000 §4, decideCancelCourseSpot);
 * the course's teacher cancels the whole course before it starts while fewer than 2 spots are taken
 * (decideTeacherCancelCourse); staff cancel it until it ends (decideStaffCancelCourse); the system
 * auto-cancels it 24 h before its start when too few students joined (000 §9, isCourseAutoCancelDue).
 */
export async function cancelCourse({
  tx,
  actor,
  now,
  courseId,
}: {
  tx: Tx;
  actor: Actor;
  now: number;
  courseId: number;
}): Promise<Cancellation<CourseCancelOutcome>> {
  const loaded = await loadCourse(tx, courseId, { lock: true });
  if (!loaded) throw notFoundError('Course');
  if (actor.kind === 'student') return cancelSpot({ tx, actor, now, loaded });
  if (actor.kind === 'teacher') {
    const decision = decideTeacherCancelCourse({ course: loaded.facts, viewerId: actor.userId, now });
    if (decision.outcome === 'not-allowed') throw new AppError('TeacherCancelNotAllowed', decision.message);
  } else if (actor.kind === 'staff') {
    const decision = decideStaffCancelCourse({ course: loaded.facts, now });
    if (decision.outcome === 'already-cancelled') throw new AppError('ClassCancelled', decision.message);
    if (decision.outcome === 'ended') throw new AppError('ClassEnd', decision.message);
  } else if (!isCourseAutoCancelDue({ course: loaded.facts, activeSeatCount: countTakenSeats(loaded.facts.course_students), now })) {
    return { outcome: { kind: 'not-due' }, events: [] };
  }
  return cancelWholeCourse({ tx, actor, now, loaded });
}

/**
 * The course Cancelled, its classes CANCELLED, every live course and class seat CANCELLED, every
 * such seat refunded exactly once (ledger idempotency keys) (their mails are the CourseCancelled event's handler's).
 */
async function cancelWholeCourse({
  tx,
  actor,
  now,
  loaded,
}: {
  tx: Tx;
  actor: Actor;
  now: number;
  loaded: LoadedCourse;
}): Promise<Cancellation<CourseCancelOutcome>> {
  const courseId = loaded.row.id;
  const by = actorTag(actor);
  const at = new Date(now);
  // Lock order as everywhere: course (loadCourse), then its classes by id.
  const classes = await lockCourseClasses(tx, courseId);
  await tx.update(courses).set({ status: 'Cancelled', update_by: by }).where(eq(courses.id, courseId));
  const refunds: Refund[] = [];
  const classIds = classes.map((c) => c.id);
  if (classIds.length > 0) {
    await tx
      .update(groupClasses)
      .set({ status: 'CANCELLED', update_by: by, operator: by })
      .where(and(inArray(groupClasses.id, classIds), ne(groupClasses.status, 'CANCELLED')));
    const classSeats = await tx
      .update(groupClassStudents)
      .set({ status: 'CANCELLED', operator: by, update_by: by, updated_at: at })
      .where(and(inArray(groupClassStudents.group_class_id, classIds), ne(groupClassStudents.status, 'CANCELLED')))
      .returning({
        id: groupClassStudents.id,
        student_id: groupClassStudents.student_id,
        group_class_id: groupClassStudents.group_class_id,
      });
    // A course student paid for the course, not per class, so this refunds nothing for them; a
    // seat paid as a single class is refunded here, once.
    for (const seat of classSeats) {
      const refundedCents = await refundClassSeatOnce(tx, { seatId: seat.id, userId: seat.student_id, now });
      if (refundedCents === 0) continue;
      refunds.push({ studentId: seat.student_id, seatId: seat.id, seatKind: 'class', amountCents: refundedCents });
    }
  }
  for (const seat of loaded.seats.filter(isSeatTaken)) {
    await tx
      .update(courseStudents)
      .set({ status: 'Cancelled', update_by: by, updated_at: at })
      .where(and(eq(courseStudents.id, seat.id), ne(courseStudents.status, 'Cancelled')));
    const refundedCents = await refundCourseSeatOnce(tx, { seatId: seat.id, userId: seat.student_id, now });
    refunds.push({ studentId: seat.student_id, seatId: seat.id, seatKind: 'course', amountCents: refundedCents });
  }
  return { outcome: { kind: 'course', refunds }, events: [{ type: 'CourseCancelled', courseId, by: actor.kind, refunds }] };
}

/**
 * 000 §4 "Cancel a course spot", decided by decideCancelCourseSpot on the course read under its
 * lock: no seat -> 404; already cancelled -> 409 ClassCancelled; not Upcoming -> 409
 * CourseNotCancellable; not more than 24 h before the start -> 409 CancelWindowClosed. Otherwise
 * the course seat and the class seats taken with it are cancelled and the course charge is refunded
 * exactly once (idempotency key per course seat).
 */
async function cancelSpot({
  tx,
  actor,
  now,
  loaded,
}: {
  tx: Tx;
  actor: StudentActor;
  now: number;
  loaded: LoadedCourse;
}): Promise<Cancellation<CourseCancelOutcome>> {
  const studentId = actor.userId;
  const decision = decideCancelCourseSpot({ course: loaded.facts, studentId, now });
  switch (decision.outcome) {
    case 'not-booked':
      // Not theirs, or none: answer as if the course had no booking of theirs at all.
      throw notFoundError('Booking');
    case 'already-cancelled':
      throw new AppError('ClassCancelled', decision.message);
    case 'not-cancellable':
      throw new AppError('CourseNotCancellable', decision.message);
    case 'too-late':
      throw new AppError('CancelWindowClosed', decision.message);
    case 'cancel':
      break;
  }
  // 'cancel' means the student holds a live seat (findViewerSeat prefers it over cancelled ones).
  const seat = loaded.seats.find((s) => s.student_id === studentId && s.status !== 'Cancelled');
  if (!seat) throw notFoundError('Booking');

  await lockCourseClasses(tx, loaded.row.id);
  const at = new Date(now);
  const by = actorTag(actor);
  const [cancelled] = await tx
    .update(courseStudents)
    .set({ status: 'Cancelled', update_by: by, updated_at: at })
    .where(and(eq(courseStudents.id, seat.id), ne(courseStudents.status, 'Cancelled')))
    .returning();
  if (!cancelled) throw new AppError('ClassCancelled', decision.failureMessage);
  // Exactly the class seats this course seat holds (a seat taken some other way is not the student's spot in the course).
  await tx
    .update(groupClassStudents)
    .set({ status: 'CANCELLED', update_by: by, operator: by, updated_at: at })
    .where(and(eq(groupClassStudents.course_student_id, seat.id), ne(groupClassStudents.status, 'CANCELLED')));
  const refundedCents = await refundCourseSeatOnce(tx, { seatId: seat.id, userId: studentId, now });
  const refund: Refund = { studentId, seatId: seat.id, seatKind: 'course', amountCents: refundedCents };
  return {
    outcome: { kind: 'course-seat', seat: cancelled, course: loaded, refundedCents, message: decision.successMessage },
    events: [{ type: 'SeatCancelled', by: 'student', refund, courseId: loaded.row.id }],
  };
}
