import type { GroupClassFacts, GroupCourseFacts, TimeInterval } from '@app/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { courses, groupClasses } from '../db/schema-catalog';
import type { Db } from '../db/database';
import { epochMs } from '../db/time-sql';
import { preparedPerDatabase } from '../db/prepared';

/*
 * check_book_status is called on every detail-page view, so its reads are one SQL statement each: the
 * row, its seats and the student's booked intervals come back together as JSON, in one round trip
 * and from one snapshot. The booking transactions read the same facts with locks (class-facts.ts,
 * course-facts.ts) and re-run the same @app/domain rule. The subqueries name the outer table in plain
 * SQL because drizzle renders a column inside a select field without its table, which would bind to
 * the subquery's own `id`.
 */

/**
 * The student's live seats (seat and class not cancelled), except in the classes `exclude` matches, and
 * their booked lessons (start + duration minutes, as getLessonEnd), as [{start, end}].
 */
function bookedIntervalsJson(studentId: SQL, exclude: SQL) {
  return sql<TimeInterval[]>`coalesce((
    select json_agg(json_build_object('start', b.start_ms, 'end', b.end_ms)) from (
      select ${epochMs(sql`bc.start_time`)} as start_ms, ${epochMs(sql`bc.end_time`)} as end_ms
      from group_class_students bs join group_classes bc on bc.id = bs.group_class_id
      where bs.student_id = ${studentId} and bs.status <> 'CANCELLED' and bc.status <> 'CANCELLED' and not (${exclude})
      union all
      select ${epochMs(sql`bl.start_time`)}, ${epochMs(sql`bl.start_time`)} + bl.duration * 60000
      from lessons bl where bl.student_id = ${studentId} and bl.status = 'BOOKED'
    ) b
  ), '[]'::json)`;
}

export interface ClassCheckFacts {
  readonly facts: GroupClassFacts;
  readonly bookedIntervals: TimeInterval[];
}

function prepareClassCheck(db: Db) {
  return db
    .select({
      id: groupClasses.id,
      teacher_id: groupClasses.teacher_id,
      course_id: groupClasses.course_id,
      status: groupClasses.status,
      student_capacity: groupClasses.student_capacity,
      start_time: groupClasses.start_time,
      end_time: groupClasses.end_time,
      seats: sql<GroupClassFacts['group_class_students']>`coalesce((
        select json_agg(json_build_object('student_id', s.student_id, 'status', s.status, 'update_by', s.update_by, 'operator', s.operator) order by s.id)
        from group_class_students s where s.group_class_id = group_classes.id
      ), '[]'::json)`,
      booked: bookedIntervalsJson(sql`${sql.placeholder('studentId')}`, sql`bc.id = group_classes.id`),
    })
    .from(groupClasses)
    .where(eq(groupClasses.id, sql.placeholder('classId')))
    .prepare('check_class_facts');
}

function prepareCourseCheck(db: Db) {
  return db
    .select({
      id: courses.id,
      teacher_id: courses.teacher_id,
      status: courses.status,
      price: courses.price,
      class_amount: courses.class_amount,
      min_spots: courses.min_spots,
      max_spots: courses.max_spots,
      start_time: courses.start_time,
      end_time: courses.end_time,
      update_by: courses.update_by,
      seats: sql<GroupCourseFacts['course_students']>`coalesce((
        select json_agg(json_build_object('student_id', s.student_id, 'status', s.status, 'update_by', s.update_by) order by s.id)
        from course_students s where s.course_id = courses.id
      ), '[]'::json)`,
      sessions: sql<TimeInterval[]>`coalesce((
        select json_agg(json_build_object('start', ${epochMs(sql`c.start_time`)}, 'end', ${epochMs(sql`c.end_time`)}))
        from group_classes c where c.course_id = courses.id and c.status <> 'CANCELLED'
      ), '[]'::json)`,
      booked: bookedIntervalsJson(sql`${sql.placeholder('studentId')}`, sql`false`),
    })
    .from(courses)
    .where(eq(courses.id, sql.placeholder('courseId')))
    .prepare('check_course_facts');
}

// Every detail-page view runs one of these.
const classCheckStatement = preparedPerDatabase(prepareClassCheck);
const courseCheckStatement = preparedPerDatabase(prepareCourseCheck);

/** A class's booking facts and the student's other live seats and lessons, or null when there is no such class. */
export async function readClassCheckFacts(
  db: Db,
  { classId, studentId }: { classId: number; studentId: number },
): Promise<ClassCheckFacts | null> {
  const [row] = await classCheckStatement(db).execute({ classId, studentId });
  if (!row) return null;
  const { seats, booked, ...facts } = row;
  return { facts: { ...facts, group_class_students: seats }, bookedIntervals: booked };
}

export interface CourseCheckFacts {
  readonly facts: GroupCourseFacts;
  /** The course's classes that are not cancelled, for the time-clash check. */
  readonly sessions: TimeInterval[];
  /** Every live seat of the student, this course's classes included (see loadBookedIntervals). */
  readonly bookedIntervals: TimeInterval[];
}

/** A course's booking facts, its sessions and the student's live seats and lessons, or null when there is no such course. */
export async function readCourseCheckFacts(
  db: Db,
  { courseId, studentId }: { courseId: number; studentId: number },
): Promise<CourseCheckFacts | null> {
  const [row] = await courseCheckStatement(db).execute({ courseId, studentId });
  if (!row) return null;
  const { seats, sessions, booked, ...facts } = row;
  return { facts: { ...facts, course_students: seats }, sessions, bookedIntervals: booked };
}
