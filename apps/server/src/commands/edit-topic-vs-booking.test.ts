import { DAY_MS, DEFAULT_PLATFORM_COMMISSION_BPS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { groupClasses, topics } from '../db/schema-catalog';
import { AppError } from '../errors/app-error';
import { getBalance, type Tx } from '../money/ledger';
import { describeEachDatabase } from '../testing/databases';
import { makeClass, makeUser } from '../testing/fixtures';
import { makeTopicTeacher, topicDraft } from '../testing/topic-fixtures';
import { createTestApp } from '../testing/test-app';
import { bookClass } from './book-class';
import { createTopic } from './create-topic';
import { editTopic } from './edit-topic';

const NOW = Date.UTC(2026, 2, 10, 12);
const OLD_PRICE = 1_500;
const NEW_PRICE = 2_500;
const CREDIT = 10_000;
const HOLD_MS = 150;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const settle = (p: Promise<unknown>): Promise<string> =>
  p.then(
    () => 'ok',
    (e: unknown) => (e instanceof AppError ? e.code : `unexpected: ${String(e)}`),
  );
function signal() {
  let fire: () => void = () => undefined;
  const fired = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fire, fired };
}

/**
 * Issue 14: "a topic edit racing a booking", on PostgreSQL (PGlite has one connection: nothing
 * there runs at the same time). The booking locks the class and charges the class's price; the
 * edit locks the topic, then its classes, and is refused once a seat exists. Whichever holds the
 * class lock first wins and the other sees its result: the booking paid the old price and the
 * price edit is refused, or the edit landed and the booking pays the new price.
 */
describeEachDatabase('a topic price edit racing a booking of its class', (ctx) => {
  async function setup() {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTopicTeacher(db, app, { now: NOW });
    const teacherActor = { kind: 'teacher', userId: teacher.userId } as const;
    const { topic } = await db.transaction((tx) =>
      createTopic({ tx, actor: teacherActor, now: NOW, draft: topicDraft({ price: OLD_PRICE }) }),
    );
    const cls = await makeClass(db, { teacherId: teacher.userId, topicId: topic.id, now: NOW, startsIn: 2 * DAY_MS, price: OLD_PRICE });
    const student = await makeUser(db, app, { now: NOW, credit: CREDIT });
    const bookIn = (tx: Tx) =>
      bookClass({
        tx,
        actor: { kind: 'student', userId: student.userId },
        now: NOW,
        classId: cls.classId,
        commissionBps: DEFAULT_PLATFORM_COMMISSION_BPS,
      });
    const editIn = (tx: Tx) => editTopic({ tx, actor: teacherActor, now: NOW, topicId: topic.id, draft: topicDraft({ price: NEW_PRICE }) });
    const outcome = async () => {
      const [t] = await db.select({ price: topics.price }).from(topics).where(eq(topics.id, topic.id));
      const [c] = await db.select({ price: groupClasses.price }).from(groupClasses).where(eq(groupClasses.id, cls.classId));
      return { topicPrice: t?.price, classPrice: c?.price, paid: CREDIT - (await getBalance(db, student.userId)) };
    };
    return { db, bookIn, editIn, outcome };
  }
  const BOOKING_WON = { topicPrice: OLD_PRICE, classPrice: OLD_PRICE, paid: OLD_PRICE };
  const EDIT_WON = { topicPrice: NEW_PRICE, classPrice: NEW_PRICE, paid: NEW_PRICE };

  it.skipIf(ctx.kind !== 'postgres')(
    'the booking holds the class first: it pays the old price, and the edit (waiting on the lock) is refused',
    async () => {
      const { db, bookIn, editIn, outcome } = await setup();
      const booked = signal();
      const booking = db.transaction(async (tx) => {
        await bookIn(tx);
        booked.fire();
        await sleep(HOLD_MS);
      });
      await booked.fired;
      const editing = settle(db.transaction(editIn));
      await booking;
      expect(await editing).toBe('TopicEditLocked');
      expect(await outcome()).toEqual(BOOKING_WON);
    },
  );

  it.skipIf(ctx.kind !== 'postgres')('the edit holds the classes first: the booking waits and pays the new price', async () => {
    const { db, bookIn, editIn, outcome } = await setup();
    const edited = signal();
    const editing = db.transaction(async (tx) => {
      await editIn(tx);
      edited.fire();
      await sleep(HOLD_MS);
    });
    await edited.fired;
    const booking = settle(db.transaction(bookIn));
    await editing;
    expect(await booking).toBe('ok');
    expect(await outcome()).toEqual(EDIT_WON);
  });

  it('started together, again and again: always one of the two consistent outcomes', async () => {
    const seen = new Set<string>();
    for (let round = 0; round < 8; round += 1) {
      const { db, bookIn, editIn, outcome } = await setup();
      const [booking, editing] = await Promise.all([settle(db.transaction(bookIn)), settle(db.transaction(editIn))]);
      const result = await outcome();
      expect(booking).toBe('ok');
      if (editing === 'ok') expect(result).toEqual(EDIT_WON);
      else {
        expect(editing).toBe('TopicEditLocked');
        expect(result).toEqual(BOOKING_WON);
      }
      seen.add(editing);
    }
    expect(seen.size).toBeGreaterThan(0);
  });
});
