import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createManualClock } from '../../clock';
import { outbox } from '../../db/schema-accounts';
import { createLogger } from '../../http/logger';
import { MAX_HANDLER_ATTEMPTS, retryDelayMs } from '../../outbox/retry';
import { describeEachDatabase } from '../../testing/databases';
import { startSilentServer, startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp-test-server';
import { queueMail } from '../queue-mail';
import { deliverDueMails, MAX_MAIL_AGE_MS, SEND_LEASE_MS } from './deliver-mails';
import { createSmtpSender, type MailSender } from './mail-sender';

const NOW = Date.UTC(2026, 11, 1, 9);
const logger = createLogger('silent');
const FROM = 'Linguaroom <no-reply@linguaroom.test>';
const FAST = { connectionMs: 500, greetingMs: 300, socketMs: 1_000 };

describeEachDatabase('mail delivery by SMTP (issue 15 "a delivery worker sends it by SMTP ... with retries and backoff")', (ctx) => {
  const clock = createManualClock(NOW);
  let smtp: TestSmtpServer;
  let sender: MailSender;
  const db = () => ctx.database.db;
  const deliver = (withSender = sender) => deliverDueMails({ db: db(), sender: withSender, clock, logger, mailHost: 'linguaroom.test' });
  const queue = (to: string, subject = `Hello ${to}`) =>
    db().transaction((tx) =>
      queueMail(tx, {
        to,
        mail: { subject, text: `Plain text for ${to}`, html: `<p>HTML for ${to}</p>`, link: null },
        now: clock.now(),
      }),
    );
  const rows = () => db().select().from(outbox).orderBy(asc(outbox.id));

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    sender = createSmtpSender({ url: smtp.url, from: FROM, timeouts: FAST });
  });
  afterAll(async () => {
    sender.close();
    await smtp.stop();
  });
  beforeEach(async () => {
    await db().delete(outbox);
    smtp.received.length = 0;
    smtp.mood = 'accept';
    clock.set(NOW);
  });

  it('sends each queued mail once, text and HTML, from MAIL_FROM, with a Message-ID that names the row; a second run sends nothing', async () => {
    await queue('ana@students.test');
    await queue('ben@students.test');
    expect(await deliver()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(smtp.received.map((m) => m.to)).toEqual([['ana@students.test'], ['ben@students.test']]);
    const [first] = smtp.received;
    expect(first?.header('subject')).toBe('Hello ana@students.test');
    expect(first?.header('from')).toBe(FROM);
    expect(first?.header('content-type')).toMatch(/^multipart\/alternative/);
    expect(first?.raw).toContain('Plain text for ana@students.test');
    expect(first?.raw).toContain('<p>HTML for ana@students.test</p>');
    const stored = await rows();
    expect(stored.map((r) => [r.attempts, r.sent_at?.getTime(), r.failed_at])).toEqual([
      [1, NOW, null],
      [1, NOW, null],
    ]);
    expect(first?.header('message-id')).toBe(`<outbox-${stored[0]?.id}.${NOW}@linguaroom.test>`);
    expect(stored[0]?.message_id).toBe(first?.header('message-id'));

    expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(2);
  });

  it('an optional mail carries List-Unsubscribe with one-click POST (RFC 8058); others carry neither', async () => {
    const oneClick = 'http://localhost/api/v1/mail/unsubscribe/one_click?token=abc';
    await db().transaction((tx) =>
      queueMail(tx, {
        to: 'ana@students.test',
        mail: { subject: 'Reminder', text: 'Plain', html: '<p>HTML</p>', link: null },
        now: clock.now(),
        listUnsubscribe: oneClick,
      }),
    );
    await queue('ben@students.test');
    expect(await deliver()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    const [reminder, other] = smtp.received;
    expect(reminder?.header('list-unsubscribe')).toBe(`<${oneClick}>`);
    expect(reminder?.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(other?.header('list-unsubscribe')).toBeUndefined();
    expect(other?.header('list-unsubscribe-post')).toBeUndefined();
  });

  it('a 550 refusal is final: failed, the reason kept, never tried again', async () => {
    smtp.mood = 'refuse-permanently';
    await queue('nobody@students.test');
    expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    smtp.mood = 'accept';
    clock.advance(2 * 60 * 60_000);
    expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const [row] = await rows();
    expect(row?.failed_at?.getTime()).toBe(NOW);
    expect(row?.last_error).toContain('No such mailbox');
    expect(smtp.received).toHaveLength(0);
  });

  it('a 451 is retried after the backoff (not 1 ms sooner), and then delivered', async () => {
    smtp.mood = 'refuse-for-now';
    await queue('later@students.test');
    expect(await deliver()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const wait = retryDelayMs(1) ?? 0;
    expect((await rows())[0]?.next_attempt_at.getTime()).toBe(NOW + wait);
    smtp.mood = 'accept';
    clock.set(NOW + wait - 1);
    expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock.set(NOW + wait);
    expect(await deliver()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect((await rows())[0]?.attempts).toBe(2);
  });

  it('a server that is down: the batch waits without a try counted per mail, and goes out once it is back', async () => {
    for (const n of [1, 2, 3]) await queue(`down-${n}@students.test`);
    await smtp.stop();
    try {
      expect(await deliver()).toEqual({ sent: 0, retrying: 3, failed: 0 });
      const stored = await rows();
      expect(stored.map((r) => r.attempts)).toEqual([1, 0, 0]);
      expect(new Set(stored.map((r) => r.next_attempt_at.getTime()))).toEqual(new Set([NOW + (retryDelayMs(1) ?? 0)]));
      expect(stored[0]?.last_error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await smtp.restart();
    }
    clock.advance(retryDelayMs(1) ?? 0);
    expect(await deliver()).toEqual({ sent: 3, retrying: 0, failed: 0 });
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['down-1@students.test', 'down-2@students.test', 'down-3@students.test']);
  });

  it('a server that accepts and never greets times out, and the mail waits for the next try', async () => {
    const silent = await startSilentServer();
    const hung = createSmtpSender({ url: silent.url, from: FROM, timeouts: FAST });
    try {
      await queue('hung@students.test');
      expect(await deliver(hung)).toEqual({ sent: 0, retrying: 1, failed: 0 });
      expect((await rows())[0]?.last_error).toMatch(/greeting|timeout/i);
    } finally {
      hung.close();
      await silent.stop();
    }
  });

  it(`gives up after ${MAX_HANDLER_ATTEMPTS} tries`, async () => {
    smtp.mood = 'refuse-for-now';
    await queue('stubborn@students.test');
    for (let attempt = 1; attempt <= MAX_HANDLER_ATTEMPTS; attempt += 1) {
      await deliver();
      clock.advance(retryDelayMs(attempt) ?? 0);
    }
    const [row] = await rows();
    expect(row?.attempts).toBe(MAX_HANDLER_ATTEMPTS);
    expect(row?.failed_at).not.toBeNull();
    expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it(`does not send a mail older than ${MAX_MAIL_AGE_MS / 3_600_000} h (a stale link misleads): it is marked failed, too old to send`, async () => {
    await queue('old@students.test');
    await queue('fresh@students.test');
    clock.advance(MAX_MAIL_AGE_MS);
    await queue('new@students.test');
    // At exactly the age it still goes; 1 ms past it, not.
    clock.advance(1);
    await deliver();
    expect(smtp.received.map((m) => m.to[0])).toEqual(['new@students.test']);
    expect((await rows()).map((r) => r.last_error)).toEqual(['too old to send', 'too old to send', null]);
  });

  it('a mail claimed by another sender is not taken again until its lease ends', async () => {
    await queue('leased@students.test');
    // A sender that takes the mail and dies before saying how it went.
    const dying: MailSender = {
      send: () => new Promise<void>(() => undefined),
      close: () => undefined,
    };
    void deliver(dying);
    await expect.poll(async () => (await rows())[0]?.attempts).toBe(1);
    expect(await deliver()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    clock.advance(SEND_LEASE_MS);
    expect(await deliver()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(smtp.received).toHaveLength(1);
  });

  it('senders running at once send each mail exactly once', async () => {
    for (let n = 0; n < 40; n += 1) await queue(`many-${n}@students.test`);
    const results = await Promise.all(Array.from({ length: 4 }, () => deliver()));
    expect(results.reduce((sum, r) => sum + r.sent, 0)).toBe(40);
    const addresses = smtp.received.map((m) => m.to[0]);
    expect(addresses).toHaveLength(40);
    expect(new Set(addresses).size).toBe(40);
  });
});
