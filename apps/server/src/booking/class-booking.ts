import type { Order } from '@app/api';
import {
  type BookingCheckStatus,
  checkClassBookStatus,
  decideTeacherCancelClass,
  decideDropClass,
  findViewerSeat,
  getClassActions,
  getBookingCheckMessage,
  isSeatTaken,
} from '@app/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { groupClasses, groupClassStudents } from '../db/schema-catalog';
import { problemReports } from '../db/schema-discovery';
import { ApiError, notFound } from '../http/api-error';
import { classSeatChargeKey, getBalance, postOnce, refundClassSeatOnce, type Tx } from '../money/ledger';
import { lockPayingStudent } from '../money/paying-student';
import { readClassCheckFacts } from './check-reads';
import { type LoadedClass, loadBookedIntervals, loadClass, type SeatRow } from './class-facts';
import { type CancellationNotice, classDetailPath, queueCancellationMails } from '../mail/cancellation-mail';

function toOrder(seat: SeatRow): Order {
  return {
    order_id: seat.id,
    group_class_id: seat.group_class_id,
    group_class_student: { id: seat.id, status: seat.status, operator: seat.operator, student_id: seat.student_id },
  };
}

async function runCheck(tx: Tx, loaded: LoadedClass | null, studentId: number, now: number): Promise<BookingCheckStatus> {
  const bookedIntervals = loaded ? await loadBookedIntervals(tx, { studentId, exceptClassId: loaded.row.id }) : [];
  return checkClassBookStatus({ groupClass: loaded?.facts, viewerId: studentId, now, bookedIntervals });
}

/** 000 §7 check_book_status: the same rule the booking transaction enforces, without a lock, in one statement. */
export async function checkClassBooking(db: Db, { classId, studentId, now }: { classId: number; studentId: number; now: number }): Promise<BookingCheckStatus> {
  const read = await readClassCheckFacts(db, { classId, studentId });
  return checkClassBookStatus({ groupClass: read?.facts, viewerId: studentId, now, bookedIntervals: read?.bookedIntervals ?? [] });
}

/**
 * Pays for a seat. One transaction: lock the class row, lock the student's user row (their wallet),
 * re-run the booking check, check the balance, write the seat and the charge. Capacity and the
 * balance therefore hold under any number of concurrent requests and server processes; the partial
 * unique index on live seats is the last line of defence against a double seat.
 */
export async function bookClassSeat(db: Db, { classId, studentId, now }: { classId: number; studentId: number; now: number }): Promise<{ order: Order; balance: number }> {
  return db.transaction(async (tx) => {
    const loaded = await loadClass(tx, classId, { lock: true });
    if (!loaded) throw notFound('Class');
    // A class of a course is taken by joining the course (one charge, one seat in every class); the
    // check answers ClassNotExist for it, and this says why to whoever calls BOOK anyway.
    if (loaded.row.course_id !== null) throw new ApiError(409, 'CourseClassNotBookable', 'This class is part of a course. Join the course to take part.');
    await lockPayingStudent(tx, { studentId, offering: 'class' });
    const status = await runCheck(tx, loaded, studentId, now);
    if (status === 'ClassNotExist') throw notFound('Class');
    if (status !== 'CanBook') throw new ApiError(409, status, getBookingCheckMessage({ status, offering: 'class' }));

    const price = loaded.row.price;
    const balance = await getBalance(tx, studentId);
    if (balance < price) throw new ApiError(402, 'InsufficientBalance', 'Your wallet balance is too low for this class. Please top up first.');

    const [seat] = await tx
      .insert(groupClassStudents)
      .values({ group_class_id: classId, student_id: studentId, status: 'SCHEDULED', update_by: String(studentId), operator: String(studentId), created_at: new Date(now), updated_at: new Date(now) })
      .returning();
    if (!seat) throw new Error('Seat insert returned nothing');
    await postOnce(tx, { userId: studentId, amount: -price, kind: 'CLASS_PAYMENT', idempotencyKey: classSeatChargeKey(seat.id), now, groupClassStudentId: seat.id });
    // A class moves from READY_FOR_SCHEDULE to UPCOMING once someone has booked it.
    if (loaded.row.status === 'READY_FOR_SCHEDULE') await tx.update(groupClasses).set({ status: 'UPCOMING' }).where(eq(groupClasses.id, classId));
    return { order: toOrder(seat), balance: balance - price };
  });
}

export type CancelResult = { kind: 'dropped'; order: Order; refunded: number; balance: number };

/**
 * The CANCEL action of 000 §7. For a booked student it is "Drop class" (only more than 24 h before
 * start); for the class's teacher it cancels the whole class while fewer than 2 spots are booked
 * (000 §6), refunding every booked student. Either way each seat is refunded exactly once.
 */
export async function cancelClassAction(db: Db, { classId, userId, now, origin }: { classId: number; userId: number; now: number; origin: string }): Promise<CancelResult | { kind: 'class-cancelled'; refunded_seats: number }> {
  return db.transaction(async (tx) => {
    const loaded = await loadClass(tx, classId, { lock: true });
    if (!loaded) throw notFound('Class');

    if (loaded.row.teacher_id === userId) {
      const decision = decideTeacherCancelClass({ groupClass: loaded.facts, viewerId: userId, now });
      if (decision.outcome === 'course-class') throw new ApiError(409, 'CourseClassNotCancellable', decision.message);
      if (decision.outcome === 'not-allowed') throw new ApiError(409, 'TeacherCancelNotAllowed', decision.message);
      await tx.update(groupClasses).set({ status: 'CANCELLED', update_by: String(userId), operator: String(userId) }).where(eq(groupClasses.id, classId));
      const notices: CancellationNotice[] = [];
      for (const seat of loaded.seats.filter(isSeatTaken)) {
        await tx.update(groupClassStudents).set({ status: 'CANCELLED', update_by: String(userId), operator: String(userId), updated_at: new Date(now) }).where(eq(groupClassStudents.id, seat.id));
        const refundedCents = await refundClassSeatOnce(tx, { seatId: seat.id, userId: seat.student_id, now });
        notices.push({ studentId: seat.student_id, kind: 'class', title: loaded.row.title, start: loaded.row.start_time.getTime(), by: 'teacher', refundedCents, path: classDetailPath({ classId, seatId: seat.id }) });
      }
      await queueCancellationMails(tx, { notices, origin, now });
      return { kind: 'class-cancelled', refunded_seats: notices.filter((n) => n.refundedCents > 0).length };
    }

    await tx.select({ id: users.user_id }).from(users).where(eq(users.user_id, userId)).for('update');
    const seat = findViewerSeat({ seats: loaded.seats, viewerId: userId });
    // Another user's booking, or none: answer as if the class had no booking of theirs at all.
    if (!seat) throw notFound('Booking');
    const decision = decideDropClass({ orderStatus: seat.status, start: loaded.row.start_time, now, classStatus: loaded.row.status, courseId: loaded.row.course_id });
    if (decision.outcome === 'already-cancelled') throw new ApiError(409, 'ClassCancelled', decision.message);
    // A class of a course is left only by cancelling the course spot (POST /v3/group_class/courses/{id}/actions/CANCEL).
    if (decision.outcome === 'course-class') throw new ApiError(409, 'CourseClassNotDroppable', decision.message);
    if (decision.outcome === 'too-late') throw new ApiError(409, 'DropWindowClosed', decision.message);

    const [updated] = await tx
      .update(groupClassStudents)
      .set({ status: 'CANCELLED', update_by: String(userId), operator: String(userId), updated_at: new Date(now) })
      .where(and(eq(groupClassStudents.id, seat.id), ne(groupClassStudents.status, 'CANCELLED')))
      .returning();
    if (!updated) throw new ApiError(409, 'ClassCancelled', decision.successMessage);
    const refunded = await refundClassSeatOnce(tx, { seatId: seat.id, userId, now });
    return { kind: 'dropped', order: toOrder(updated), refunded, balance: await getBalance(tx, userId) };
  });
}

/** 000 §7 group_class_orders/{id}: only the seat's own student may read it; anyone else gets 404. */
export async function getOrderForStudent(db: Db, { seatId, studentId }: { seatId: number; studentId: number }): Promise<Order> {
  const [seat] = await db.select().from(groupClassStudents).where(and(eq(groupClassStudents.id, seatId), eq(groupClassStudents.student_id, studentId)));
  if (!seat) throw notFound('Order');
  return toOrder(seat);
}

/**
 * "There was a problem" (000 §4): allowed exactly when the page shows the button for the student's
 * seat (domain getClassActions: during the class, or within 1 day after the end). The seat becomes
 * PROBLEM and the report is kept for support; no refund is made here.
 */
export async function reportClassProblem(db: Db, { classId, studentId, reason, now }: { classId: number; studentId: number; reason: string; now: number }): Promise<Order> {
  return db.transaction(async (tx) => {
    const loaded = await loadClass(tx, classId, { lock: true });
    const seat = loaded ? findViewerSeat({ seats: loaded.seats, viewerId: studentId }) : undefined;
    if (!loaded || !seat) throw notFound('Booking');
    const actions = getClassActions({ bookingStatus: seat.status, start: loaded.row.start_time, end: loaded.row.end_time, now, courseId: loaded.row.course_id, classStatus: loaded.row.status });
    if (!actions.showProblemReport) {
      throw new ApiError(409, 'ProblemReportClosed', 'A problem can be reported during the class and up to 1 day after it ends.');
    }
    const [updated] = await tx
      .update(groupClassStudents)
      .set({ status: 'PROBLEM', update_by: String(studentId), operator: String(studentId), updated_at: new Date(now) })
      .where(eq(groupClassStudents.id, seat.id))
      .returning();
    if (!updated) throw notFound('Booking');
    await tx.insert(problemReports).values({ group_class_student_id: seat.id, reason, created_at: new Date(now) });
    return toOrder(updated);
  });
}
