import { findViewerSeat, getClassActions } from '@app/domain';
import { eq } from 'drizzle-orm';
import { loadClass, type SeatRow } from '../booking/class-facts';
import { groupClassStudents } from '../db/schema-catalog';
import { problemReports } from '../db/schema-discovery';
import { AppError, notFoundError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult, StudentActor } from './command';

/**
 * "There was a problem" (000 §4): allowed exactly when the page shows the button for the student's
 * seat (domain getClassActions: during the class, or within 1 day after the end). The seat becomes
 * PROBLEM and the report is kept for support; no refund is made here.
 */
export async function reportProblem({
  tx,
  actor,
  now,
  classId,
  reason,
}: CommandInput<StudentActor> & { classId: number; reason: string }): Promise<CommandResult & { seat: SeatRow }> {
  const studentId = actor.userId;
  const loaded = await loadClass(tx, classId, { lock: true });
  const seat = loaded ? findViewerSeat({ seats: loaded.seats, viewerId: studentId }) : undefined;
  if (!loaded || !seat) throw notFoundError('Booking');
  const actions = getClassActions({
    bookingStatus: seat.status,
    start: loaded.row.start_time,
    end: loaded.row.end_time,
    now,
    courseId: loaded.row.course_id,
    classStatus: loaded.row.status,
  });
  if (!actions.showProblemReport) {
    throw new AppError('ProblemReportClosed', 'A problem can be reported during the class and up to 1 day after it ends.');
  }
  const by = String(studentId);
  const [updated] = await tx
    .update(groupClassStudents)
    .set({ status: 'PROBLEM', update_by: by, operator: by, updated_at: new Date(now) })
    .where(eq(groupClassStudents.id, seat.id))
    .returning();
  if (!updated) throw notFoundError('Booking');
  await tx.insert(problemReports).values({ group_class_student_id: seat.id, reason, created_at: new Date(now) });
  const events: DomainEvent[] = [{ type: 'ProblemReported', classId, seatId: seat.id, studentId }];
  await recordEvents(tx, { events, now });
  return { events, seat: updated };
}
