import { recordEvents } from '../outbox/record-events';
import type { Cancellation } from './cancellation';
import { type ClassCancelOutcome, cancelClass } from './cancel-class';
import { type CourseCancelOutcome, cancelCourse } from './cancel-course';
import { type LessonCancelOutcomeResult, cancelLesson } from './cancel-lesson';
import type { CommandInput, CommandResult } from './command';

/** What is cancelled: a single class, a course or a one-to-one lesson. */
export type CancelTarget = { readonly classId: number } | { readonly courseId: number } | { readonly lessonId: number };

export type CancelOutcome = ClassCancelOutcome | CourseCancelOutcome | LessonCancelOutcomeResult;

/**
 * The one way anything booked is cancelled: "cancel, refund once, mail the students". The actor
 * decides what is cancelled and by which rule (see cancel-class.ts, cancel-course.ts,
 * cancel-lesson.ts):
 * - a student: their own seat (drop a class, cancel a course spot, cancel a lesson) -> SeatCancelled;
 * - a teacher: their whole class, course or lesson -> ClassCancelled / CourseCancelled / LessonCancelled;
 * - staff: the whole class, course or lesson while it has not ended -> the same events;
 * - the system: a course's auto-cancel (000 §9), a no-op when it is not due.
 * Every taken seat is refunded exactly once (the ledger's idempotency keys) and listed with its
 * amount in the event. The events are stored in the caller's transaction; the students'
 * mails are written by the events' handler (mail/cancellation-mail-handler.ts), after the commit.
 */
export async function cancelBooking({
  tx,
  actor,
  now,
  target,
}: CommandInput & { target: CancelTarget }): Promise<CommandResult & CancelOutcome> {
  const done: Cancellation<CancelOutcome> =
    'classId' in target
      ? await cancelClass({ tx, actor, now, classId: target.classId })
      : 'courseId' in target
        ? await cancelCourse({ tx, actor, now, courseId: target.courseId })
        : await cancelLesson({ tx, actor, now, lessonId: target.lessonId });
  await recordEvents(tx, { events: done.events, now });
  return { ...done.outcome, events: done.events };
}
