import type { Lesson } from '@app/api';
import {
  decideCancelLesson, decideTeacherCancelLesson, getLessonSlotStarts, LESSON_ALREADY_CANCELLED_MESSAGE, LESSON_CANCEL_TOO_LATE_MESSAGE,
  LESSON_TEACHER_CANCEL_STARTED_MESSAGE, type LessonDuration,
} from '@app/domain';
import { and, eq, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { teachers } from '../db/schema-catalog';
import { teacherOpenSlots } from '../db/schema-discovery';
import { lessons } from '../db/schema-lessons';
import { ApiError, notFound } from '../http/api-error';
import { getBalance, refundLessonOnce } from '../money/ledger';
import { lessonMailTitle, MY_PAST_CLASSES_PATH, queueCancellationMails } from '../mail/cancellation-mail';
import { setHasTrial } from '../students/trial-info';
import { refreshFirstAvailableTime, toLesson } from './lesson-facts';

/**
 * `POST /v1/lessons/:id/actions/CANCEL` by the lesson's student or its teacher. One transaction
 * under the teacher row lock (the same lock as booking, so a freed slot is never booked and
 * reopened at once, and a student and a teacher cancelling together refund once):
 * - the student: `decideCancelLesson`, more than 24 h ahead; the slots are reopened;
 * - the teacher: `decideTeacherCancelLesson`, until the start; the slots stay closed (the teacher
 *   has just said they cannot teach then).
 * Either way the lesson is refunded to the student exactly once (idempotency key) and a trial is
 * given back; a teacher's cancel mails the student. `balance` is the caller's own. Anyone else's lesson: 404.
 */
export async function cancelLessonFor(db: Db, { lessonId, userId, now, origin }: { lessonId: number; userId: number; now: number; origin: string }): Promise<{ lesson: Lesson; refunded: number; balance: number }> {
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ teacher_id: lessons.teacher_id })
      .from(lessons)
      .where(and(eq(lessons.id, lessonId), or(eq(lessons.student_id, userId), eq(lessons.teacher_id, userId))));
    if (!owned) throw notFound('Lesson');
    await tx.select({ id: teachers.user_id }).from(teachers).where(eq(teachers.user_id, owned.teacher_id)).for('update');
    const [row] = await tx.select().from(lessons).where(eq(lessons.id, lessonId)).for('update');
    if (!row) throw notFound('Lesson');
    const byTeacher = row.teacher_id === userId;
    const outcome = (byTeacher ? decideTeacherCancelLesson : decideCancelLesson)({ status: row.status, start: row.start_time, now });
    if (outcome === 'already-cancelled') throw new ApiError(409, 'LessonCancelled', LESSON_ALREADY_CANCELLED_MESSAGE);
    if (outcome === 'too-late') {
      throw byTeacher
        ? new ApiError(409, 'LessonStarted', LESSON_TEACHER_CANCEL_STARTED_MESSAGE)
        : new ApiError(409, 'LessonCancelWindowClosed', LESSON_CANCEL_TOO_LATE_MESSAGE);
    }

    const [updated] = await tx.update(lessons).set({ status: 'CANCELLED', updated_at: new Date(now) }).where(eq(lessons.id, lessonId)).returning();
    if (!updated) throw notFound('Lesson');
    if (!byTeacher) {
      const slots = getLessonSlotStarts({ start: row.start_time, duration: row.duration as LessonDuration });
      await tx.insert(teacherOpenSlots).values(slots.map((s) => ({ teacher_id: row.teacher_id, start_time: new Date(s) }))).onConflictDoNothing();
      await refreshFirstAvailableTime(tx, row.teacher_id);
    }
    const refunded = await refundLessonOnce(tx, { lessonId, userId: row.student_id, now });
    if (row.is_trial) await setHasTrial(tx, { userId: row.student_id, hasTrial: true });
    if (byTeacher) {
      await queueCancellationMails(tx, {
        notices: [{ studentId: row.student_id, kind: 'lesson', title: lessonMailTitle(row.language), start: row.start_time.getTime(), by: 'teacher', refundedCents: refunded, path: MY_PAST_CLASSES_PATH }],
        origin,
        now,
      });
    }
    return { lesson: toLesson(updated), refunded, balance: await getBalance(tx, userId) };
  });
}
