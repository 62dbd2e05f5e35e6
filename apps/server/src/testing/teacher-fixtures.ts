import { DAY_MS } from '@app/domain';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/database';
import { userLanguages, users } from '../db/schema-accounts';
import { teacherLanguages, teachers } from '../db/schema-catalog';
import { countries, languages, teacherOpenSlots } from '../db/schema-discovery';
import type { AppEnv } from '../http/app-env';
import { makeUser } from './fixtures';

let serial = 0;
const letters = (n: number): string =>
  n
    .toString(26)
    .split('')
    .map((d) => String.fromCharCode(97 + parseInt(d, 26)))
    .join('');

/** A lower-case language name no other test uses, so a search on it sees only this test's teachers. */
export function uniqueLanguage(): string {
  serial += 1;
  return `lang${letters(Date.now() % 1_000_000)}${letters(serial)}${letters(Math.floor(Math.random() * 10_000))}`;
}

export interface SearchTeacherOptions {
  now: number;
  /** The taught language (lower-case). */
  language: string;
  teachLevel?: number;
  /** Languages the teacher also speaks (not taught). */
  alsoSpeak?: { language: string; level: number }[];
  /** Other taught languages. */
  alsoTeaches?: { language: string; level: number }[];
  nickname?: string;
  isPro?: boolean;
  rating?: number;
  sessionCount?: number;
  instantNow?: boolean;
  instantBooking?: boolean;
  hasTrial?: boolean;
  minPrice?: number;
  trialPrice?: number;
  countryId?: number | null;
  categories?: string[];
  tags?: string[];
  about?: string;
  signature?: string;
  /** Open one-to-one slot start instants (epoch ms). */
  slots?: number[];
  firstValidTime?: number;
}

/** A teacher as the search sees them: user (nickname, is_pro, country), teachers row, languages and open slots. */
export async function makeSearchTeacher(db: Db, app: Hono<AppEnv>, o: SearchTeacherOptions) {
  const teacher = await makeUser(db, app, { now: o.now, role: 'TEACHER' });
  await db
    .update(users)
    .set({
      ...(o.nickname === undefined ? {} : { nickname: o.nickname }),
      is_pro: o.isPro ?? false,
      origin_country_id: o.countryId ?? null,
    })
    .where(eq(users.user_id, teacher.userId));
  await db.insert(teachers).values({
    user_id: teacher.userId,
    short_signature: o.signature ?? 'Friendly lessons',
    about_teacher: o.about ?? 'I have taught for years.',
    overall_rating: o.rating ?? 4.5,
    pro_rating: o.rating ?? 4.5,
    tutor_rating: o.rating ?? 4.5,
    session_count: o.sessionCount ?? 10,
    student_count: 3,
    first_valid_time: new Date(o.firstValidTime ?? o.now - 90 * DAY_MS),
    instant_now: o.instantNow ?? false,
    instant_booking: o.instantBooking ?? false,
    has_trial: o.hasTrial ?? true,
    min_price: o.minPrice ?? 1500,
    trial_price: o.trialPrice ?? 500,
    video_url: '/media/videos/intro.mp4',
    video_pic_url: '/media/posters/intro.svg',
    course_categories: o.categories ?? [],
    course_tags: o.tags ?? [],
  });
  await db
    .insert(teacherLanguages)
    .values([
      { teacher_id: teacher.userId, language: o.language, level: o.teachLevel ?? 7, teaches: true },
      ...(o.alsoTeaches ?? []).map((l) => ({ teacher_id: teacher.userId, language: l.language, level: l.level, teaches: true })),
      ...(o.alsoSpeak ?? []).map((l) => ({ teacher_id: teacher.userId, language: l.language, level: l.level, teaches: false })),
    ]);
  if (o.slots && o.slots.length > 0) {
    await db.insert(teacherOpenSlots).values(o.slots.map((start) => ({ teacher_id: teacher.userId, start_time: new Date(start) })));
  }
  return teacher;
}

let countrySerial = 0;
/** A country with a fresh id and code; `code`/`slug` are made unique when not given. */
export async function makeCountry(db: Db, { code, slug, name = 'Testland' }: { code?: string; slug?: string; name?: string } = {}) {
  countrySerial += 1;
  const id = 9_000 + countrySerial + Math.floor(Math.random() * 80_000) * 10;
  const row = { id, code: code ?? `Q${letters(id)}`.toUpperCase(), slug: slug ?? `testland-${letters(id)}`, name };
  await db.insert(countries).values(row);
  return row;
}

/** Configured languages (`/v2/config/all_language`); existing ones are left alone. */
export async function ensureLanguages(db: Db, list: { text_code: string; name: string; popular_rank?: number | null }[]) {
  await db
    .insert(languages)
    .values(list.map((l) => ({ text_code: l.text_code, name: l.name, popular_rank: l.popular_rank ?? null })))
    .onConflictDoNothing();
}

/** A user's language list (001 §3), in order. */
export async function setLanguageList(db: Db, userId: number, list: { language: string; level: number; is_learning: boolean }[]) {
  await db.insert(userLanguages).values(list.map((l, position) => ({ user_id: userId, ...l, position })));
}
