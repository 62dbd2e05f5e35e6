import type { GroupClassFacts, TimeInterval } from '@app/domain';
import { and, eq, ne } from 'drizzle-orm';
import { groupClasses, groupClassStudents } from '../db/schema-catalog';
import { loadStudentLessonIntervals } from '../lessons/lesson-facts';
import type { Tx } from '../money/ledger';

export type ClassRow = typeof groupClasses.$inferSelect;
export type SeatRow = typeof groupClassStudents.$inferSelect;

/** A class row with its seats, shaped for the @app/domain rules. */
export interface LoadedClass {
  readonly row: ClassRow;
  readonly seats: readonly SeatRow[];
  readonly facts: GroupClassFacts;
}

/**
 * Reads a class and its seats. With `lock`, takes the class row `FOR UPDATE` first, so every
 * booking, drop and cancel of one class runs one at a time, in any number of server processes.
 */
export async function loadClass(tx: Tx, classId: number, { lock = false }: { lock?: boolean } = {}): Promise<LoadedClass | null> {
  const query = tx.select().from(groupClasses).where(eq(groupClasses.id, classId));
  const seatsQuery = () => tx.select().from(groupClassStudents).where(eq(groupClassStudents.group_class_id, classId)).orderBy(groupClassStudents.id);
  // Locked: the seats are read after the lock is held. Unlocked: both reads at once (each is its own snapshot either way).
  const [[row], seats] = lock ? [await query.for('update'), null] : await Promise.all([query, seatsQuery()]);
  if (!row) return null;
  return toLoadedClass(row, seats ?? (await seatsQuery()));
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
      group_class_students: seats.map((s) => ({ student_id: s.student_id, status: s.status, update_by: s.update_by, operator: s.operator })),
    },
  };
}

/** The intervals of the student's other live seats in classes that are not cancelled, and their booked lessons (for TimeNotAvailable). */
export async function loadBookedIntervals(tx: Tx, { studentId, exceptClassId }: { studentId: number; exceptClassId: number }): Promise<TimeInterval[]> {
  const seats = await tx
    .select({ start: groupClasses.start_time, end: groupClasses.end_time })
    .from(groupClassStudents)
    .innerJoin(groupClasses, eq(groupClasses.id, groupClassStudents.group_class_id))
    .where(
      and(
        eq(groupClassStudents.student_id, studentId),
        ne(groupClassStudents.status, 'CANCELLED'),
        ne(groupClasses.status, 'CANCELLED'),
        ne(groupClasses.id, exceptClassId),
      ),
    );
  return [...seats, ...(await loadStudentLessonIntervals(tx, { studentId }))];
}
