import type { CourseOrder } from '@app/api';
import { type BookingCheckStatus, checkCourseBookStatus, decideCancelCourseSpot, getBookingCheckMessage, getCoursePrice } from '@app/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../db/database';
import { courses, courseStudents, groupClasses, groupClassStudents } from '../db/schema-catalog';
import { ApiError, notFound } from '../http/api-error';
import { courseSeatChargeKey, getBalance, postOnce, refundCourseSeatOnce, type Tx } from '../money/ledger';
import { readCourseCheckFacts } from '../booking/check-reads';
import { loadCourseOrder } from './course-detail';
import { loadBookedIntervals } from '../booking/class-facts';
import { type CourseClassRow, courseSessions, type LoadedCourse, loadCourse } from './course-facts';
import { lockPayingStudent } from '../money/paying-student';

async function runCheck(tx: Tx, loaded: LoadedCourse | null, studentId: number, now: number, { withIntervals }: { withIntervals: boolean }): Promise<BookingCheckStatus> {
  const bookedIntervals = loaded && withIntervals ? await loadBookedIntervals(tx, { studentId }) : [];
  return checkCourseBookStatus({ course: loaded?.facts, viewerId: studentId, now, sessions: loaded ? courseSessions(loaded.classes) : [], bookedIntervals });
}

function refuse(status: Exclude<BookingCheckStatus, 'CanBook'>): ApiError {
  return new ApiError(409, status, getBookingCheckMessage({ status, offering: 'course' }));
}

/**
 * 000 §7 `GET /v2/group_class/courses/{id}/check_book_status`: the domain's checkCourseBookStatus
 * with the course's classes as sessions and the student's live class seats as booked intervals;
 * the BOOK transaction runs the same rule again under its locks.
 */
export async function checkCourseBooking(db: Db, { courseId, studentId, now }: { courseId: number; studentId: number; now: number }): Promise<BookingCheckStatus> {
  const read = await readCourseCheckFacts(db, { courseId, studentId });
  return checkCourseBookStatus({ course: read?.facts, viewerId: studentId, now, sessions: read?.sessions ?? [], bookedIntervals: read?.bookedIntervals ?? [] });
}

/**
 * Takes the course's class rows `FOR UPDATE`, in id order (the lock order is course, classes,
 * wallet), and returns them as they are under the lock, in class order (class_index, then start):
 * whatever is written for these classes must come from this read, not from one made before the
 * locks were held.
 */
async function lockCourseClasses(tx: Tx, courseId: number): Promise<CourseClassRow[]> {
  const locked = await tx.select().from(groupClasses).where(eq(groupClasses.course_id, courseId)).orderBy(asc(groupClasses.id)).for('update');
  return locked.sort((a, b) => a.class_index - b.class_index || a.start_time.getTime() - b.start_time.getTime() || a.id - b.id);
}

/**
 * Pays for a course seat. One transaction: lock the course row, run the check without the booked
 * intervals (status, ended, started, self, booked, full), lock its classes and the student's user row
 * (their wallet), re-check with the student's booked intervals, check the balance, then write the course
 * seat, a SCHEDULED seat in each class of the course that is not cancelled (linked to the course
 * seat by `course_student_id`), and one charge of
 * price x class_amount (getCoursePrice). Capacity (max_spots) holds under any number of concurrent
 * requests; the live-seat unique indexes are the last line of defence.
 */
export async function bookCourseSeat(db: Db, { courseId, studentId, now }: { courseId: number; studentId: number; now: number }): Promise<{ order: CourseOrder; balance: number }> {
  return db.transaction(async (tx) => {
    const loaded = await loadCourse(tx, courseId, { lock: true });
    const first = await runCheck(tx, loaded, studentId, now, { withIntervals: false });
    if (!loaded || first === 'ClassNotExist') throw notFound('Course');
    if (first !== 'CanBook') throw refuse(first);

    // CanBook means the course has not started, so none of its classes has ended: the sweep's bulk
    // status moves never hold these rows, and the class lock cannot deadlock with them.
    const classes = await lockCourseClasses(tx, courseId);
    const locked: LoadedCourse = { ...loaded, classes };
    await lockPayingStudent(tx, { studentId, offering: 'course' });
    const status = await runCheck(tx, locked, studentId, now, { withIntervals: true });
    if (status !== 'CanBook') throw refuse(status);

    const price = getCoursePrice(loaded.row);
    const balance = await getBalance(tx, studentId);
    if (balance < price) throw new ApiError(402, 'InsufficientBalance', 'Your wallet balance is too low for this course. Please top up first.');

    const at = new Date(now);
    const [seat] = await tx
      .insert(courseStudents)
      .values({ course_id: courseId, student_id: studentId, status: 'Scheduled', update_by: String(studentId), created_at: at, updated_at: at })
      .returning();
    if (!seat) throw new Error('Course seat insert returned nothing');
    const openClasses = classes.filter((c) => c.status !== 'CANCELLED');
    if (openClasses.length > 0) {
      await tx.insert(groupClassStudents).values(
        openClasses.map((c) => ({
          group_class_id: c.id, student_id: studentId, status: 'SCHEDULED' as const, update_by: String(studentId), operator: String(studentId), course_student_id: seat.id, created_at: at, updated_at: at,
        })),
      );
    }
    await postOnce(tx, { userId: studentId, amount: -price, kind: 'COURSE_PAYMENT', idempotencyKey: courseSeatChargeKey(seat.id), now, courseStudentId: seat.id });
    // Like a class, a course moves from ReadyForSchedule to Upcoming once someone has booked it, and
    // its classes with it (so Cancel my spot, offered for Upcoming courses, becomes possible).
    if (loaded.row.status === 'ReadyForSchedule') {
      await tx.update(courses).set({ status: 'Upcoming' }).where(eq(courses.id, courseId));
      await tx.update(groupClasses).set({ status: 'UPCOMING' }).where(and(eq(groupClasses.course_id, courseId), eq(groupClasses.status, 'READY_FOR_SCHEDULE')));
    }
    const order = await loadCourseOrder(tx, { seat, loaded: locked });
    return { order, balance: balance - price };
  });
}

export interface CancelCourseResult {
  readonly order: CourseOrder;
  readonly refunded: number;
  readonly balance: number;
  readonly message: string;
}

/**
 * 000 §4 "Cancel a course spot", decided by the domain's decideCancelCourseSpot on the course re-read
 * under its lock: no seat -> 404; already cancelled -> 409 ClassCancelled "This class has been
 * canceled."; not Upcoming -> 409 CourseNotCancellable; not more than 24 h before the start -> 409
 * CancelWindowClosed. Otherwise the course seat and the class seats taken with it are cancelled
 * and the course charge is refunded exactly once (idempotency key per course seat).
 */
export async function cancelCourseSpot(db: Db, { courseId, studentId, now }: { courseId: number; studentId: number; now: number }): Promise<CancelCourseResult> {
  return db.transaction(async (tx) => {
    const loaded = await loadCourse(tx, courseId, { lock: true });
    if (!loaded) throw notFound('Course');
    const decision = decideCancelCourseSpot({ course: loaded.facts, studentId, now });
    switch (decision.outcome) {
      case 'not-booked':
        // Not theirs, or none: answer as if the course had no booking of theirs at all.
        throw notFound('Booking');
      case 'already-cancelled':
        throw new ApiError(409, 'ClassCancelled', decision.message);
      case 'not-cancellable':
        throw new ApiError(409, 'CourseNotCancellable', decision.message);
      case 'too-late':
        throw new ApiError(409, 'CancelWindowClosed', decision.message);
      case 'cancel':
        break;
    }
    // 'cancel' means the student holds a live seat (findViewerSeat prefers it over cancelled ones).
    const seat = loaded.seats.find((s) => s.student_id === studentId && s.status !== 'Cancelled');
    if (!seat) throw notFound('Booking');

    await lockCourseClasses(tx, courseId);
    const at = new Date(now);
    const by = String(studentId);
    const [cancelled] = await tx
      .update(courseStudents)
      .set({ status: 'Cancelled', update_by: by, updated_at: at })
      .where(and(eq(courseStudents.id, seat.id), ne(courseStudents.status, 'Cancelled')))
      .returning();
    if (!cancelled) throw new ApiError(409, 'ClassCancelled', decision.failureMessage);
    // Exactly the class seats this course seat holds (a seat taken some other way is not the student's spot in the course).
    await tx
      .update(groupClassStudents)
      .set({ status: 'CANCELLED', update_by: by, operator: by, updated_at: at })
      .where(and(eq(groupClassStudents.course_student_id, seat.id), ne(groupClassStudents.status, 'CANCELLED')));
    const refunded = await refundCourseSeatOnce(tx, { seatId: seat.id, userId: studentId, now });
    return {
      order: await loadCourseOrder(tx, { seat: cancelled, loaded }),
      refunded,
      balance: await getBalance(tx, studentId),
      message: decision.successMessage,
    };
  });
}
