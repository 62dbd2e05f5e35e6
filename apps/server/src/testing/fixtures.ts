import { DAY_MS, HOUR_MS } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { createSession } from '../auth/session';
import { SYSTEM } from '../commands/command';
import { topUpCredit } from '../commands/credit-wallet';
import type { Db } from '../db/database';
import { outbox, users } from '../db/schema-accounts';
import { groupClasses, teachers, topics } from '../db/schema-catalog';
import type { AppEnv } from '../http/app-env';
import { createAgent } from './agent';
import { drainTestEvents } from './drain';

let serial = 0;
const unique = (): string => `${Date.now().toString(36)}${(++serial).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A user with a session, and an agent that carries it. No password hashing: fixtures never sign in. */
export async function makeUser(
  db: Db,
  app: Hono<AppEnv>,
  {
    now,
    role = 'STUDENT',
    credit = 0,
    registerStatus = 5,
    confirmed = true,
  }: {
    now: number;
    role?: 'STUDENT' | 'TEACHER' | 'ADMIN';
    credit?: number;
    registerStatus?: number;
    confirmed?: boolean;
  },
) {
  const tag = unique();
  const [user] = await db
    .insert(users)
    .values({
      email: `${tag}@fixture.test`,
      password_hash: 'fixture-no-login',
      nickname: `U${tag}`,
      role,
      register_status: registerStatus,
      is_confirm_email: confirmed,
      created_at: new Date(now),
    })
    .returning({ user_id: users.user_id });
  if (!user) throw new Error('no user');
  if (credit > 0)
    await topUpCredit({ tx: db, actor: SYSTEM, now, userId: user.user_id, amountCents: credit, idempotencyKey: `fixture-topup:${tag}` });
  const agent = createAgent(app);
  agent.jar.set('sid', await createSession({ db, userId: user.user_id, now }));
  return { userId: user.user_id, email: `${tag}@fixture.test`, agent };
}

export async function makeTeacher(db: Db, app: Hono<AppEnv>, { now }: { now: number }) {
  const teacher = await makeUser(db, app, { now, role: 'TEACHER' });
  await db
    .insert(teachers)
    .values({ user_id: teacher.userId, first_valid_time: new Date(now - 90 * DAY_MS), min_price: 1000, trial_price: 500 });
  const [topic] = await db
    .insert(topics)
    .values({
      teacher_id: teacher.userId,
      title: 'Small talk at work',
      description: 'Practise everyday office conversation.',
      language: 'english',
      language_level: 3,
      duration: 60,
      student_capacity: 6,
      category: 'CA002',
      price: 1500,
      created_at: new Date(now),
    })
    .returning({ id: topics.id });
  if (!topic) throw new Error('no topic');
  return { ...teacher, topicId: topic.id };
}

/** A class of the teacher's topic, starting `startsIn` ms after `now` (default 3 days), 60 minutes long. */
export async function makeClass(
  db: Db,
  {
    teacherId,
    topicId,
    now,
    startsIn = 3 * DAY_MS,
    capacity = 6,
    price = 1500,
    status = 'UPCOMING' as const,
  }: {
    teacherId: number;
    topicId: number;
    now: number;
    startsIn?: number;
    capacity?: number;
    price?: number;
    status?: 'UPCOMING' | 'READY_FOR_SCHEDULE' | 'CANCELLED';
  },
) {
  const start = now + startsIn;
  const [row] = await db
    .insert(groupClasses)
    .values({
      topic_id: topicId,
      teacher_id: teacherId,
      title: 'Small talk at work',
      start_time: new Date(start),
      end_time: new Date(start + HOUR_MS),
      status,
      student_capacity: capacity,
      price,
      sku_id: `sku-${unique()}`,
      zoom_account: '812 3456 7890',
      zoom_pass_code: 'kp2026',
      zoom_link: 'https://meet.invalid/j/81234567890',
    })
    .returning();
  if (!row) throw new Error('no class');
  return { classId: row.id, start, end: start + HOUR_MS };
}

/** The mails queued in the outbox for one address, oldest first. */
export async function mailsTo(db: Db, email: string) {
  // Mails are written by the events' handlers after a command commits (outbox/): run them first, as
  // the worker would. Fresh events are due at any `now`; the handlers write what the event says.
  await drainTestEvents(db, { now: Date.now() });
  return db
    .select({ subject: outbox.subject, body: outbox.body, link: outbox.link })
    .from(outbox)
    .where(eq(outbox.to_address, email))
    .orderBy(asc(outbox.id));
}
