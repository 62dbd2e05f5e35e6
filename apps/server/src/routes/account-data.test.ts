import { HOUR_MS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { sessions, users } from '../db/schema-accounts';
import { groupClassStudents, ledgerEntries } from '../db/schema-catalog';
import { favourites, reducedTeachers, searchHistory, topicFavourites } from '../db/schema-discovery';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { createTestApp, TEST_PASSWORD_HASH_COST } from '../testing/test-app';
import { fakeFiles } from '../testing/upload-files';

const NOW = Date.UTC(2026, 10, 26, 10);
const PASSWORD = 'my password 123';
/** Each test checks passwords with scrypt at 128 MiB: seconds each on a loaded machine. */
const SCRYPT_TIMEOUT_MS = 180_000;

describeEachDatabase('download my data and delete account (issue 17)', (ctx) => {
  async function studentWithBookings() {
    const test = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, test.app, { now: NOW });
    const later = await makeClass(db, {
      teacherId: teacher.userId,
      topicId: teacher.topicId,
      now: NOW,
      startsIn: 3 * 24 * HOUR_MS,
      price: 1500,
    });
    const soon = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW, startsIn: 2 * HOUR_MS, price: 1200 });
    const student = await makeUser(db, test.app, { now: NOW, credit: 10_000 });
    await db
      .update(users)
      .set({ password_hash: await hashPassword(PASSWORD, TEST_PASSWORD_HASH_COST) })
      .where(eq(users.user_id, student.userId));
    for (const cls of [later, soon])
      expect((await student.agent.post(`/api/v3/group_class/group_classes/${cls.classId}/actions/BOOK`, {})).status).toBe(200);
    return { ...test, teacher, student, later, soon };
  }

  it(
    'download my data: a JSON file of the account, bookings, ledger, messages and reviews; no secrets; visitors 401',
    async () => {
      const { app, student, later } = await studentWithBookings();
      const res = await student.agent.get('/api/v1/me/export');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-2026-11-26\.json"/);
      const text = await res.text();
      const data = JSON.parse(text) as {
        account: { email: string };
        bookings: { classes: { class_id: number; status: string }[] };
        ledger: { balance_cents: number; entries: unknown[] };
        messages: unknown[];
        reviews: unknown[];
      };
      expect(data.account.email).toBe(student.email);
      expect(data.bookings.classes.map((c) => c.class_id)).toContain(later.classId);
      expect(data.ledger.balance_cents).toBe(10_000 - 1500 - 1200);
      expect(data.ledger.entries).toHaveLength(3);
      expect(data.messages).toEqual([]);
      expect(data.reviews).toEqual([]);
      expect(text).not.toContain('password');
      expect(text).not.toContain('token');
      expect((await createAgent(app).get('/api/v1/me/export')).status).toBe(401);
    },
    SCRYPT_TIMEOUT_MS,
  );

  it(
    'delete account: the password is required; an upcoming booking is dropped with its refund, one inside 24 h kept (normal rules); the row anonymised, the ledger kept, every session ended',
    async () => {
      const { student, teacher, later, soon } = await studentWithBookings();
      const db = ctx.database.db;
      // What the person saved about others goes with them: favourites (teachers, topics), the teachers they set aside.
      for (const path of [
        `/api/v2/teachers/${teacher.userId}/favourite`,
        `/api/v2/group_topics/${teacher.topicId}/favourite`,
        `/api/v2/teachers/${teacher.userId}/reduce_similar`,
      ])
        expect({ path, status: (await student.agent.post(path, {})).status }).toEqual({ path, status: 200 });
      const form = new FormData();
      form.append('file', new Blob([fakeFiles.png]), 'me.png');
      expect((await student.agent.upload('/api/v1/me/avatar', form)).status).toBe(200);
      const ledgerBefore = await db.select().from(ledgerEntries).where(eq(ledgerEntries.user_id, student.userId));

      const wrong = await student.agent.post('/api/v1/me/delete_account', { current_password: 'not it at all' });
      expect(await wrong.json()).toMatchObject({ error: { code: 'CurrentPasswordWrong' } });
      const done = await student.agent.post('/api/v1/me/delete_account', { current_password: PASSWORD });
      expect(await done.json()).toEqual({ data: { dropped: 1, kept: 1, refunded_cents: 1500 } });
      expect(done.headers.get('set-cookie')).toMatch(/sid=;/);

      const seats = await db.select().from(groupClassStudents).where(eq(groupClassStudents.student_id, student.userId));
      expect(seats.find((s) => s.group_class_id === later.classId)?.status).toBe('CANCELLED');
      expect(seats.find((s) => s.group_class_id === soon.classId)?.status).toBe('SCHEDULED');
      // The ledger keeps every row it had, plus the refund.
      const ledgerAfter = await db.select().from(ledgerEntries).where(eq(ledgerEntries.user_id, student.userId));
      expect(ledgerAfter).toHaveLength(ledgerBefore.length + 1);
      expect(ledgerAfter.slice(0, ledgerBefore.length)).toEqual(ledgerBefore);
      const [row] = await db.select().from(users).where(eq(users.user_id, student.userId));
      expect(row).toMatchObject({
        email: `deleted-${student.userId}@deleted.invalid`,
        nickname: 'Deleted user',
        about: '',
        avatar_file_name: null,
        deleted_at: new Date(NOW),
      });
      expect(await db.select().from(sessions).where(eq(sessions.user_id, student.userId))).toEqual([]);
      for (const table of [favourites, topicFavourites, reducedTeachers, searchHistory])
        expect(await db.select().from(table).where(eq(table.user_id, student.userId))).toEqual([]);
      expect((await student.agent.get('/api/v2/me/foundation')).status).toBe(401);
    },
    SCRYPT_TIMEOUT_MS,
  );

  it(
    "a teacher's account is not deleted here",
    async () => {
      const { app } = createTestApp(ctx.database, NOW);
      const teacher = await makeTeacher(ctx.database.db, app, { now: NOW });
      await ctx.database.db
        .update(users)
        .set({ password_hash: await hashPassword(PASSWORD, TEST_PASSWORD_HASH_COST) })
        .where(eq(users.user_id, teacher.userId));
      const refused = await teacher.agent.post('/api/v1/me/delete_account', { current_password: PASSWORD });
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: { code: 'AccountHasTeaching' } });
    },
    SCRYPT_TIMEOUT_MS,
  );
});
