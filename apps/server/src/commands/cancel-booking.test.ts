import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  STAFF_CANCEL_CLASS_ENDED_MESSAGE,
  TEACHER_CANCEL_COURSE_CLASS_MESSAGE,
  UPDATE_BY_ADMIN,
  DEFAULT_PLATFORM_COMMISSION_BPS,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema-accounts';
import { groupClasses, groupClassStudents } from '../db/schema-catalog';
import { teacherOpenSlots } from '../db/schema-discovery';
import { domainEvents } from '../db/schema-outbox';
import { lessons } from '../db/schema-lessons';
import { AppError } from '../errors/app-error';
import { makeCourse, makeCourseTopic, readCourseState, readLedger } from '../testing/course-fixtures';
import { describeEachDatabase } from '../testing/databases';
import { mailsTo, makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { lessonBody, makeLessonTeacher } from '../testing/lesson-fixtures';
import { createTestApp } from '../testing/test-app';
import { bookClass } from './book-class';
import { bookCourse } from './book-course';
import { bookLesson } from './book-lesson';
import { cancelBooking } from './cancel-booking';
import { SYSTEM } from './command';

const NOW = Date.UTC(2026, 2, 10, 12);
const STAFF = { kind: 'staff', userId: 1 } as const;

/** The refusal a command threw, as its code and message. */
async function refusalOf(run: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await run;
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

// Staff have no route yet (the staff console comes later): their cancels are tested on the command.
describeEachDatabase('cancelBooking, the one cancel command', (ctx) => {
  async function world() {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const students = [
      await makeUser(db, app, { now: NOW, credit: 10_000 }),
      await makeUser(db, app, { now: NOW, credit: 10_000 }),
      await makeUser(db, app, { now: NOW, credit: 10_000 }),
    ];
    const emailOf = async (userId: number) =>
      (await db.select({ email: users.email }).from(users).where(eq(users.user_id, userId)))[0]!.email;
    return { app, db, teacher, students, emailOf };
  }

  it('staff cancel a class in progress with 3 students: every seat refunded once, ClassCancelled lists the refunds, stored with the cancel, students mailed', async () => {
    const { db, teacher, students, emailOf } = await world();
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, price: 1500 });
    for (const s of students)
      await db.transaction((tx) =>
        bookClass({
          tx,
          actor: { kind: 'student', userId: s.userId },
          now: NOW,
          classId: cls.classId,
          commissionBps: DEFAULT_PLATFORM_COMMISSION_BPS,
        }),
      );

    const during = cls.start + 10 * MINUTE_MS;
    const done = await db.transaction((tx) => cancelBooking({ tx, actor: STAFF, now: during, target: { classId: cls.classId } }));
    expect(done.kind).toBe('class');
    const seats = await db
      .select()
      .from(groupClassStudents)
      .where(eq(groupClassStudents.group_class_id, cls.classId))
      .orderBy(groupClassStudents.id);
    expect(done.events).toEqual([
      {
        type: 'ClassCancelled',
        classId: cls.classId,
        by: 'staff',
        refunds: seats.map((s) => ({ studentId: s.student_id, seatId: s.id, seatKind: 'class', amountCents: 1500 })),
      },
    ]);
    expect(seats.every((s) => s.status === 'CANCELLED' && s.update_by === UPDATE_BY_ADMIN)).toBe(true);
    const [row] = await db.select().from(groupClasses).where(eq(groupClasses.id, cls.classId));
    expect(row).toMatchObject({ status: 'CANCELLED', update_by: UPDATE_BY_ADMIN });
    for (const s of students) {
      expect((await readLedger(db, s.userId)).balance).toBe(10_000);
      expect((await mailsTo(db, await emailOf(s.userId))).map((m) => m.subject)).toEqual([
        "You're booked: “Small talk at work”",
        'Your class was cancelled by our team',
      ]);
    }
    const stored = await db.select().from(domainEvents).where(eq(domainEvents.type, 'ClassCancelled'));
    expect(stored.map((e) => ({ type: e.type, ...(e.payload as object) }))).toContainEqual(done.events[0]);

    // Asked again, or at the end: refused, and nothing is refunded twice.
    expect(
      await refusalOf(db.transaction((tx) => cancelBooking({ tx, actor: STAFF, now: during, target: { classId: cls.classId } }))),
    ).toMatchObject({ code: 'ClassCancelled' });
    for (const s of students) expect((await readLedger(db, s.userId)).refunds).toHaveLength(1);
  });

  it('staff: a class at its end is refused (ClassEnd), 1 ms before it is cancelled; a class of a course never alone', async () => {
    const { db, teacher } = await world();
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW });
    expect(
      await refusalOf(db.transaction((tx) => cancelBooking({ tx, actor: STAFF, now: cls.end, target: { classId: cls.classId } }))),
    ).toEqual({ code: 'ClassEnd', message: STAFF_CANCEL_CLASS_ENDED_MESSAGE });
    expect(
      (await db.transaction((tx) => cancelBooking({ tx, actor: STAFF, now: cls.end - 1, target: { classId: cls.classId } }))).kind,
    ).toBe('class');

    const topicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db, { teacherId: teacher.userId, topicId, now: NOW });
    expect(
      await refusalOf(db.transaction((tx) => cancelBooking({ tx, actor: STAFF, now: NOW, target: { classId: course.classIds[0]! } }))),
    ).toEqual({ code: 'CourseClassNotCancellable', message: TEACHER_CANCEL_COURSE_CLASS_MESSAGE });
  });

  it("staff cancel an Ongoing course with 3 students (more than a teacher may): each course seat refunded once in CourseCancelled; the system's auto-cancel of a course not due is a no-op", async () => {
    const { db, teacher, students } = await world();
    const topicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db, {
      teacherId: teacher.userId,
      topicId,
      now: NOW,
      minSpots: 1,
      maxSpots: 4,
      price: 1000,
      classCount: 3,
    });
    for (const s of students)
      await db.transaction((tx) =>
        bookCourse({
          tx,
          actor: { kind: 'student', userId: s.userId },
          now: NOW,
          courseId: course.courseId,
          commissionBps: DEFAULT_PLATFORM_COMMISSION_BPS,
        }),
      );

    // Enough students: the sweep's auto-cancel leaves it alone.
    const notDue = await db.transaction((tx) =>
      cancelBooking({ tx, actor: SYSTEM, now: course.start - DAY_MS, target: { courseId: course.courseId } }),
    );
    expect(notDue).toEqual({ kind: 'not-due', events: [] });

    const started = course.start + HOUR_MS;
    const done = await db.transaction((tx) => cancelBooking({ tx, actor: STAFF, now: started, target: { courseId: course.courseId } }));
    const state = await readCourseState(db, course.courseId);
    expect(done.events).toEqual([
      {
        type: 'CourseCancelled',
        courseId: course.courseId,
        by: 'staff',
        refunds: state.seats.map((s) => ({ studentId: s.student_id, seatId: s.id, seatKind: 'course', amountCents: 3_000 })),
      },
    ]);
    expect(state.course).toMatchObject({ status: 'Cancelled', update_by: UPDATE_BY_ADMIN });
    expect(state.classSeats.every((s) => s.status === 'CANCELLED')).toBe(true);
    for (const s of students) expect((await readLedger(db, s.userId)).balance).toBe(10_000);
    expect(
      await refusalOf(db.transaction((tx) => cancelBooking({ tx, actor: STAFF, now: started, target: { courseId: course.courseId } }))),
    ).toMatchObject({ code: 'ClassCancelled' });
    for (const s of students) expect((await readLedger(db, s.userId)).refunds).toHaveLength(1);
  });

  it('staff cancel a lesson until it ends (LessonCancelled, refund once, slots stay closed); the student cancelling their own is SeatCancelled', async () => {
    const { app, db, emailOf } = await world();
    const teacher = await makeLessonTeacher(db, app, { now: NOW });
    const student = await makeUser(db, app, { now: NOW, credit: 5_000 });
    const asStudent = { kind: 'student', userId: student.userId } as const;
    const openSlotStarts = async (teacherId: number) =>
      (await db.select().from(teacherOpenSlots).where(eq(teacherOpenSlots.teacher_id, teacherId))).map((s) => s.start_time.getTime());
    const { lesson } = await db.transaction((tx) =>
      bookLesson({
        tx,
        actor: asStudent,
        now: NOW,
        commissionBps: DEFAULT_PLATFORM_COMMISSION_BPS,
        request: { ...lessonBody({ teacherId: teacher.userId, language: teacher.language, start: teacher.block }), instant_book: false },
      }),
    );

    const end = teacher.block + 30 * MINUTE_MS;
    expect(
      await refusalOf(db.transaction((tx) => cancelBooking({ tx, actor: STAFF, now: end, target: { lessonId: lesson.id } }))),
    ).toMatchObject({ code: 'LessonEnded' });
    const done = await db.transaction((tx) => cancelBooking({ tx, actor: STAFF, now: end - 1, target: { lessonId: lesson.id } }));
    expect(done.events).toEqual([
      {
        type: 'LessonCancelled',
        lessonId: lesson.id,
        by: 'staff',
        refunds: [{ studentId: student.userId, seatId: lesson.id, seatKind: 'lesson', amountCents: 1500 }],
      },
    ]);
    expect((await readLedger(db, student.userId)).balance).toBe(5_000);
    expect(await openSlotStarts(teacher.userId)).not.toContain(teacher.block);
    expect((await mailsTo(db, await emailOf(student.userId))).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Your lesson is booked: /),
      'Your lesson was cancelled by our team',
    ]);
    expect(
      await refusalOf(db.transaction((tx) => cancelBooking({ tx, actor: STAFF, now: end - 1, target: { lessonId: lesson.id } }))),
    ).toMatchObject({ code: 'LessonCancelled' });

    const { lesson: next } = await db.transaction((tx) =>
      bookLesson({
        tx,
        actor: asStudent,
        now: NOW,
        commissionBps: DEFAULT_PLATFORM_COMMISSION_BPS,
        request: {
          ...lessonBody({ teacherId: teacher.userId, language: teacher.language, start: teacher.block + 60 * MINUTE_MS }),
          instant_book: false,
        },
      }),
    );
    const own = await db.transaction((tx) => cancelBooking({ tx, actor: asStudent, now: NOW, target: { lessonId: next.id } }));
    expect(own.events).toEqual([
      {
        type: 'SeatCancelled',
        by: 'student',
        refund: { studentId: student.userId, seatId: next.id, seatKind: 'lesson', amountCents: 1500 },
        lessonId: next.id,
      },
    ]);
    const [row] = await db.select({ status: lessons.status }).from(lessons).where(eq(lessons.id, next.id));
    expect(row?.status).toBe('CANCELLED');
    expect(await openSlotStarts(teacher.userId)).toContain(teacher.block + 60 * MINUTE_MS);
    // Someone else's lesson is not there for a student.
    const other = await makeUser(db, app, { now: NOW });
    expect(
      await refusalOf(
        db.transaction((tx) =>
          cancelBooking({ tx, actor: { kind: 'student', userId: other.userId }, now: NOW, target: { lessonId: lesson.id } }),
        ),
      ),
    ).toMatchObject({ code: 'NotFound' });
  });
});
