import { DAY_MS, HOUR_MS, LESSON_SLOT_MS } from '@app/domain';
import type { Hono } from 'hono';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { makeSearchTeacher, uniqueLanguage } from './teacher-fixtures';

/**
 * A one-to-one teacher of a language of their own ($15 per 30 min, a $5 trial) with open slots: three
 * in a row 3 days after `now` (`block`), one exactly 2 h ahead and one 30 min ahead (the lead-time
 * edges).
 */
export async function makeLessonTeacher(
  db: Db,
  app: Hono<AppEnv>,
  {
    now,
    instantBooking = false,
    hasTrial = true,
    trialPrice = 500,
  }: {
    now: number;
    instantBooking?: boolean;
    hasTrial?: boolean;
    trialPrice?: number;
  },
) {
  const language = uniqueLanguage();
  const block = now + 3 * DAY_MS;
  const slots = [now + LESSON_SLOT_MS, now + 2 * HOUR_MS, block, block + LESSON_SLOT_MS, block + 2 * LESSON_SLOT_MS];
  const teacher = await makeSearchTeacher(db, app, { now, language, minPrice: 1500, trialPrice, hasTrial, instantBooking, slots });
  return { ...teacher, language, block, slots };
}

/** The body of `POST /v1/lessons`. */
export function lessonBody({
  teacherId,
  language,
  start,
  duration = 30,
  isTrial = false,
  instantBook,
}: {
  teacherId: number;
  language: string;
  start: number;
  duration?: 30 | 60;
  isTrial?: boolean;
  instantBook?: boolean;
}) {
  return {
    teacher_id: teacherId,
    language,
    start_time: new Date(start).toISOString(),
    duration,
    is_trial: isTrial,
    ...(instantBook === undefined ? {} : { instant_book: instantBook }),
  };
}
