import { DAY_MS, DEFAULT_PLATFORM_COMMISSION_BPS, readInZone } from '@app/domain';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createManualClock } from '../../clock';
import { bookClass } from '../../commands/book-class';
import { users } from '../../db/schema-accounts';
import { createLogger } from '../../http/logger';
import { describeEachDatabase } from '../../testing/databases';
import { drainTestEvents } from '../../testing/drain';
import { makeClass, makeTeacher, makeUser } from '../../testing/fixtures';
import { parseIcs } from '../../testing/parse-ics';
import { startTestSmtpServer, type TestSmtpServer } from '../../testing/smtp-test-server';
import { createTestApp } from '../../testing/test-app';
import { deliverDueMails } from './deliver-mails';
import { createSmtpSender, type MailSender } from './mail-sender';

const NOW = Date.UTC(2026, 9, 20, 9);
const PUBLIC_URL = 'https://learn.example';

describeEachDatabase('the booking mail by SMTP (issue 15 "the booking mail arrives in the test SMTP server with a valid .ics")', (ctx) => {
  let smtp: TestSmtpServer;
  let sender: MailSender;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    sender = createSmtpSender({ url: smtp.url, from: 'Linguaroom <no-reply@linguaroom.test>' });
  });
  afterAll(async () => {
    sender.close();
    await smtp.stop();
  });

  it('a booked class: text, HTML and the .ics arrive; the .ics names the class in the reader zone at the wall time the text says', async () => {
    const db = ctx.database.db;
    const { app } = createTestApp(ctx.database, NOW);
    const teacher = await makeTeacher(db, app, { now: NOW });
    // Tuesday 27 October 2026, 18:30 UTC: after Europe's clock change (25 Oct), before New York's (1 Nov).
    const cls = await makeClass(db, {
      teacherId: teacher.userId,
      topicId: teacher.topicId,
      now: NOW,
      startsIn: 7 * DAY_MS + 9.5 * 3_600_000,
    });
    const student = await makeUser(db, app, { now: NOW, credit: 5_000 });
    await db.update(users).set({ timezone_iana: 'America/New_York', is_am: 1, nickname: 'Emma' }).where(eq(users.user_id, student.userId));
    await db.transaction((tx) =>
      bookClass({
        tx,
        actor: { kind: 'student', userId: student.userId },
        now: NOW,
        classId: cls.classId,
        commissionBps: DEFAULT_PLATFORM_COMMISSION_BPS,
      }),
    );
    await drainTestEvents(db, { now: NOW, publicUrl: PUBLIC_URL });
    smtp.received.length = 0;
    const result = await deliverDueMails({
      db,
      sender,
      clock: createManualClock(NOW),
      logger: createLogger('silent'),
      mailHost: 'learn.example',
    });
    expect(result.failed).toBe(0);

    const raw = smtp.received.find((m) => m.to.includes(student.email))?.raw;
    expect(raw).toBeDefined();
    const parsed = await simpleParser(raw ?? '');
    expect(parsed.subject).toBe("You're booked: “Small talk at work”");
    const local = readInZone({ instant: cls.start, zone: 'America/New_York' });
    expect(local.local_time).toBe('14:30');
    expect(parsed.text).toContain('on Tue, Oct 27, 2026 at 2:30 PM America/New_York (GMT-04:00). You paid $15.00.');
    expect(parsed.html).toContain('You booked the class “Small talk at work”');
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`class-${cls.classId}.ics`, 'text/calendar']]);
    const ics = parseIcs(parsed.attachments[0]?.content.toString('utf8') ?? '');
    expect(ics.zones).toEqual(['America/New_York']);
    expect(ics.events).toEqual([
      expect.objectContaining({ tzid: 'America/New_York', localStart: local.local_time, start: cls.start, status: 'CONFIRMED' }),
    ]);
    expect(parsed.attachments[0]?.content.toString('utf8')).toContain(
      `DTSTART;TZID=America/New_York:${local.local_date.replaceAll('-', '')}T143000`,
    );
  });
});
