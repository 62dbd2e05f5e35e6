import { HOUR_MS } from '@app/domain';
import { makeClass } from '@app/server/testing/fixtures';
import type { Page } from 'playwright-core';
import { ledgerEntries, outbox, topics, users } from '@app/server/testing/tables';
import type { E2eContext } from './e2e-suite';

/** A state-changing API call from inside the page's context (its cookies), with the CSRF header. */
export async function apiPost(
  page: Page,
  path: string,
  data?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const response = await page.request.post(`/api${path}`, {
    headers: { 'X-Requested-With': 'app', ...headers, ...(data === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(data === undefined ? {} : { data }),
  });
  return { status: response.status(), body: await response.json().catch(() => null) };
}

export async function apiGet(page: Page, path: string): Promise<unknown> {
  const response = await page.request.get(`/api${path}`);
  if (!response.ok()) throw new Error(`GET ${path}: ${response.status()} ${await response.text()}`);
  return response.json();
}

/** The balance in USD cents, read as the page's user would (`GET /api/v1/wallet`). */
export async function walletBalance(page: Page): Promise<number> {
  const body = (await apiGet(page, '/v1/wallet')) as { data: { balance: number } };
  return body.data.balance;
}

/**
 * The confirmation link the server "mailed" to `email` (the outbox table; there is no mail server).
 * The server's event worker writes the mail a moment after the sign-up commits, so this waits for it
 * as an inbox would (a few seconds at most).
 */
export async function confirmationLink(
  e2e: E2eContext,
  email: string,
  { timeoutMs = 5_000 }: { timeoutMs?: number } = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await e2e.server.database.db.select().from(outbox);
    // The newest confirmation mail of theirs (a booking mail may have come after it).
    const link = mails
      .filter((m) => m.to_address.toLowerCase() === email.toLowerCase())
      .map((m) => m.body.match(/https?:\/\/\S+\/confirm-email\?token=[\w-]+(?:&returnTo=[^\s<>"]+)?/)?.[0])
      .filter((found) => found !== undefined)
      .at(-1);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no confirmation mail for ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export async function userIdOf(e2e: E2eContext, email: string): Promise<number> {
  const rows = await e2e.server.database.db.select({ user_id: users.user_id, email: users.email }).from(users);
  const row = rows.find((r) => r.email.toLowerCase() === email.toLowerCase());
  if (!row) throw new Error(`no user ${email}`);
  return row.user_id;
}

/** Credit on a test user's wallet: one TOP_UP ledger row, as the wallet's own top-up writes it. */
export async function topUp(e2e: E2eContext, { userId, cents }: { userId: number; cents: number }): Promise<void> {
  await e2e.server.database.db.insert(ledgerEntries).values({
    user_id: userId,
    amount: cents,
    kind: 'TOP_UP',
    idempotency_key: `e2e-topup:${userId}:${Date.now()}:${Math.random()}`,
    created_at: new Date(),
  });
}

let serial = 0;
/**
 * A new student signed up and confirmed through the API in this page's context (confirming signs
 * in: the session cookie stays in the page), with `credit` cents on the wallet besides the server's welcome credit
 * (a TOP_UP row, so a test does not depend on the welcome credit's amount). Returns the user id and email.
 * `locale` is the account's language, as the sign-up page sends its own (default English): signed
 * in, the site shows it whatever the browser's language.
 */
export async function newConfirmedStudent(
  e2e: E2eContext,
  page: Page,
  { credit = 10_000, locale = 'en' }: { credit?: number; locale?: 'en' | 'es' } = {},
) {
  const email = `e2e-${Date.now().toString(36)}-${++serial}@students.test`;
  // Each student from its own address (the e2e server trusts one proxy hop), so a suite that signs
  // up many is not one address over the sign-up limit.
  const signedUp = await apiPost(
    page,
    '/v1/account/signup',
    { email, password: 'e2e-password-123', nickname: `E2E Student ${serial}`, timezone_iana: 'Europe/Berlin', locale },
    { 'X-Forwarded-For': `198.18.${(serial >> 8) & 255}.${serial & 255}` },
  );
  if (signedUp.status !== 200) throw new Error(`signup failed: ${signedUp.status} ${JSON.stringify(signedUp.body)}`);
  const token = new URL(await confirmationLink(e2e, email)).searchParams.get('token');
  const confirmed = await apiPost(page, '/v1/account/confirm_email', { token });
  if (confirmed.status !== 200) throw new Error(`confirm failed: ${confirmed.status}`);
  const userId = await userIdOf(e2e, email);
  if (credit > 0) await topUp(e2e, { userId, cents: credit });
  return { userId, email };
}

/** The demo teacher's (teacher@demo.test) first class topic (not a course topic). */
export async function demoTeacherTopic(e2e: E2eContext): Promise<{ teacherId: number; topicId: number }> {
  const teacherId = await userIdOf(e2e, 'teacher@demo.test');
  const rows = await e2e.server.database.db
    .select({ id: topics.id, teacher_id: topics.teacher_id, is_course: topics.is_course, status: topics.status })
    .from(topics);
  const topic = rows.filter((t) => t.teacher_id === teacherId && !t.is_course && t.status === 'APPROVE').sort((a, b) => a.id - b.id)[0];
  if (!topic) throw new Error('the demo teacher has no class topic');
  return { teacherId, topicId: topic.id };
}

/** A class of the demo teacher's class topic starting `startsIn` ms from now. */
export async function demoTeacherClass(e2e: E2eContext, { startsIn, capacity = 6 }: { startsIn: number; capacity?: number }) {
  const { teacherId, topicId } = await demoTeacherTopic(e2e);
  const made = await makeClass(e2e.server.database.db, { teacherId, topicId, now: Date.now(), startsIn, capacity });
  return { ...made, teacherId, topicId };
}

/** Books a class from the page's session through the API (the BOOK action pays from the wallet). */
export async function bookViaApi(page: Page, classId: number): Promise<{ seatId: number }> {
  const booked = await apiPost(page, `/v3/group_class/group_classes/${classId}/actions/BOOK`, {});
  if (booked.status !== 200) throw new Error(`BOOK ${classId}: ${booked.status} ${JSON.stringify(booked.body)}`);
  return { seatId: (booked.body as { data: { order: { group_class_student: { id: number } } } }).data.order.group_class_student.id };
}

/**
 * A class of the demo teacher from `startsIn` ms on, booked from the page's session. A student with
 * classes and lessons of her own (the demo student) may already be busy then, depending on the hour
 * the suite runs: the server answers TimeNotAvailable, and the next class starts an hour later.
 */
export async function bookDemoTeacherClass(e2e: E2eContext, page: Page, { startsIn }: { startsIn: number }) {
  for (let hours = 0; hours < 24; hours += 1) {
    const made = await demoTeacherClass(e2e, { startsIn: startsIn + hours * HOUR_MS });
    const booked = await apiPost(page, `/v3/group_class/group_classes/${made.classId}/actions/BOOK`, {});
    if (booked.status === 200) return made;
    const code = (booked.body as { error?: { code?: string } } | null)?.error?.code;
    if (code !== 'TimeNotAvailable') throw new Error(`BOOK ${made.classId}: ${booked.status} ${JSON.stringify(booked.body)}`);
  }
  throw new Error('the student is busy at every hour of that day');
}
