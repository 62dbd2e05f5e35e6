import type { BookLessonBodySchema, Lesson } from '@app/api';
import {
  checkLessonBooking,
  findLessonOption,
  getLessonLeadMs,
  getLessonOptions,
  getLessonSlotStarts,
  isTrialOffered,
  LESSON_BOOKING_MESSAGES,
  type LessonBookingCheck,
  toEpochMs,
} from '@app/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { Db } from '../db/database';
import { teacherOpenSlots } from '../db/schema-discovery';
import { lessons } from '../db/schema-lessons';
import { lockPayingStudent } from '../money/paying-student';
import type { SessionUser } from '../http/app-env';
import { ApiError, notFound } from '../http/api-error';
import { getBalance, lessonChargeKey, postOnce } from '../money/ledger';
import { readTrialInfo, setHasTrial } from '../students/trial-info';
import { loadBookedIntervals } from '../booking/class-facts';
import { loadLessonTeacher, loadOpenSlots, refreshFirstAvailableTime, toLesson } from './lesson-facts';

const REFUSAL_STATUS: Readonly<Record<Exclude<LessonBookingCheck, 'CanBook'>, ContentfulStatusCode>> = {
  OwnLesson: 409,
  TrialNotAvailable: 409,
  OptionNotOffered: 409,
  SlotNotAvailable: 409,
  TimeNotAvailable: 409,
  InsufficientBalance: 402,
};

function refuse(check: Exclude<LessonBookingCheck, 'CanBook'>): ApiError {
  return new ApiError(REFUSAL_STATUS[check], check, LESSON_BOOKING_MESSAGES[check]);
}

/**
 * `POST /v1/lessons`. One transaction: lock the teacher row (all bookings of one teacher's slots run
 * one at a time), lock the student's user row (their wallet), re-run `checkLessonBooking` on fresh
 * data, write the lesson, take its slots out of `teacher_open_slots`, charge the wallet and use the
 * trial. The partial unique index on live lessons backs the lock up.
 */
export async function bookLessonFor(db: Db, { student, body, now }: {
  student: SessionUser;
  body: z.output<typeof BookLessonBodySchema>;
  now: number;
}): Promise<{ lesson: Lesson; balance: number }> {
  const start = toEpochMs(body.start_time);
  return db.transaction(async (tx) => {
    const teacher = await loadLessonTeacher(tx, { teacherId: body.teacher_id, language: body.language, lock: true });
    if (!teacher) throw notFound('Teacher');
    await lockPayingStudent(tx, { studentId: student.user_id, offering: 'lesson' });
    const openSlots = await loadOpenSlots(tx, { teacherId: teacher.user_id, now });
    const trial = await readTrialInfo(tx, { userId: student.user_id, now });
    const bookedIntervals = await loadBookedIntervals(tx, { studentId: student.user_id, endingAfter: now });
    const balance = await getBalance(tx, student.user_id);
    const trialOffered = isTrialOffered({ isSignedIn: true, studentHasTrial: trial.has_trial, teacherHasTrial: teacher.has_trial, completedLessons: trial.completed_lessons });
    const options = getLessonOptions({ trialOffered, trialOnly: false, prices: teacher });
    const request = { isTrial: body.is_trial, duration: body.duration, start };
    const check = checkLessonBooking({
      studentId: student.user_id, teacherId: teacher.user_id, options, request, openSlots, now,
      leadMs: getLessonLeadMs({ instantBook: body.instant_book, teacherInstantBooking: teacher.instant_booking }),
      bookedIntervals, balance,
    });
    const option = findLessonOption({ options, isTrial: body.is_trial, duration: body.duration });
    if (check !== 'CanBook') throw refuse(check);
    if (!option) throw refuse('OptionNotOffered');

    const [row] = await tx
      .insert(lessons)
      .values({
        teacher_id: teacher.user_id, student_id: student.user_id, language: body.language, start_time: new Date(start),
        duration: option.duration, is_trial: option.is_trial, price: option.price, status: 'BOOKED', created_at: new Date(now), updated_at: new Date(now),
      })
      .returning();
    if (!row) throw new Error('Lesson insert returned nothing');
    const slots = getLessonSlotStarts({ start, duration: option.duration });
    const taken = await tx
      .delete(teacherOpenSlots)
      .where(and(eq(teacherOpenSlots.teacher_id, teacher.user_id), inArray(teacherOpenSlots.start_time, slots.map((s) => new Date(s)))))
      .returning({ start: teacherOpenSlots.start_time });
    // Under the teacher lock this cannot happen; if it ever does, roll everything back.
    if (taken.length !== slots.length) throw refuse('SlotNotAvailable');
    await refreshFirstAvailableTime(tx, teacher.user_id);
    if (option.price > 0) {
      await postOnce(tx, { userId: student.user_id, amount: -option.price, kind: 'LESSON_PAYMENT', idempotencyKey: lessonChargeKey(row.id), now, lessonId: row.id });
    }
    if (option.is_trial) await setHasTrial(tx, { userId: student.user_id, hasTrial: false });
    return { lesson: toLesson(row), balance: balance - option.price };
  });
}
