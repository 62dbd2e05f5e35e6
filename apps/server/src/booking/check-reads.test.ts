import { checkClassBookStatus, checkCourseBookStatus, HOUR_MS, type TimeInterval } from '@app/domain';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { courseStudents, groupClasses, groupClassStudents } from '../db/schema-catalog';
import { lessons } from '../db/schema-lessons';
import { courseSessions, loadCourse } from '../courses/course-facts';
import { describeEachDatabase } from '../testing/databases';
import { makeCourse, makeCourseTopic } from '../testing/course-fixtures';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';
import { readClassCheckFacts, readCourseCheckFacts } from './check-reads';
import { loadBookedIntervals, loadClass } from './class-facts';

const NOW = Date.UTC(2026, 2, 10, 12, 0, 0, 0);
const START = NOW + 3 * 24 * HOUR_MS;
const stamps = { created_at: new Date(NOW), updated_at: new Date(NOW) };

const sorted = (intervals: readonly TimeInterval[]) =>
  intervals.map((i) => [new Date(i.start).getTime(), new Date(i.end).getTime()] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]);

/** Another class the student holds a seat in, placed around the target's start to the millisecond. */
const otherSeat = fc.record({
  offset: fc.constantFrom(-HOUR_MS - 1, -HOUR_MS, -HOUR_MS + 1, -1, 0, 1, HOUR_MS - 1, HOUR_MS, HOUR_MS + 1, 2 * HOUR_MS),
  seatCancelled: fc.boolean(),
  classCancelled: fc.boolean(),
});

/** A one-to-one lesson of the student around the target's start; cancelled ones must not count. */
const lessonOf = fc.record({
  offset: fc.constantFrom(-HOUR_MS - 1, -HOUR_MS, -30 * 60_000, -1, 0, HOUR_MS - 1, HOUR_MS),
  duration: fc.constantFrom(30, 60),
  cancelled: fc.boolean(),
});

// The one-statement reads behind check_book_status must say exactly what the locked reads of the
// booking transactions say, or the page would offer a seat the BOOK call then refuses.
describeEachDatabase('check_book_status reads', (ctx) => {
  it('a class: the one-statement read gives the same facts, intervals and status as the locked reads', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    await fc.assert(
      fc.asyncProperty(
        fc.array(otherSeat, { maxLength: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.boolean(),
        fc.array(lessonOf, { maxLength: 2 }),
        async (others, takenByOthers, ownSeat, studentLessons) => {
          const target = await makeClass(db, {
            teacherId: teacher.userId,
            topicId: teacher.topicId,
            now: NOW,
            startsIn: START - NOW,
            capacity: 3,
          });
          const student = await makeUser(db, app, { now: NOW });
          for (let i = 0; i < takenByOthers; i++) {
            const other = await makeUser(db, app, { now: NOW });
            await db.insert(groupClassStudents).values({
              group_class_id: target.classId,
              student_id: other.userId,
              status: 'SCHEDULED',
              update_by: String(other.userId),
              operator: String(other.userId),
              ...stamps,
            });
          }
          if (ownSeat)
            await db.insert(groupClassStudents).values({
              group_class_id: target.classId,
              student_id: student.userId,
              status: 'CANCELLED',
              update_by: String(student.userId),
              operator: String(student.userId),
              ...stamps,
            });
          for (const seat of others) {
            const cls = await makeClass(db, {
              teacherId: teacher.userId,
              topicId: teacher.topicId,
              now: NOW,
              startsIn: START - NOW + seat.offset,
              status: seat.classCancelled ? 'CANCELLED' : 'UPCOMING',
            });
            await db.insert(groupClassStudents).values({
              group_class_id: cls.classId,
              student_id: student.userId,
              status: seat.seatCancelled ? 'CANCELLED' : 'SCHEDULED',
              update_by: String(student.userId),
              operator: String(student.userId),
              ...stamps,
            });
          }
          for (const lesson of studentLessons) {
            const tutor = await makeTeacher(db, app, { now: NOW });
            await db.insert(lessons).values({
              teacher_id: tutor.userId,
              student_id: student.userId,
              language: 'english',
              start_time: new Date(START + lesson.offset),
              duration: lesson.duration,
              is_trial: false,
              price: 1000,
              status: lesson.cancelled ? 'CANCELLED' : 'BOOKED',
              ...stamps,
            });
          }

          const read = await readClassCheckFacts(db, { classId: target.classId, studentId: student.userId });
          const locked = await loadClass(db, target.classId);
          const lockedIntervals = await loadBookedIntervals(db, { studentId: student.userId, exceptClassId: target.classId });
          if (!read || !locked) throw new Error('class not read');
          expect(sorted(read.bookedIntervals)).toEqual(sorted(lockedIntervals));
          expect({
            ...read.facts,
            start_time: new Date(read.facts.start_time).getTime(),
            end_time: new Date(read.facts.end_time).getTime(),
          }).toEqual({ ...locked.facts, start_time: locked.facts.start_time.valueOf(), end_time: locked.facts.end_time.valueOf() });
          for (const now of [NOW, START - 1, START]) {
            expect(
              checkClassBookStatus({ groupClass: read.facts, viewerId: student.userId, now, bookedIntervals: read.bookedIntervals }),
            ).toBe(checkClassBookStatus({ groupClass: locked.facts, viewerId: student.userId, now, bookedIntervals: lockedIntervals }));
          }
        },
      ),
      { numRuns: 20 },
    );
  });

  it('a course: the one-statement read gives the same facts, sessions, intervals and status as the locked reads', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const topicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    await fc.assert(
      fc.asyncProperty(
        fc.array(otherSeat, { maxLength: 3 }),
        fc.boolean(),
        fc.array(fc.constantFrom('Scheduled' as const, 'Cancelled' as const), { maxLength: 3 }),
        async (others, cancelSecondClass, courseSeats) => {
          const course = await makeCourse(db, { teacherId: teacher.userId, topicId, now: NOW, startsIn: START - NOW, classCount: 3 });
          if (cancelSecondClass && course.classIds[1] !== undefined) {
            await db.update(groupClasses).set({ status: 'CANCELLED' }).where(eq(groupClasses.id, course.classIds[1]));
          }
          for (const status of courseSeats) {
            const other = await makeUser(db, app, { now: NOW });
            await db
              .insert(courseStudents)
              .values({ course_id: course.courseId, student_id: other.userId, status, update_by: String(other.userId), ...stamps });
          }
          const student = await makeUser(db, app, { now: NOW });
          for (const seat of others) {
            const cls = await makeClass(db, {
              teacherId: teacher.userId,
              topicId: teacher.topicId,
              now: NOW,
              startsIn: START - NOW + 7 * 24 * HOUR_MS + seat.offset,
              status: seat.classCancelled ? 'CANCELLED' : 'UPCOMING',
            });
            await db.insert(groupClassStudents).values({
              group_class_id: cls.classId,
              student_id: student.userId,
              status: seat.seatCancelled ? 'CANCELLED' : 'SCHEDULED',
              update_by: String(student.userId),
              operator: String(student.userId),
              ...stamps,
            });
          }

          const read = await readCourseCheckFacts(db, { courseId: course.courseId, studentId: student.userId });
          const locked = await loadCourse(db, course.courseId);
          const lockedIntervals = await loadBookedIntervals(db, { studentId: student.userId });
          if (!read || !locked) throw new Error('course not read');
          expect(sorted(read.sessions)).toEqual(sorted(courseSessions(locked.classes)));
          expect(sorted(read.bookedIntervals)).toEqual(sorted(lockedIntervals));
          expect({
            ...read.facts,
            start_time: new Date(read.facts.start_time).getTime(),
            end_time: new Date(read.facts.end_time).getTime(),
          }).toEqual({
            ...locked.facts,
            start_time: new Date(locked.facts.start_time).getTime(),
            end_time: new Date(locked.facts.end_time).getTime(),
          });
          for (const now of [NOW, START - 1, START]) {
            expect(
              checkCourseBookStatus({
                course: read.facts,
                viewerId: student.userId,
                now,
                sessions: read.sessions,
                bookedIntervals: read.bookedIntervals,
              }),
            ).toBe(
              checkCourseBookStatus({
                course: locked.facts,
                viewerId: student.userId,
                now,
                sessions: courseSessions(locked.classes),
                bookedIntervals: lockedIntervals,
              }),
            );
          }
        },
      ),
      { numRuns: 10 },
    );
  });

  it('an unknown class or course reads as null', async () => {
    expect(await readClassCheckFacts(ctx.database.db, { classId: 2_000_000_000, studentId: 1 })).toBeNull();
    expect(await readCourseCheckFacts(ctx.database.db, { courseId: 2_000_000_000, studentId: 1 })).toBeNull();
  });
});
