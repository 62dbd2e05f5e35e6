import type { GroupCourseFacts, TimeInterval } from '@app/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { courses, courseStudents, groupClasses, groupClassStudents } from '../db/schema-catalog';
import type { Tx } from '../money/ledger';

export type CourseRow = typeof courses.$inferSelect;
export type CourseSeatRow = typeof courseStudents.$inferSelect;
export type CourseClassRow = typeof groupClasses.$inferSelect;

/** A course row with its seats and its classes (the outlines), shaped for the @app/domain rules. */
export interface LoadedCourse {
  readonly row: CourseRow;
  readonly seats: readonly CourseSeatRow[];
  /** The course's classes in class order (class_index, then start). */
  readonly classes: readonly CourseClassRow[];
  readonly facts: GroupCourseFacts;
}

/**
 * Reads a course, its seats and its classes. With `lock`, takes the course row `FOR UPDATE` first,
 * so every booking, cancel and auto-cancel of one course runs one at a time, in any number of
 * server processes. Lock order everywhere: course, then its classes (by id), then the user row.
 */
export async function loadCourse(tx: Tx, courseId: number, { lock = false }: { lock?: boolean } = {}): Promise<LoadedCourse | null> {
  const query = tx.select().from(courses).where(eq(courses.id, courseId));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return null;
  const seats = await tx.select().from(courseStudents).where(eq(courseStudents.course_id, courseId)).orderBy(asc(courseStudents.id));
  const classes = await tx
    .select()
    .from(groupClasses)
    .where(eq(groupClasses.course_id, courseId))
    .orderBy(asc(groupClasses.class_index), asc(groupClasses.start_time), asc(groupClasses.id));
  return { row, seats, classes, facts: toCourseFacts(row, seats) };
}

export function toCourseFacts(row: CourseRow, seats: readonly CourseSeatRow[]): GroupCourseFacts {
  return {
    id: row.id,
    teacher_id: row.teacher_id,
    status: row.status,
    price: row.price,
    class_amount: row.class_amount,
    min_spots: row.min_spots,
    max_spots: row.max_spots,
    start_time: row.start_time,
    end_time: row.end_time,
    update_by: row.update_by,
    course_students: seats.map((s) => ({ student_id: s.student_id, status: s.status, update_by: s.update_by })),
  };
}

/** The course's sessions for the time-clash check: its classes that are not cancelled. */
export function courseSessions(classes: readonly CourseClassRow[]): TimeInterval[] {
  return classes.filter((c) => c.status !== 'CANCELLED').map((c) => ({ start: c.start_time, end: c.end_time }));
}

/** The student's seats in the given classes (all statuses), newest last. */
export async function loadClassSeatsOf(tx: Tx, { studentId, classIds }: { studentId: number; classIds: readonly number[] }) {
  if (classIds.length === 0) return [];
  return tx
    .select()
    .from(groupClassStudents)
    .where(and(eq(groupClassStudents.student_id, studentId), inArray(groupClassStudents.group_class_id, [...classIds])))
    .orderBy(asc(groupClassStudents.id));
}

/** The class seats taken with one course seat (all statuses), by id. */
export async function loadClassSeatsOfCourseSeat(tx: Tx, courseSeatId: number) {
  return tx
    .select()
    .from(groupClassStudents)
    .where(eq(groupClassStudents.course_student_id, courseSeatId))
    .orderBy(asc(groupClassStudents.id));
}

/** The course's teacher (it never changes, so no lock is needed), or null for an unknown course. */
export async function readCourseTeacherId(tx: Tx, courseId: number): Promise<number | null> {
  const [row] = await tx.select({ teacher_id: courses.teacher_id }).from(courses).where(eq(courses.id, courseId));
  return row?.teacher_id ?? null;
}
