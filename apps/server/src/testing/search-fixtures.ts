import { DAY_MS, HOUR_MS } from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { courseStudents, courses, groupClasses, groupClassStudents, teachers, topics } from '../db/schema-catalog';
import { categories, featureToggles, tags } from '../db/schema-discovery';
import type { AppEnv } from '../http/app-env';
import { makeUser } from './fixtures';

let serial = 0;
const letters = (n: number): string => {
  let out = '';
  let v = n;
  do {
    out = String.fromCharCode(97 + (v % 26)) + out;
    v = Math.floor(v / 26);
  } while (v > 0);
  return out;
};

/** A language code no other test uses (letters only, as the contract wants), so searches stay isolated. */
export function uniqueLanguage(): string {
  serial += 1;
  return `zz${letters(Date.now() % 100_000)}${letters(serial)}${letters(Math.floor(Math.random() * 10_000))}`;
}

/** A teacher (user + teachers row) with no topic, optionally pro and with a nickname. */
export async function makeSearchTeacher(
  db: Db,
  app: Hono<AppEnv>,
  { now, isPro = false, nickname }: { now: number; isPro?: boolean; nickname?: string },
) {
  const teacher = await makeUser(db, app, { now, role: 'TEACHER' });
  await db
    .update(users)
    .set({ is_pro: isPro, ...(nickname ? { nickname } : {}), avatar_file_name: `avatar-${teacher.userId}.svg` })
    .where(eq(users.user_id, teacher.userId));
  await db
    .insert(teachers)
    .values({ user_id: teacher.userId, first_valid_time: new Date(now - 90 * DAY_MS), min_price: 1000, trial_price: 500 });
  return teacher;
}

export interface TopicOverrides {
  title?: string;
  description?: string;
  language?: string;
  language_level?: number;
  category?: string;
  tag?: string | null;
  price?: number;
  student_capacity?: number;
  duration?: number;
  status?: string;
  is_course?: boolean;
}

export async function makeTopic(db: Db, { teacherId, now, ...o }: { teacherId: number; now: number } & TopicOverrides) {
  const [row] = await db
    .insert(topics)
    .values({
      teacher_id: teacherId,
      title: o.title ?? 'Everyday conversation',
      description: o.description ?? 'Practise speaking about daily life.',
      language: o.language ?? 'english',
      language_level: o.language_level ?? 3,
      duration: o.duration ?? 60,
      student_capacity: o.student_capacity ?? 6,
      category: o.category ?? 'CA005',
      tag: o.tag === undefined ? null : o.tag,
      price: o.price ?? 1500,
      status: o.status ?? 'APPROVE',
      is_course: o.is_course ?? false,
      created_at: new Date(now),
    })
    .returning();
  if (!row) throw new Error('no topic');
  return row;
}

/** A class of a topic starting at the instant `start` (epoch ms), 60 minutes long by default. */
export async function makeTopicClass(
  db: Db,
  {
    topic,
    start,
    minutes = 60,
    status = 'UPCOMING',
    capacity,
    price,
    courseId = null,
    title,
  }: {
    topic: { id: number; teacher_id: number; title: string; student_capacity: number; price: number };
    start: number;
    minutes?: number;
    status?: 'UPCOMING' | 'READY_FOR_SCHEDULE' | 'CANCELLED' | 'FINISHED';
    capacity?: number;
    price?: number;
    courseId?: number | null;
    title?: string;
  },
) {
  serial += 1;
  const [row] = await db
    .insert(groupClasses)
    .values({
      topic_id: topic.id,
      teacher_id: topic.teacher_id,
      course_id: courseId,
      title: title ?? topic.title,
      start_time: new Date(start),
      end_time: new Date(start + minutes * 60_000),
      status,
      student_capacity: capacity ?? topic.student_capacity,
      price: price ?? topic.price,
      sku_id: `sku-search-${serial}-${Math.random().toString(36).slice(2, 8)}`,
      zoom_account: '812 0000 0000',
      zoom_pass_code: 'search',
      zoom_link: 'https://meet.invalid/j/0',
    })
    .returning();
  if (!row) throw new Error('no class');
  return row;
}

/** A seat of a student in a class (no payment: search reads seats only). */
export async function addSeat(
  db: Db,
  {
    classId,
    studentId,
    status = 'SCHEDULED',
    now,
  }: { classId: number; studentId: number; status?: 'SCHEDULED' | 'CONFIRMED' | 'CANCELLED' | 'PROBLEM'; now: number },
) {
  const [row] = await db
    .insert(groupClassStudents)
    .values({ group_class_id: classId, student_id: studentId, status, created_at: new Date(now), updated_at: new Date(now) })
    .returning();
  if (!row) throw new Error('no seat');
  return row;
}

/** Plain students (no session needed beyond the agent makeUser gives). */
export async function makeStudents(db: Db, app: Hono<AppEnv>, { now, count }: { now: number; count: number }) {
  const out = [];
  for (let i = 0; i < count; i += 1) out.push(await makeUser(db, app, { now }));
  return out;
}

/** A course of a course topic with weekly classes starting at `start`. */
export async function makeCourse(
  db: Db,
  {
    topic,
    start,
    classes = 4,
    status = 'Upcoming',
    minSpots = 2,
    maxSpots = 6,
    price,
  }: {
    topic: { id: number; teacher_id: number; title: string; student_capacity: number; price: number };
    start: number;
    classes?: number;
    status?: 'ReadyForSchedule' | 'Upcoming' | 'Ongoing' | 'Completed' | 'Cancelled' | 'Terminated' | 'Approved';
    minSpots?: number;
    maxSpots?: number;
    price?: number;
  },
) {
  const last = start + (classes - 1) * 7 * DAY_MS;
  const [course] = await db
    .insert(courses)
    .values({
      topic_id: topic.id,
      teacher_id: topic.teacher_id,
      price: price ?? topic.price,
      class_amount: classes,
      min_spots: minSpots,
      max_spots: maxSpots,
      start_time: new Date(start),
      end_time: new Date(last + HOUR_MS),
      status,
    })
    .returning();
  if (!course) throw new Error('no course');
  for (let i = 0; i < classes; i += 1) {
    await makeTopicClass(db, { topic, start: start + i * 7 * DAY_MS, courseId: course.id, title: `${topic.title} ${i + 1}` });
  }
  return course;
}

export async function addCourseSeat(
  db: Db,
  {
    courseId,
    studentId,
    status = 'Scheduled',
    now,
  }: { courseId: number; studentId: number; status?: 'Scheduled' | 'Confirmed' | 'Cancelled' | 'Problem'; now: number },
) {
  await db
    .insert(courseStudents)
    .values({ course_id: courseId, student_id: studentId, status, created_at: new Date(now), updated_at: new Date(now) });
}

/** Sets a feature toggle row (a missing row means on). */
export async function setFeatureToggle(db: Db, name: string, enabled: boolean) {
  await db
    .insert(featureToggles)
    .values({ name, enabled })
    .onConflictDoUpdate({ target: featureToggles.name, set: { enabled, updated_at: sql`now()` } });
}

/** The category catalogue CA001..CA005 with a few tags, once per database. */
export async function ensureCategoryCatalog(db: Db) {
  await db
    .insert(categories)
    .values([
      { code: 'CA001', name: 'Culture', position: 1 },
      { code: 'CA002', name: 'Business', position: 2 },
      { code: 'CA003', name: 'Exams', position: 3 },
      { code: 'CA004', name: 'Kids', position: 4 },
      { code: 'CA005', name: 'Conversation', position: 5 },
    ])
    .onConflictDoNothing();
  await db
    .insert(tags)
    .values([
      { code: 'IELTS', category_code: 'CA003', name: 'IELTS', position: 1 },
      { code: 'TOEFL', category_code: 'CA003', name: 'TOEFL', position: 2 },
      { code: 'Interview', category_code: 'CA002', name: 'Job interview', position: 1 },
      { code: 'Travel', category_code: 'CA005', name: 'Travel', position: 1 },
    ])
    .onConflictDoNothing();
}
