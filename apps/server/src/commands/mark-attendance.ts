import { decideMarkAttendance, findViewerSeat, type MarkAttendanceDecision } from '@app/domain';
import { sql } from 'drizzle-orm';
import { loadClass } from '../booking/class-facts';
import { classAttendance } from '../db/schema-class-attendance';
import { AppError } from '../errors/app-error';
import type { Actor, DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult } from './command';

type TeacherActor = Extract<Actor, { kind: 'teacher' }>;

export interface AttendanceMark {
  readonly studentId: number;
  readonly attended: boolean;
}

const REFUSALS: Record<Exclude<MarkAttendanceDecision['outcome'], 'mark'>, () => AppError> = {
  'class-cancelled': () => new AppError('ClassCancelled', 'This class was cancelled: there is no attendance to mark.'),
  'not-started': () => new AppError('AttendanceNotOpen', 'Attendance can be marked once the class has started.'),
  'window-closed': () => new AppError('AttendanceClosed', 'Attendance can be marked until 7 days after the class ends.'),
  'not-booked': () => new AppError('StudentNotBooked', 'Only students booked in this class can be marked.', 'marks'),
};

/**
 * Issue 14: "after the class she marks who attended". The class's teacher marks booked students
 * attended or absent under the class lock (so a mark and a drop or cancel of the same class run one
 * at a time), each mark decided by the domain's `decideMarkAttendance` on the rows read under the
 * lock; one refusal refuses the whole request, nothing written. A re-mark inside the window replaces
 * the earlier one (one row per class and student). Events: one `AttendanceMarked` with the marks.
 */
export async function markAttendance({
  tx,
  actor,
  now,
  classId,
  marks,
}: CommandInput<TeacherActor> & { classId: number; marks: readonly AttendanceMark[] }): Promise<CommandResult> {
  const loaded = await loadClass(tx, classId, { lock: true });
  if (!loaded) throw new AppError('ClassNotExist', 'This class does not exist.');
  if (loaded.row.teacher_id !== actor.userId) throw new AppError('NotYourClass', 'Only the teacher of this class can do this.');
  for (const mark of marks) {
    const decision = decideMarkAttendance({
      classStatus: loaded.row.status,
      start: loaded.row.start_time,
      end: loaded.row.end_time,
      now,
      seatStatus: findViewerSeat({ seats: loaded.seats, viewerId: mark.studentId })?.status,
    });
    if (decision.outcome !== 'mark') throw REFUSALS[decision.outcome]();
  }
  const markedAt = new Date(now);
  await tx
    .insert(classAttendance)
    .values(
      marks.map((m) => ({
        group_class_id: classId,
        student_id: m.studentId,
        attended: m.attended,
        marked_at: markedAt,
        marked_by: actor.userId,
      })),
    )
    .onConflictDoUpdate({
      target: [classAttendance.group_class_id, classAttendance.student_id],
      set: { attended: sql`excluded.attended`, marked_at: sql`excluded.marked_at`, marked_by: sql`excluded.marked_by` },
    });
  const events: DomainEvent[] = [
    {
      type: 'AttendanceMarked',
      classId,
      teacherId: actor.userId,
      marks: marks.map((m) => ({ studentId: m.studentId, attended: m.attended })),
    },
  ];
  await recordEvents(tx, { events, now });
  return { events };
}
