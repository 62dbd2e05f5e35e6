import type { Page } from 'playwright-core';
import { teachers, topics, users } from '@app/server/testing/tables';
import type { E2eContext } from './e2e-suite';
import { signInAs } from './pages';

const DEMO_TEACHER = 'teacher@demo.test';
let serial = 0;

/**
 * A new teacher with nothing scheduled, signed in in this page, with one approved class topic. The
 * account reuses the demo teacher's password hash (the demo password), so the browser signs in the
 * ordinary way; the app has no teacher onboarding page to make one through.
 */
export async function newSignedInTeacher(e2e: E2eContext, page: Page, { nickname, topicTitle }: { nickname: string; topicTitle: string }) {
  const { db } = e2e.server.database;
  const demo = (await db.select({ email: users.email, password_hash: users.password_hash }).from(users)).find(
    (row) => row.email === DEMO_TEACHER,
  );
  if (!demo) throw new Error(`no ${DEMO_TEACHER} in the demo`);
  const email = `e2e-teacher-${Date.now().toString(36)}-${++serial}@teachers.test`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      password_hash: demo.password_hash,
      nickname,
      role: 'TEACHER',
      register_status: 5,
      is_confirm_email: true,
      timezone_iana: 'Europe/Berlin',
      created_at: new Date(),
    })
    .returning({ user_id: users.user_id });
  if (!user) throw new Error('no user');
  await db
    .insert(teachers)
    .values({ user_id: user.user_id, first_valid_time: new Date(Date.now() - 90 * 86_400_000), min_price: 1000, trial_price: 500 });
  const [topic] = await db
    .insert(topics)
    .values({
      teacher_id: user.user_id,
      title: topicTitle,
      description: 'Everyday conversation practice in small groups.',
      language: 'english',
      language_level: 3,
      duration: 60,
      student_capacity: 6,
      category: 'CA002',
      price: 1500,
      created_at: new Date(),
    })
    .returning({ id: topics.id });
  if (!topic) throw new Error('no topic');
  await signInAs(page, email);
  return { userId: user.user_id, topicId: topic.id, email };
}
