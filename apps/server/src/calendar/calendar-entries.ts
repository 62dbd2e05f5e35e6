import { classSeatPath, classVideoRoomPath, courseOrderPath, fillWebRoute, lessonVideoRoomPath, WEB_ROUTES } from '@app/api';
import { DAY_MS } from '@app/domain';
import { and, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { courses, courseStudents, groupClasses, groupClassStudents } from '../db/schema-catalog';
import { lessons } from '../db/schema-lessons';
import { lessonEndSql } from '../lessons/lesson-facts';
import type { Tx } from '../money/ledger';

/** One event of a user's calendar: a class seat, a class of a course seat, a lesson, or one they teach. */
export interface CalendarEntry {
  /** Stable across feeds and downloads, so a calendar updates the event instead of adding another. */
  readonly uid: string;
  readonly start: number;
  readonly end: number;
  readonly kind: 'class' | 'course-class' | 'lesson';
  /** The topic title, or the lesson's language. */
  readonly title: string;
  /** For a course class: its number and the course's count. */
  readonly classIndex: number | null;
  readonly classCount: number | null;
  readonly teacherName: string;
  /** The user teaches it (their own class or lesson), rather than attends. */
  readonly teaching: boolean;
  readonly cancelled: boolean;
  /** Where to read about it (the class page, the course order, My classes). */
  readonly pagePath: string;
  /** The room door, which applies the join rule: never the meeting's secrets. */
  readonly roomPath: string;
}

/** The feed keeps the last month, so a calendar still shows what was, and everything ahead. */
export const FEED_HISTORY_MS = 30 * DAY_MS;

const teacherUsers = alias(users, 'teacher_users');

export interface EntryFilter {
  /** Only this class (a seat on it, a course seat covering it, or teaching it). */
  readonly classId?: number;
  readonly lessonId?: number;
  /** Only the classes of this course (a course seat's, or teaching it). */
  readonly courseId?: number;
  /** Only entries ending after this instant. */
  readonly endingAfter?: number;
}

const both = (...conditions: (SQL | undefined)[]): SQL | undefined => and(...conditions.filter((c): c is SQL => c !== undefined));

/**
 * Every calendar entry of `userId` that passes the filter, ordered by start: as a student (class
 * seats, the classes of course seats, lessons) and as a teacher (classes and lessons they teach).
 */
export async function readCalendarEntries(
  db: Db | Tx,
  { userId, filter = {} }: { userId: number; filter?: EntryFilter },
): Promise<CalendarEntry[]> {
  const after = filter.endingAfter === undefined ? undefined : new Date(filter.endingAfter);
  const wantClasses = filter.lessonId === undefined;
  const wantLessons = filter.classId === undefined && filter.courseId === undefined;
  const classFilter = both(
    filter.classId === undefined ? undefined : eq(groupClasses.id, filter.classId),
    filter.courseId === undefined ? undefined : eq(groupClasses.course_id, filter.courseId),
    after ? gt(groupClasses.end_time, after) : undefined,
  );
  const lessonFilter = both(
    filter.lessonId === undefined ? undefined : eq(lessons.id, filter.lessonId),
    after ? gt(lessonEndSql, after) : undefined,
  );
  // One read after another: the booking mails read here inside the event worker's transaction,
  // whose reads share one connection.
  const seats = wantClasses
    ? await db
        .select({ cls: groupClasses, seat: groupClassStudents, teacher: teacherUsers.nickname })
        .from(groupClassStudents)
        .innerJoin(groupClasses, eq(groupClasses.id, groupClassStudents.group_class_id))
        .innerJoin(teacherUsers, eq(teacherUsers.user_id, groupClasses.teacher_id))
        .where(both(eq(groupClassStudents.student_id, userId), isNull(groupClasses.course_id), classFilter))
    : [];
  const courseClasses = wantClasses
    ? await db
        .select({ cls: groupClasses, seat: courseStudents, course: courses, teacher: teacherUsers.nickname })
        .from(courseStudents)
        .innerJoin(courses, eq(courses.id, courseStudents.course_id))
        .innerJoin(groupClasses, eq(groupClasses.course_id, courses.id))
        .innerJoin(teacherUsers, eq(teacherUsers.user_id, groupClasses.teacher_id))
        .where(both(eq(courseStudents.student_id, userId), classFilter))
    : [];
  const taught = wantClasses
    ? await db
        .select({ cls: groupClasses, course: courses, teacher: teacherUsers.nickname })
        .from(groupClasses)
        .leftJoin(courses, eq(courses.id, groupClasses.course_id))
        .innerJoin(teacherUsers, eq(teacherUsers.user_id, groupClasses.teacher_id))
        .where(both(eq(groupClasses.teacher_id, userId), classFilter))
    : [];
  // Lessons the user takes or teaches (never both: a teacher cannot book herself).
  const lessonRows = wantLessons
    ? await db
        .select({ lesson: lessons, teacher: teacherUsers.nickname })
        .from(lessons)
        .innerJoin(teacherUsers, eq(teacherUsers.user_id, lessons.teacher_id))
        .where(both(or(eq(lessons.student_id, userId), eq(lessons.teacher_id, userId)), lessonFilter))
    : [];

  const entries: CalendarEntry[] = [
    ...seats.map(({ cls, seat, teacher }) => ({
      uid: `class-${cls.id}-seat-${seat.id}`,
      start: cls.start_time.getTime(),
      end: cls.end_time.getTime(),
      kind: 'class' as const,
      title: cls.title,
      classIndex: null,
      classCount: null,
      teacherName: teacher,
      teaching: false,
      cancelled: seat.status === 'CANCELLED' || cls.status === 'CANCELLED',
      pagePath: classSeatPath({ classId: cls.id, seatId: seat.id }),
      roomPath: classVideoRoomPath({ classId: cls.id }),
    })),
    ...courseClasses.map(({ cls, seat, course, teacher }) => ({
      uid: `course-seat-${seat.id}-class-${cls.id}`,
      start: cls.start_time.getTime(),
      end: cls.end_time.getTime(),
      kind: 'course-class' as const,
      title: cls.title,
      classIndex: cls.class_index,
      classCount: course.class_amount,
      teacherName: teacher,
      teaching: false,
      cancelled:
        seat.status === 'Cancelled' || course.status === 'Cancelled' || course.status === 'Terminated' || cls.status === 'CANCELLED',
      pagePath: courseOrderPath({ seatId: seat.id }),
      roomPath: classVideoRoomPath({ classId: cls.id }),
    })),
    ...taught.map(({ cls, course, teacher }) => ({
      uid: `teach-class-${cls.id}`,
      start: cls.start_time.getTime(),
      end: cls.end_time.getTime(),
      kind: course ? ('course-class' as const) : ('class' as const),
      title: cls.title,
      classIndex: course ? cls.class_index : null,
      classCount: course ? course.class_amount : null,
      teacherName: teacher,
      teaching: true,
      cancelled: cls.status === 'CANCELLED' || course?.status === 'Cancelled' || course?.status === 'Terminated',
      pagePath: fillWebRoute(WEB_ROUTES.classDetail, { id: cls.id }),
      roomPath: classVideoRoomPath({ classId: cls.id }),
    })),
    ...lessonRows
      .map((r) => ({ ...r, teaching: r.lesson.teacher_id === userId }))
      .map(({ lesson, teacher, teaching }) => ({
        uid: `${teaching ? 'teach-' : ''}lesson-${lesson.id}`,
        start: lesson.start_time.getTime(),
        end: lesson.start_time.getTime() + lesson.duration * 60_000,
        kind: 'lesson' as const,
        title: lesson.language,
        classIndex: null,
        classCount: null,
        teacherName: teacher,
        teaching,
        cancelled: lesson.status === 'CANCELLED',
        pagePath: teaching ? WEB_ROUTES.teaching : WEB_ROUTES.myClasses,
        roomPath: lessonVideoRoomPath({ lessonId: lesson.id }),
      })),
  ];
  return entries.sort((a, b) => a.start - b.start || a.uid.localeCompare(b.uid));
}
