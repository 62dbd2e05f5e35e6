import { DAY_MS, HOUR_MS } from '@app/domain';
import type { CourseStatus } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { FileStorage } from '../storage/file-storage';
import { makeMaterial } from './material-fixtures';
import { courses, courseStudents, groupClasses, groupClassStudents, ledgerEntries, topics } from '../db/schema-catalog';

let serial = 0;

/** A course topic of `teacherId`'s; with `storage` (the app's), it carries one material file, week-plan.txt. */
export async function makeCourseTopic(db: Db, { teacherId, now, storage }: { teacherId: number; now: number; storage?: FileStorage }) {
  const [topic] = await db
    .insert(topics)
    .values({
      teacher_id: teacherId,
      title: 'Business English in 4 weeks',
      description: 'Meetings, e-mails and small talk, one topic a week.',
      outcome_desc: 'Run a meeting in English.',
      language: 'english',
      language_level: 4,
      duration: 60,
      student_capacity: 6,
      category: 'CA003',
      tag: 'business',
      price: 1200,
      is_course: true,
      created_at: new Date(now),
    })
    .returning({ id: topics.id });
  if (!topic) throw new Error('no topic');
  if (storage) await makeMaterial(db, storage, { teacherId, topicId: topic.id, name: 'week-plan.txt', text: 'Week 1: meetings', now });
  return topic.id;
}

/**
 * A course of `classCount` weekly 60-minute classes, the first `startsIn` after `now` (default 7 days).
 * The course's start and end are its first class's start and its last class's end; each class's
 * capacity is `maxSpots`. Class statuses follow the course (ReadyForSchedule -> READY_FOR_SCHEDULE,
 * Cancelled -> CANCELLED, otherwise UPCOMING).
 */
export async function makeCourse(
  db: Db,
  {
    teacherId,
    topicId,
    now,
    startsIn = 7 * DAY_MS,
    classCount = 3,
    price = 1000,
    minSpots = 1,
    maxSpots = 4,
    status = 'Upcoming',
    classGapMs = 7 * DAY_MS,
  }: {
    teacherId: number;
    topicId: number;
    now: number;
    startsIn?: number;
    classCount?: number;
    price?: number;
    minSpots?: number;
    maxSpots?: number;
    status?: CourseStatus;
    classGapMs?: number;
  },
) {
  const start = now + startsIn;
  const starts = Array.from({ length: classCount }, (_, i) => start + i * classGapMs);
  const end = (starts.at(-1) ?? start) + HOUR_MS;
  const [course] = await db
    .insert(courses)
    .values({
      topic_id: topicId,
      teacher_id: teacherId,
      price,
      class_amount: classCount,
      min_spots: minSpots,
      max_spots: maxSpots,
      start_time: new Date(start),
      end_time: new Date(end),
      status,
      outcomes: ['Lead a meeting', 'Write a clear e-mail'],
    })
    .returning({ id: courses.id });
  if (!course) throw new Error('no course');
  const classStatus = status === 'ReadyForSchedule' ? 'READY_FOR_SCHEDULE' : status === 'Cancelled' ? 'CANCELLED' : 'UPCOMING';
  const classes = [];
  for (const [i, s] of starts.entries()) {
    const [row] = await db
      .insert(groupClasses)
      .values({
        topic_id: topicId,
        course_id: course.id,
        teacher_id: teacherId,
        class_index: i + 1,
        title: `Week ${i + 1}`,
        intro: `What week ${i + 1} covers.`,
        start_time: new Date(s),
        end_time: new Date(s + HOUR_MS),
        status: classStatus,
        student_capacity: maxSpots,
        price,
        sku_id: `course-sku-${course.id}-${i}-${++serial}`,
        zoom_account: '845 1111 2222',
        zoom_pass_code: 'course1',
        zoom_link: 'https://meet.invalid/j/84511112222',
      })
      .returning({ id: groupClasses.id });
    if (!row) throw new Error('no class');
    classes.push({ id: row.id, start: s, end: s + HOUR_MS });
  }
  return { courseId: course.id, start, end, classes, classIds: classes.map((c) => c.id) };
}

/** What the database holds for a course: its row, seats, class rows and class seats. */
export async function readCourseState(db: Db, courseId: number) {
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  const seats = await db.select().from(courseStudents).where(eq(courseStudents.course_id, courseId)).orderBy(courseStudents.id);
  const classes = await db.select().from(groupClasses).where(eq(groupClasses.course_id, courseId)).orderBy(groupClasses.id);
  const classSeats = await db
    .select({
      id: groupClassStudents.id,
      group_class_id: groupClassStudents.group_class_id,
      student_id: groupClassStudents.student_id,
      status: groupClassStudents.status,
      update_by: groupClassStudents.update_by,
      course_student_id: groupClassStudents.course_student_id,
    })
    .from(groupClassStudents)
    .innerJoin(groupClasses, eq(groupClasses.id, groupClassStudents.group_class_id))
    .where(eq(groupClasses.course_id, courseId))
    .orderBy(groupClassStudents.id);
  return { course, seats, classes, classSeats };
}

/** The user's ledger rows and balance. */
export async function readLedger(db: Db, userId: number) {
  const entries = await db.select().from(ledgerEntries).where(eq(ledgerEntries.user_id, userId)).orderBy(ledgerEntries.id);
  return { entries, balance: entries.reduce((sum, e) => sum + e.amount, 0), refunds: entries.filter((e) => e.kind === 'REFUND') };
}

/** Counts rows with a raw filter (tests only). */
export async function countLiveCourseSeats(db: Db, courseId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(courseStudents)
    .where(sql`${courseStudents.course_id} = ${courseId} and ${courseStudents.status} <> 'Cancelled'`);
  return row?.n ?? 0;
}
