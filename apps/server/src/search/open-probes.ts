import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { courses, groupClasses, groupClassStudents, topics } from '../db/schema-catalog';
import { type SearchFilter, all, classConditions, courseConditions } from './search-filter';

/**
 * A seat that is not cancelled, written literally so the planner matches the partial index
 * `group_class_students_live_key (group_class_id, student_id) WHERE status <> 'CANCELLED'`.
 */
export const LIVE_CLASS_SEAT = sql`${groupClassStudents.status} <> 'CANCELLED'`;

/**
 * A lateral probe for "this topic (the outer `topics` row) has a matching class": one read of the
 * `(topic_id, start_time)` index that stops at the first match. Counting topics with it costs one
 * probe per topic; as an EXISTS the planner tends to hash every upcoming class instead.
 */
export function nextClassProbe(db: Db, filter: SearchFilter) {
  return db
    .select({ matched_class: groupClasses.id })
    .from(groupClasses)
    .where(all([eq(groupClasses.topic_id, topics.id), ...classConditions(filter)]))
    .limit(1)
    .as('class_probe');
}

/** A lateral probe for "this topic has a matching course", through `courses_topic_idx`, stopping at the first. */
export function nextCourseProbe(db: Db, filter: SearchFilter) {
  return db
    .select({ matched_course: courses.id })
    .from(courses)
    .where(all([eq(courses.topic_id, topics.id), ...courseConditions(filter)]))
    .limit(1)
    .as('course_probe');
}
