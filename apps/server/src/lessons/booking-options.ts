import type { LessonBookingOptions, LessonBookingOptionsQuerySchema } from '@app/api';
import { getLessonLeadMs, getLessonOptions, isTrialOffered } from '@app/domain';
import type { z } from 'zod';
import type { Db } from '../db/database';
import type { SessionUser } from '../http/app-env';
import { notFoundError } from '../errors/app-error';
import { getBalance } from '../money/ledger';
import { readTrialInfo } from '../students/trial-info';
import { loadLessonTeacher, loadOpenSlots } from './lesson-facts';

/**
 * `GET /v1/lessons/booking_options`: what the booking page offers this viewer. The options and
 * the lead time come from the same rules the booking transaction re-runs.
 */
export async function readLessonBookingOptions(
  db: Db,
  {
    query,
    viewer,
    now,
  }: {
    query: z.output<typeof LessonBookingOptionsQuerySchema>;
    viewer: SessionUser | null;
    now: number;
  },
): Promise<LessonBookingOptions> {
  const teacher = await loadLessonTeacher(db, { teacherId: query.teacher_id, language: query.language });
  if (!teacher) throw notFoundError('Teacher');
  const [openSlots, trial, balance] = await Promise.all([
    loadOpenSlots(db, { teacherId: teacher.user_id, now }),
    viewer ? readTrialInfo(db, { userId: viewer.user_id, now }) : null,
    viewer ? getBalance(db, viewer.user_id) : null,
  ]);
  const trialOffered = isTrialOffered({
    isSignedIn: viewer !== null,
    studentHasTrial: trial?.has_trial,
    teacherHasTrial: teacher.has_trial,
    completedLessons: trial?.completed_lessons,
  });
  return {
    teacher: {
      user_id: teacher.user_id,
      nickname: teacher.nickname,
      avatar_file_name: teacher.avatar_file_name,
      is_pro: teacher.is_pro,
      short_signature: teacher.short_signature,
      instant_booking: teacher.instant_booking,
    },
    language: query.language,
    trial_offered: trialOffered,
    options: getLessonOptions({ trialOffered, trialOnly: query.book_trial_only, prices: teacher }),
    lead_ms: getLessonLeadMs({ instantBook: query.instant_book, teacherInstantBooking: teacher.instant_booking }),
    open_slots: openSlots.map((t) => new Date(t).toISOString()),
    balance,
  };
}
