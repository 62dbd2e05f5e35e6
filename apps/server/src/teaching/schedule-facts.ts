import type { ScheduleOccurrenceRow } from '@app/api';
import {
  getLessonEnd,
  type LessonDuration,
  readInZone,
  SCHEDULE_PROBLEM_MESSAGES,
  type ScheduleOccurrence,
  type TimeInterval,
  TOPIC_PUBLISHED_STATUS,
} from '@app/domain';
import { and, asc, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { groupClasses, teachers, topics } from '../db/schema-catalog';
import { lessons } from '../db/schema-lessons';
import { rowsOf } from '../db/rows-of';
import { lessonEndSql } from '../lessons/lesson-facts';
import type { Tx } from '../money/ledger';

export type TopicRow = typeof topics.$inferSelect;

/** The topic a schedule copies from, or null. */
export async function loadTopic(tx: Tx, topicId: number): Promise<TopicRow | null> {
  const [row] = await tx.select().from(topics).where(eq(topics.id, topicId));
  return row ?? null;
}

/**
 * Locks the teacher row (`for update`): every write to a teacher's calendar (a lesson booked with
 * them, a class, series or course scheduled) runs one at a time per teacher, on any process. False
 * when the user has no teacher row.
 */
export async function lockTeacherRow(tx: Tx, teacherId: number): Promise<boolean> {
  const locked = await tx.execute(sql`select user_id from ${teachers} where ${teachers.user_id} = ${teacherId} for update`);
  return rowsOf(locked).length > 0;
}

/**
 * The teacher's busy time from `now` on: classes that are not cancelled (a course's classes too) and
 * booked one-to-one lessons, each `[start, end)`. Read under the teacher lock before a schedule decides.
 */
export async function loadTeacherBusy(tx: Tx, { teacherId, now }: { teacherId: number; now: number }): Promise<TimeInterval[]> {
  const at = new Date(now);
  const classes = await tx
    .select({ start: groupClasses.start_time, end: groupClasses.end_time })
    .from(groupClasses)
    .where(and(eq(groupClasses.teacher_id, teacherId), ne(groupClasses.status, 'CANCELLED'), gt(groupClasses.end_time, at)));
  const booked = await tx
    .select({ start: lessons.start_time, duration: lessons.duration })
    .from(lessons)
    .where(and(eq(lessons.teacher_id, teacherId), eq(lessons.status, 'BOOKED'), sql`${lessonEndSql} > ${at}`));
  return [
    ...classes,
    ...booked.map((l) => ({ start: l.start, end: getLessonEnd({ start: l.start, duration: l.duration as LessonDuration }) })),
  ];
}

/** The teacher's topics open for scheduling (approved), oldest first. */
export async function listSchedulableTopics(db: Db, teacherId: number): Promise<TopicRow[]> {
  return db
    .select()
    .from(topics)
    .where(and(eq(topics.teacher_id, teacherId), eq(topics.status, TOPIC_PUBLISHED_STATUS)))
    .orderBy(asc(topics.id));
}

/** One occurrence as the API answers it: times read in the teacher's zone with their offset, problems with their texts. */
export function toOccurrenceRow(o: ScheduleOccurrence, { zone, classId }: { zone: string; classId: number | null }): ScheduleOccurrenceRow {
  return {
    date: o.date,
    time: o.time,
    start: o.start === null ? null : readInZone({ instant: o.start, zone }),
    end: o.end === null ? null : readInZone({ instant: o.end, zone }),
    ambiguous: o.ambiguous,
    next_valid: o.nextValidStart === null ? null : readInZone({ instant: o.nextValidStart, zone }),
    problems: o.problems.map((code) => ({ code, message: SCHEDULE_PROBLEM_MESSAGES[code] })),
    group_class_id: classId,
  };
}
