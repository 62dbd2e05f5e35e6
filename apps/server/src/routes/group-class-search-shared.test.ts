import { HAS_NEXT_HEADER, searchGroupClasses } from '@app/api';
import { DAY_MS, HOUR_MS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { users } from '../db/schema-accounts';
import { describeEachDatabase } from '../testing/databases';
import { makeUser } from '../testing/fixtures';
import { makeSearchTeacher, makeTopic, makeTopicClass, uniqueLanguage } from '../testing/search-fixtures';
import { createTestApp } from '../testing/test-app';

/** Tuesday 10 March 2026, 12:00 UTC. */
const NOW = Date.UTC(2026, 2, 10, 12);

async function read(res: Response) {
  return { status: res.status, type: res.headers.get('content-type'), hasNext: res.headers.get(HAS_NEXT_HEADER), body: await res.text() };
}

// Identical searches in flight together share one answer (SharedReads); these say sharing never
// changes what anyone gets.
describeEachDatabase('class search: identical concurrent searches share one answer', (ctx) => {
  async function setup() {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const language = uniqueLanguage();
    const teacher = await makeSearchTeacher(db, app, { now: NOW });
    const topic = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language });
    return { app, db, language, topic };
  }

  it('answers every one of many identical requests exactly as a request alone', async () => {
    const { app, db, language, topic } = await setup();
    for (let i = 1; i <= 3; i += 1) await makeTopicClass(db, { topic, start: NOW + i * HOUR_MS });
    const path = `/api/v3/group_class/group_classes?language=${language}&offset=0&length=2`;
    const alone = await read(await app.request(path));
    expect(alone).toMatchObject({ status: 200, type: 'application/json', hasNext: '1' });
    expect(searchGroupClasses.response.parse(JSON.parse(alone.body))).toHaveLength(2);
    const together = await Promise.all(Array.from({ length: 12 }, async () => read(await app.request(path))));
    for (const answer of together) expect(answer).toEqual(alone);
  });

  it('never shares between viewers whose zone reads the weekday differently', async () => {
    const { app, db, language, topic } = await setup();
    // Wednesday 23:30 UTC is already Thursday in Tokyo.
    await makeTopicClass(db, { topic, start: Date.UTC(2026, 2, 11, 23, 30) });
    const [utc, tokyo] = [await makeUser(db, app, { now: NOW }), await makeUser(db, app, { now: NOW })];
    await db.update(users).set({ timezone_iana: 'UTC' }).where(eq(users.user_id, utc.userId));
    await db.update(users).set({ timezone_iana: 'Asia/Tokyo' }).where(eq(users.user_id, tokyo.userId));
    const path = `/api/v3/group_class/group_classes?language=${language}&offset=0&length=10&weekday=2`;
    const answers = await Promise.all(
      [utc, tokyo, utc, tokyo].map(async (viewer) => searchGroupClasses.response.parse(await (await viewer.agent.get(path)).json()).length),
    );
    expect(answers).toEqual([1, 0, 1, 0]);
  });

  it('shows a booking to a search made after the booking was answered, even with identical searches still running', async () => {
    const { app, db, language, topic } = await setup();
    const cls = await makeTopicClass(db, { topic, start: NOW + 2 * DAY_MS });
    const student = await makeUser(db, app, { now: NOW, credit: 10_000 });
    const path = `/api/v3/group_class/group_classes?language=${language}&offset=0&length=10`;
    const seatsIn = async (res: Response) => searchGroupClasses.response.parse(await res.json())[0]?.group_class_students.length;
    const running = Array.from({ length: 6 }, async () => app.request(path));
    expect((await student.agent.post(`/api/v3/group_class/group_classes/${cls.id}/actions/BOOK`, {})).status).toBe(200);
    const after = await Promise.all(Array.from({ length: 6 }, async () => app.request(path)));
    for (const res of after) expect(await seatsIn(res)).toBe(1);
    for (const res of await Promise.all(running)) expect([0, 1]).toContain(await seatsIn(res));
  });

  it('two app instances on one database (two processes): a search on one right after a booking or a drop answered on the other sees it, 100 times in a row', async () => {
    const { app: writer, db, language, topic } = await setup();
    // The second instance has its own shared reads, as a second process would.
    const { app: reader } = createTestApp(ctx.database, NOW);
    const cls = await makeTopicClass(db, { topic, start: NOW + 2 * DAY_MS });
    const student = await makeUser(db, writer, { now: NOW, credit: 10_000 });
    const path = `/api/v3/group_class/group_classes?language=${language}&offset=0&length=10`;
    const seats = async () => searchGroupClasses.response.parse(await (await reader.request(path)).json())[0]?.group_class_students.length;
    // Other visitors keep identical searches running on the reader the whole time.
    let busy = true;
    const visitors = Array.from({ length: 4 }, async () => {
      while (busy) await seats();
    });
    const stale: string[] = [];
    try {
      for (let i = 0; i < 100; i += 1) {
        const book = await student.agent.post(`/api/v3/group_class/group_classes/${cls.id}/actions/BOOK`, {});
        expect(book.status).toBe(200);
        if ((await seats()) !== 1) stale.push(`after booking ${i}`);
        const drop = await student.agent.post(`/api/v3/group_class/group_classes/${cls.id}/actions/CANCEL`);
        expect(drop.status).toBe(200);
        if ((await seats()) !== 0) stale.push(`after drop ${i}`);
      }
    } finally {
      busy = false;
      await Promise.all(visitors);
    }
    expect(stale).toEqual([]);
  });
});
