import type { BookLessonBodySchema } from '@app/api';
import {
  checkLessonBooking,
  findLessonOption,
  getLessonEnd,
  getLessonLeadMs,
  getLessonOptions,
  getLessonSlotStarts,
  isTrialOffered,
  LESSON_BOOKING_MESSAGES,
  type LessonBookingCheck,
  toEpochMs,
} from '@app/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { loadBookedIntervals } from '../booking/class-facts';
import { teacherOpenSlots } from '../db/schema-discovery';
import { lessons } from '../db/schema-lessons';
import { AppError, notFoundError } from '../errors/app-error';
import { type LessonRow, loadLessonTeacher, loadOpenSlots } from '../lessons/lesson-facts';
import { getBalance, lessonChargeKey } from '../money/ledger';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { readTrialInfo } from '../students/trial-info';
import type { CommandInput, CommandResult, StudentActor } from './command';
import { creditEarningOnce } from './earning-writes';
import { postOnce } from './ledger-writes';
import { lockPayingStudent } from './lock-paying-student';
import { refreshFirstAvailableTime, setHasTrial } from './trial-and-slots';

function refuse(check: Exclude<LessonBookingCheck, 'CanBook'>): AppError {
  return new AppError(check, LESSON_BOOKING_MESSAGES[check]);
}

/**
 * `POST /v1/lessons`. Lock the teacher row (all bookings of one teacher's slots run one at a time),
 * lock the student's user row (their wallet), re-run `checkLessonBooking` on fresh data, write the
 * lesson, take its slots out of `teacher_open_slots`, charge the wallet and use the trial. The
 * partial unique index on live lessons backs the lock up.
 */
export async function bookLesson({
  tx,
  actor,
  now,
  request,
  commissionBps,
}: CommandInput<StudentActor> & { request: z.output<typeof BookLessonBodySchema>; commissionBps: number }): Promise<
  CommandResult & { lesson: LessonRow; balance: number }
> {
  const studentId = actor.userId;
  const start = toEpochMs(request.start_time);
  const teacher = await loadLessonTeacher(tx, { teacherId: request.teacher_id, language: request.language, lock: true });
  if (!teacher) throw notFoundError('Teacher');
  await lockPayingStudent(tx, { studentId, offering: 'lesson' });
  const openSlots = await loadOpenSlots(tx, { teacherId: teacher.user_id, now });
  const trial = await readTrialInfo(tx, { userId: studentId, now });
  const bookedIntervals = await loadBookedIntervals(tx, { studentId, endingAfter: now });
  const balance = await getBalance(tx, studentId);
  const trialOffered = isTrialOffered({
    isSignedIn: true,
    studentHasTrial: trial.has_trial,
    teacherHasTrial: teacher.has_trial,
    completedLessons: trial.completed_lessons,
  });
  const options = getLessonOptions({ trialOffered, trialOnly: false, prices: teacher });
  const check = checkLessonBooking({
    studentId,
    teacherId: teacher.user_id,
    options,
    request: { isTrial: request.is_trial, duration: request.duration, start },
    openSlots,
    now,
    leadMs: getLessonLeadMs({ instantBook: request.instant_book, teacherInstantBooking: teacher.instant_booking }),
    bookedIntervals,
    balance,
  });
  const option = findLessonOption({ options, isTrial: request.is_trial, duration: request.duration });
  if (check !== 'CanBook') throw refuse(check);
  if (!option) throw refuse('OptionNotOffered');

  const [row] = await tx
    .insert(lessons)
    .values({
      teacher_id: teacher.user_id,
      student_id: studentId,
      language: request.language,
      start_time: new Date(start),
      duration: option.duration,
      is_trial: option.is_trial,
      price: option.price,
      status: 'BOOKED',
      created_at: new Date(now),
      updated_at: new Date(now),
    })
    .returning();
  if (!row) throw new Error('Lesson insert returned nothing');
  const slots = getLessonSlotStarts({ start, duration: option.duration });
  const taken = await tx
    .delete(teacherOpenSlots)
    .where(
      and(
        eq(teacherOpenSlots.teacher_id, teacher.user_id),
        inArray(
          teacherOpenSlots.start_time,
          slots.map((s) => new Date(s)),
        ),
      ),
    )
    .returning({ start: teacherOpenSlots.start_time });
  // Under the teacher lock this cannot happen; if it ever does, roll everything back.
  if (taken.length !== slots.length) throw refuse('SlotNotAvailable');
  await refreshFirstAvailableTime(tx, teacher.user_id);
  if (option.price > 0) {
    await postOnce(tx, {
      userId: studentId,
      amount: -option.price,
      kind: 'LESSON_PAYMENT',
      idempotencyKey: lessonChargeKey(row.id),
      now,
      lessonId: row.id,
    });
    await creditEarningOnce(tx, {
      teacherId: teacher.user_id,
      studentId,
      grossCents: option.price,
      commissionBps,
      end: getLessonEnd({ start, duration: option.duration }),
      now,
      link: { lessonId: row.id },
    });
  }
  if (option.is_trial) await setHasTrial(tx, { userId: studentId, hasTrial: false });
  const events: DomainEvent[] = [
    { type: 'LessonBooked', lessonId: row.id, studentId, teacherId: teacher.user_id, amountCents: option.price },
  ];
  await recordEvents(tx, { events, now });
  return { events, lesson: row, balance: balance - option.price };
}
