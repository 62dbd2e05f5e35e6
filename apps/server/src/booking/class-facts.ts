import { getLessonEnd, type GroupClassFacts, LESSON_DURATIONS, type LessonDuration, MINUTE_MS, type TimeInterval } from '@app/domain';
import { and, eq, gt, ne } from 'drizzle-orm';
import { courses, groupClasses, groupClassStudents } from '../db/schema-catalog';
import { lessons } from '../db/schema-lessons';
import type { Tx } from '../money/ledger';

const LONGEST_LESSON_MS = Math.max(...LESSON_DURATIONS) * MINUTE_MS;

export type ClassRow = typeof groupClasses.$inferSelect;
export type SeatRow = typeof groupClassStudents.$inferSelect;

/** A class row with its seats, shaped for the @app/domain rules. */
export interface LoadedClass {
  readonly row: ClassRow;
  readonly seats: readonly SeatRow[];
  readonly facts: GroupClassFacts;
}

/**
 * Reads a class and its seats. With `lock`, takes the rows in the one lock order of every change
 * (DESIGN: course, then its classes, then the wallet): the class's course row first when it has
 * one (a class's course never changes, so reading it unlocked is safe), then the class row, and
 * only then its seats. So every booking, drop and cancel of one class runs one at a time, in any
 * number of server processes, and one of a course class also waits for (and is waited for by) a
 * course join, cancel or auto-cancel of its course.
 */
export async function loadClass(tx: Tx, classId: number, { lock = false }: { lock?: boolean } = {}): Promise<LoadedClass | null> {
  const query = tx.select().from(groupClasses).where(eq(groupClasses.id, classId));
  const seatsQuery = () =>
    tx.select().from(groupClassStudents).where(eq(groupClassStudents.group_class_id, classId)).orderBy(groupClassStudents.id);
  if (!lock) {
    // Unlocked: both reads at once (each is its own snapshot either way).
    const [[row], seats] = await Promise.all([query, seatsQuery()]);
    return row ? toLoadedClass(row, seats) : null;
  }
  const [owner] = await tx.select({ course_id: groupClasses.course_id }).from(groupClasses).where(eq(groupClasses.id, classId));
  if (!owner) return null;
  if (owner.course_id !== null) await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, owner.course_id)).for('update');
  const [row] = await query.for('update');
  return row ? toLoadedClass(row, await seatsQuery()) : null;
}

function toLoadedClass(row: ClassRow, seats: SeatRow[]): LoadedClass {
  return {
    row,
    seats,
    facts: {
      id: row.id,
      teacher_id: row.teacher_id,
      course_id: row.course_id,
      status: row.status,
      student_capacity: row.student_capacity,
      start_time: row.start_time,
      end_time: row.end_time,
      group_class_students: seats.map((s) => ({
        student_id: s.student_id,
        status: s.status,
        update_by: s.update_by,
        operator: s.operator,
      })),
    },
  };
}

/**
 * What a student already holds, for TimeNotAvailable: live seats (seat and class not cancelled) and
 * booked one-to-one lessons, as intervals. `exceptClassId` leaves out the class being checked (a
 * course check keeps its own classes: a student who took one on its own cannot take it again through
 * the course); `endingAfter` keeps only what has not ended by then (a lesson lasts at most its
 * longest duration).
 */
export async function loadBookedIntervals(
  tx: Tx,
  { studentId, exceptClassId, endingAfter }: { studentId: number; exceptClassId?: number; endingAfter?: number },
): Promise<TimeInterval[]> {
  const after = endingAfter === undefined ? null : new Date(endingAfter);
  const seats = await tx
    .select({ start: groupClasses.start_time, end: groupClasses.end_time })
    .from(groupClassStudents)
    .innerJoin(groupClasses, eq(groupClasses.id, groupClassStudents.group_class_id))
    .where(
      and(
        eq(groupClassStudents.student_id, studentId),
        ne(groupClassStudents.status, 'CANCELLED'),
        ne(groupClasses.status, 'CANCELLED'),
        ...(exceptClassId === undefined ? [] : [ne(groupClasses.id, exceptClassId)]),
        ...(after ? [gt(groupClasses.end_time, after)] : []),
      ),
    );
  const booked = await tx
    .select({ start: lessons.start_time, duration: lessons.duration })
    .from(lessons)
    .where(
      and(
        eq(lessons.student_id, studentId),
        eq(lessons.status, 'BOOKED'),
        ...(endingAfter === undefined ? [] : [gt(lessons.start_time, new Date(endingAfter - LONGEST_LESSON_MS))]),
      ),
    );
  return [
    ...seats,
    ...booked.map((l) => ({ start: l.start, end: getLessonEnd({ start: l.start, duration: l.duration as LessonDuration }) })),
  ];
}

/** The class's teacher (it never changes, so no lock is needed), or null for an unknown class. */
export async function readClassTeacherId(tx: Tx, classId: number): Promise<number | null> {
  const [row] = await tx.select({ teacher_id: groupClasses.teacher_id }).from(groupClasses).where(eq(groupClasses.id, classId));
  return row?.teacher_id ?? null;
}
