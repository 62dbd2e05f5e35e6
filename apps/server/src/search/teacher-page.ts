import { and, count, countDistinct, desc, eq, inArray, lte, ne, asc } from 'drizzle-orm';
import type { Db } from '../db/database';
import { groupClasses, groupClassStudents, teachers, topics } from '../db/schema-catalog';
import { LISTED_TOPIC_STATUS } from './search-filter';

/** Seats that mean the student attended (or is recorded for) an ended class: not cancelled, no problem reported. */
export const ATTENDED_SEAT_STATUSES = ['SCHEDULED', 'CONFIRMED'] as const;

export async function teacherExists(db: Db, teacherId: number): Promise<boolean> {
  const [row] = await db.select({ user_id: teachers.user_id }).from(teachers).where(eq(teachers.user_id, teacherId));
  return row !== undefined;
}

export interface TeacherGroupClassStatistics {
  readonly scheduled_distinct_student_count: number;
  readonly completed_class_count: number;
  readonly topic_count: number;
  readonly languages: string[];
}

/**
 * 001 §2.2 header statistics and filter items:
 * - students attended (`scheduled_distinct_student_count`): distinct students holding a SCHEDULED
 *   or CONFIRMED seat in one of the teacher's classes that is not cancelled and has ended;
 * - classes completed (`completed_class_count`): the teacher's classes that are not cancelled, have
 *   ended and had at least one such seat (a class nobody attended was not taught);
 * - topics created (`topic_count`): the teacher's listed (APPROVE) topics;
 * - languages (teacherGcFilterItems): the languages of those topics, most topics first.
 * Reads the teacher's rows through `group_classes_teacher_start_idx` and `topics_teacher_idx`.
 */
export async function loadTeacherStatistics(
  db: Db,
  { teacherId, now }: { teacherId: number; now: number },
): Promise<TeacherGroupClassStatistics> {
  const endedWithAttendee = and(
    eq(groupClasses.teacher_id, teacherId),
    ne(groupClasses.status, 'CANCELLED'),
    lte(groupClasses.end_time, new Date(now)),
    inArray(groupClassStudents.status, [...ATTENDED_SEAT_STATUSES]),
  );
  const [attendance] = await db
    .select({ students: countDistinct(groupClassStudents.student_id), classes: countDistinct(groupClasses.id) })
    .from(groupClasses)
    .innerJoin(groupClassStudents, eq(groupClassStudents.group_class_id, groupClasses.id))
    .where(endedWithAttendee);
  const languageRows = await db
    .select({ language: topics.language, topics: count() })
    .from(topics)
    .where(and(eq(topics.teacher_id, teacherId), eq(topics.status, LISTED_TOPIC_STATUS)))
    .groupBy(topics.language)
    .orderBy(desc(count()), asc(topics.language));
  return {
    scheduled_distinct_student_count: attendance?.students ?? 0,
    completed_class_count: attendance?.classes ?? 0,
    topic_count: languageRows.reduce((sum, r) => sum + r.topics, 0),
    languages: languageRows.map((r) => r.language),
  };
}
