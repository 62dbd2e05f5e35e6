import { type BookingCheckStatus, checkCourseBookStatus, getBookingCheckMessage, getCoursePrice } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import { loadBookedIntervals } from '../booking/class-facts';
import { type CourseSeatRow, courseSessions, type LoadedCourse, loadCourse } from '../courses/course-facts';
import { courses, courseStudents, groupClasses, groupClassStudents } from '../db/schema-catalog';
import { AppError, notFoundError } from '../errors/app-error';
import { courseSeatChargeKey, getBalance, type Tx } from '../money/ledger';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult, StudentActor } from './command';
import { creditEarningOnce } from './earning-writes';
import { postOnce } from './ledger-writes';
import { lockCourseClasses } from './lock-course-classes';
import { lockPayingStudent } from './lock-paying-student';

async function runCheck(
  tx: Tx,
  loaded: LoadedCourse | null,
  studentId: number,
  now: number,
  { withIntervals }: { withIntervals: boolean },
): Promise<BookingCheckStatus> {
  const bookedIntervals = loaded && withIntervals ? await loadBookedIntervals(tx, { studentId }) : [];
  return checkCourseBookStatus({
    course: loaded?.facts,
    viewerId: studentId,
    now,
    sessions: loaded ? courseSessions(loaded.classes) : [],
    bookedIntervals,
  });
}

function refuse(status: Exclude<BookingCheckStatus, 'CanBook'>): AppError {
  return new AppError(status, getBookingCheckMessage({ status, offering: 'course' }));
}

/**
 * Pays for a course seat. Lock the course row, run the check without the booked intervals (status,
 * ended, started, self, booked, full), lock its classes and the student's user row (their wallet),
 * re-check with the student's booked intervals, check the balance, then write the course seat, a
 * SCHEDULED seat in each class of the course that is not cancelled (linked to the course seat by
 * `course_student_id`), and one charge of price x class_amount (getCoursePrice). Capacity
 * (max_spots) holds under any number of concurrent requests; the live-seat unique indexes are the
 * last line of defence. `course` is the course as read under the locks (its classes included).
 */
export async function bookCourse({
  tx,
  actor,
  now,
  courseId,
  commissionBps,
}: CommandInput<StudentActor> & { courseId: number; commissionBps: number }): Promise<
  CommandResult & { seat: CourseSeatRow; course: LoadedCourse; balance: number }
> {
  const studentId = actor.userId;
  const loaded = await loadCourse(tx, courseId, { lock: true });
  const first = await runCheck(tx, loaded, studentId, now, { withIntervals: false });
  if (!loaded || first === 'ClassNotExist') throw notFoundError('Course');
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
  if (balance < price) throw new AppError('InsufficientBalance', 'Your wallet balance is too low for this course. Please top up first.');

  const at = new Date(now);
  const by = String(studentId);
  const [seat] = await tx
    .insert(courseStudents)
    .values({ course_id: courseId, student_id: studentId, status: 'Scheduled', update_by: by, created_at: at, updated_at: at })
    .returning();
  if (!seat) throw new Error('Course seat insert returned nothing');
  const openClasses = classes.filter((c) => c.status !== 'CANCELLED');
  if (openClasses.length > 0) {
    await tx.insert(groupClassStudents).values(
      openClasses.map((c) => ({
        group_class_id: c.id,
        student_id: studentId,
        status: 'SCHEDULED' as const,
        update_by: by,
        operator: by,
        course_student_id: seat.id,
        created_at: at,
        updated_at: at,
      })),
    );
  }
  await postOnce(tx, {
    userId: studentId,
    amount: -price,
    kind: 'COURSE_PAYMENT',
    idempotencyKey: courseSeatChargeKey(seat.id),
    now,
    courseStudentId: seat.id,
  });
  // One earning for the spot, held until a day after the course's last class (any class may get a problem report).
  const lastEnd = Math.max(loaded.row.end_time.getTime(), ...classes.map((c) => c.end_time.getTime()));
  await creditEarningOnce(tx, {
    teacherId: loaded.row.teacher_id,
    studentId,
    grossCents: price,
    commissionBps,
    end: lastEnd,
    now,
    link: { courseStudentId: seat.id },
  });
  // Like a class, a course moves from ReadyForSchedule to Upcoming once someone has booked it, and
  // its classes with it (so Cancel my spot, offered for Upcoming courses, becomes possible).
  if (loaded.row.status === 'ReadyForSchedule') {
    await tx.update(courses).set({ status: 'Upcoming' }).where(eq(courses.id, courseId));
    await tx
      .update(groupClasses)
      .set({ status: 'UPCOMING' })
      .where(and(eq(groupClasses.course_id, courseId), eq(groupClasses.status, 'READY_FOR_SCHEDULE')));
  }
  const events: DomainEvent[] = [{ type: 'CourseSeatBooked', courseId, seatId: seat.id, studentId, amountCents: price }];
  await recordEvents(tx, { events, now });
  return { events, seat, course: locked, balance: balance - price };
}
