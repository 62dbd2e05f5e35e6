import {
  decideCancelLesson,
  decideStaffCancelLesson,
  decideTeacherCancelLesson,
  getLessonSlotStarts,
  LESSON_ALREADY_CANCELLED_MESSAGE,
  LESSON_CANCEL_TOO_LATE_MESSAGE,
  LESSON_STAFF_CANCEL_ENDED_MESSAGE,
  LESSON_TEACHER_CANCEL_STARTED_MESSAGE,
  type LessonCancelOutcome,
  type LessonDuration,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import { teachers } from '../db/schema-catalog';
import { lessons } from '../db/schema-lessons';
import { AppError, notFoundError } from '../errors/app-error';
import type { LessonRow } from '../lessons/lesson-facts';
import type { Tx } from '../money/ledger';
import type { Actor, DomainEvent, Refund } from '../outbox/domain-events';
import { type Cancellation, unsupportedActor } from './cancellation';
import { refundLessonOnce } from './ledger-writes';
import { reopenLessonSlots } from './open-slot-writes';
import { setHasTrial } from './trial-and-slots';

export type LessonCancelOutcomeResult = { readonly kind: 'lesson'; readonly lesson: LessonRow; readonly refundedCents: number };

type LessonActor = Exclude<Actor, { kind: 'system' }>;

/** Each actor's rule, and the refusal when it is too late for them. */
const RULES: Record<LessonActor['kind'], { decide: (row: LessonRow, now: number) => LessonCancelOutcome; tooLate: () => AppError }> = {
  student: {
    decide: (row, now) => decideCancelLesson({ status: row.status, start: row.start_time, now }),
    tooLate: () => new AppError('LessonCancelWindowClosed', LESSON_CANCEL_TOO_LATE_MESSAGE),
  },
  teacher: {
    decide: (row, now) => decideTeacherCancelLesson({ status: row.status, start: row.start_time, now }),
    tooLate: () => new AppError('LessonStarted', LESSON_TEACHER_CANCEL_STARTED_MESSAGE),
  },
  staff: {
    decide: (row, now) =>
      decideStaffCancelLesson({ status: row.status, start: row.start_time, duration: row.duration as LessonDuration, now }),
    tooLate: () => new AppError('LessonEnded', LESSON_STAFF_CANCEL_ENDED_MESSAGE),
  },
};

/** A student or teacher acts only on their own lessons; staff on any. Anyone else's lesson is 404, as if it did not exist. */
function isParty(actor: LessonActor, lesson: Pick<LessonRow, 'student_id' | 'teacher_id'>): boolean {
  if (actor.kind === 'student') return lesson.student_id === actor.userId;
  if (actor.kind === 'teacher') return lesson.teacher_id === actor.userId;
  return true;
}

/**
 * `POST /v1/lessons/:id/actions/CANCEL`, under the teacher row lock and then the lesson's (the same
 * lock as booking, so a freed slot is never booked and reopened at once, and two cancels refund once):
 * - the student: `decideCancelLesson`, more than 24 h ahead; the slots are reopened;
 * - the teacher: `decideTeacherCancelLesson`, until the start; staff: `decideStaffCancelLesson`,
 *   until the end; the slots stay closed (the time was given up by the teacher, or went wrong).
 * Either way the student is refunded exactly once (idempotency key) and a trial is given back; a
 * teacher's or staff's cancel mails the student.
 */
export async function cancelLesson({
  tx,
  actor,
  now,
  lessonId,
}: {
  tx: Tx;
  actor: Actor;
  now: number;
  lessonId: number;
}): Promise<Cancellation<LessonCancelOutcomeResult>> {
  if (actor.kind === 'system') throw unsupportedActor(actor, 'lesson');
  const [owned] = await tx
    .select({ teacher_id: lessons.teacher_id, student_id: lessons.student_id })
    .from(lessons)
    .where(eq(lessons.id, lessonId));
  if (!owned || !isParty(actor, owned)) throw notFoundError('Lesson');
  await tx.select({ id: teachers.user_id }).from(teachers).where(eq(teachers.user_id, owned.teacher_id)).for('update');
  const [row] = await tx.select().from(lessons).where(eq(lessons.id, lessonId)).for('update');
  if (!row) throw notFoundError('Lesson');
  const rule = RULES[actor.kind];
  const outcome = rule.decide(row, now);
  if (outcome === 'already-cancelled') throw new AppError('LessonCancelled', LESSON_ALREADY_CANCELLED_MESSAGE);
  if (outcome === 'too-late') throw rule.tooLate();

  const [updated] = await tx
    .update(lessons)
    .set({ status: 'CANCELLED', updated_at: new Date(now) })
    .where(eq(lessons.id, lessonId))
    .returning();
  if (!updated) throw notFoundError('Lesson');
  if (actor.kind === 'student') {
    const slots = getLessonSlotStarts({ start: row.start_time, duration: row.duration as LessonDuration });
    await reopenLessonSlots(tx, { teacherId: row.teacher_id, slots, now });
  }
  const refundedCents = await refundLessonOnce(tx, { lessonId, userId: row.student_id, now });
  if (row.is_trial) await setHasTrial(tx, { userId: row.student_id, hasTrial: true });
  const refund: Refund = { studentId: row.student_id, seatId: lessonId, seatKind: 'lesson', amountCents: refundedCents };
  const result = { kind: 'lesson', lesson: updated, refundedCents } as const;
  if (actor.kind === 'student') return { outcome: result, events: [{ type: 'SeatCancelled', by: 'student', refund, lessonId }] };
  const events: DomainEvent[] = [{ type: 'LessonCancelled', lessonId, by: actor.kind, refunds: [refund] }];
  return { outcome: result, events };
}
