import {
  classVideoRoomPath,
  lessonVideoRoomPath,
  type MailKind,
  oneClickUnsubscribe,
  settingsPath,
  unsubscribePath,
  webUrl,
} from '@app/api';
import { REMINDERS, type ReminderKind, reminderToSend } from '@app/domain';
import { and, asc, eq, gt, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { courses, courseStudents, groupClasses, groupClassStudents, topics } from '../db/schema-catalog';
import { lessons } from '../db/schema-lessons';
import { type ReminderOutcome, reminderSends, type ReminderTarget } from '../db/schema-mail';
import { createUnsubscribeToken, wantsMail } from '../mail/mail-preferences';
import type { MailReader } from '../mail/mail';
import { loadMailReaders } from '../mail/mail-readers';
import { queueMail } from '../mail/queue-mail';
import { type ReminderSubject, renderClassReminderMail } from '../mail/templates/class-reminder';
import { lessonTitle } from '../mail/templates/lesson-cancelled';
import type { Tx } from '../money/ledger';

/** Reminders handled per run and kind of seat: a backlog (a server down for a day) clears over a few runs. */
export const REMINDER_BATCH = 200;

/** Which setting switches a reminder off (`MAIL_KINDS`). */
export const REMINDER_MAIL_KIND: Record<ReminderKind, MailKind> = { DAY_BEFORE: 'reminder_24h', HOUR_BEFORE: 'reminder_1h' };

const LONGEST_LEAD_MS = Math.max(...REMINDERS.map((r) => r.leadMs));
const SHORTEST_LEAD_MS = Math.min(...REMINDERS.map((r) => r.leadMs));
const LIVE_CLASS_SEAT = ['SCHEDULED', 'CONFIRMED'] as const;
const ENDED_OR_CANCELLED_CLASS = ['CANCELLED', 'FINISHED'] as const;

export interface ReminderRun {
  /** Reminder mails put in the outbox by this run. */
  readonly queued: number;
  /** Reminders due to students who had switched that kind off: recorded, not mailed. */
  readonly optedOut: number;
}

interface DueReminder {
  readonly target: ReminderTarget;
  readonly targetId: number;
  readonly userId: number;
  readonly start: number;
  readonly bookedAt: number;
}

/**
 * Issue 15: the reminders due at `now` (24 h and 1 h before a class, a course class or a lesson,
 * the domain's `reminderToSend`), each mailed once across processes and restarts. Candidates are
 * read outside any transaction; each is then handled in a transaction of its own that checks the
 * seat is still live under a share lock (a cancel committing meanwhile waits, or has already won),
 * inserts its `reminder_sends` row with `ON CONFLICT DO NOTHING`, and queues the mail only if that
 * insert happened. A kind the student switched off is recorded as `opted_out` and not mailed.
 */
export async function sendDueReminders({
  db,
  now,
  publicUrl,
  limit = REMINDER_BATCH,
  skip = false,
}: {
  db: Db;
  now: number;
  publicUrl: string;
  limit?: number;
  /** Record the due reminders as `skipped` instead of mailing them (`skipDueReminders`). */
  skip?: boolean;
}): Promise<ReminderRun & { skipped: number }> {
  const candidates = [...(await dueClassSeats(db, now, limit)), ...(await dueLessons(db, now, limit))];
  let queued = 0;
  let optedOut = 0;
  let skipped = 0;
  for (const candidate of candidates) {
    // The domain decides; the queries only narrow down. Each candidate has no row for the kind due now.
    const kind = reminderToSend({ start: candidate.start, bookedAt: candidate.bookedAt, cancelled: false, sent: [], now });
    if (kind === null) continue;
    const outcome = await db.transaction((tx) => handleReminder(tx, { candidate, kind, now, publicUrl, skip }));
    if (outcome === 'queued') queued += 1;
    if (outcome === 'opted_out') optedOut += 1;
    if (outcome === 'skipped') skipped += 1;
  }
  return { queued, optedOut, skipped };
}

/**
 * Records every reminder due at `now` as `skipped`, mailing none: the demo seed's bookings (seed/on-start.ts)
 * are history, and a first start mails nobody about them (apps/server/README "Events of seeded history").
 * Their later reminders go out as any others.
 */
export async function skipDueReminders({ db, now }: { db: Db; now: number }): Promise<number> {
  let total = 0;
  for (;;) {
    const { skipped } = await sendDueReminders({ db, now, publicUrl: '', skip: true, limit: 1_000 });
    total += skipped;
    if (skipped === 0) return total;
  }
}

/** The kind due at `now` for a start (the shorter lead once within it): the SQL twin of reminderToSend's window. */
function dueKindSql(start: AnyPgColumn, now: number) {
  return sql`case when ${start} <= ${new Date(now + SHORTEST_LEAD_MS)} then 'HOUR_BEFORE' else 'DAY_BEFORE' end`;
}

function notYetHandled(target: ReminderTarget, id: AnyPgColumn, start: AnyPgColumn, now: number) {
  return sql`not exists (select 1 from ${reminderSends} where ${reminderSends.target} = ${target} and ${reminderSends.target_id} = ${id} and ${reminderSends.kind} = ${dueKindSql(start, now)})`;
}

function bookedBeforeDue(bookedAt: AnyPgColumn, start: AnyPgColumn, now: number) {
  return sql`${bookedAt} < ${start} - (case when ${start} <= ${new Date(now + SHORTEST_LEAD_MS)} then ${`${SHORTEST_LEAD_MS} milliseconds`}::interval else ${`${LONGEST_LEAD_MS} milliseconds`}::interval end)`;
}

async function dueClassSeats(db: Db, now: number, limit: number): Promise<DueReminder[]> {
  const rows = await db
    .select({
      id: groupClassStudents.id,
      userId: groupClassStudents.student_id,
      start: groupClasses.start_time,
      bookedAt: groupClassStudents.created_at,
    })
    .from(groupClassStudents)
    .innerJoin(groupClasses, eq(groupClasses.id, groupClassStudents.group_class_id))
    .where(
      and(
        inArray(groupClassStudents.status, [...LIVE_CLASS_SEAT]),
        notInArray(groupClasses.status, [...ENDED_OR_CANCELLED_CLASS]),
        gt(groupClasses.start_time, new Date(now)),
        lte(groupClasses.start_time, new Date(now + LONGEST_LEAD_MS)),
        notYetHandled('class_seat', groupClassStudents.id, groupClasses.start_time, now),
        bookedBeforeDue(groupClassStudents.created_at, groupClasses.start_time, now),
      ),
    )
    .orderBy(asc(groupClasses.start_time), asc(groupClassStudents.id))
    .limit(limit);
  return rows.map((r) => ({
    target: 'class_seat',
    targetId: r.id,
    userId: r.userId,
    start: r.start.getTime(),
    bookedAt: r.bookedAt.getTime(),
  }));
}

async function dueLessons(db: Db, now: number, limit: number): Promise<DueReminder[]> {
  const rows = await db
    .select({ id: lessons.id, userId: lessons.student_id, start: lessons.start_time, bookedAt: lessons.created_at })
    .from(lessons)
    .where(
      and(
        eq(lessons.status, 'BOOKED'),
        gt(lessons.start_time, new Date(now)),
        lte(lessons.start_time, new Date(now + LONGEST_LEAD_MS)),
        notYetHandled('lesson', lessons.id, lessons.start_time, now),
        bookedBeforeDue(lessons.created_at, lessons.start_time, now),
      ),
    )
    .orderBy(asc(lessons.start_time), asc(lessons.id))
    .limit(limit);
  return rows.map((r) => ({
    target: 'lesson',
    targetId: r.id,
    userId: r.userId,
    start: r.start.getTime(),
    bookedAt: r.bookedAt.getTime(),
  }));
}

/** What the mail shows, read under a share lock on the seat; null when the seat or its class is no longer live. */
async function lockLiveTarget(
  tx: Tx,
  candidate: DueReminder,
): Promise<{ subject: (locale: MailReader['locale']) => ReminderSubject; roomPath: string } | null> {
  if (candidate.target === 'class_seat') {
    const [row] = await tx
      .select({
        classId: groupClasses.id,
        title: groupClasses.title,
        courseId: groupClasses.course_id,
        index: groupClasses.class_index,
        count: courses.class_amount,
        course: topics.title,
      })
      .from(groupClassStudents)
      .innerJoin(groupClasses, eq(groupClasses.id, groupClassStudents.group_class_id))
      .innerJoin(topics, eq(topics.id, groupClasses.topic_id))
      .leftJoin(courses, eq(courses.id, groupClasses.course_id))
      .leftJoin(courseStudents, eq(courseStudents.id, groupClassStudents.course_student_id))
      .where(
        and(
          eq(groupClassStudents.id, candidate.targetId),
          inArray(groupClassStudents.status, [...LIVE_CLASS_SEAT]),
          notInArray(groupClasses.status, [...ENDED_OR_CANCELLED_CLASS]),
          // A class seat taken with a course seat lives only as long as that course seat.
          or(isNull(groupClassStudents.course_student_id), sql`${courseStudents.status} <> 'Cancelled'`),
        ),
      )
      .for('share', { of: groupClassStudents });
    if (!row) return null;
    const { classId, title, courseId, index, count, course } = row;
    return {
      subject: () =>
        courseId !== null && count !== null ? { kind: 'course_class', title, course, index, count } : { kind: 'class', title },
      roomPath: classVideoRoomPath({ classId }),
    };
  }
  const [row] = await tx
    .select({ id: lessons.id, language: lessons.language, teacher: users.nickname })
    .from(lessons)
    .innerJoin(users, eq(users.user_id, lessons.teacher_id))
    .where(and(eq(lessons.id, candidate.targetId), eq(lessons.status, 'BOOKED')))
    .for('share', { of: lessons });
  if (!row) return null;
  return {
    subject: (locale) => ({ kind: 'lesson', title: lessonTitle(row.language, locale), teacher: row.teacher }),
    roomPath: lessonVideoRoomPath({ lessonId: row.id }),
  };
}

async function handleReminder(
  tx: Tx,
  { candidate, kind, now, publicUrl, skip }: { candidate: DueReminder; kind: ReminderKind; now: number; publicUrl: string; skip: boolean },
): Promise<ReminderOutcome | null> {
  const target = await lockLiveTarget(tx, candidate);
  if (!target) return null;
  const mailKind = REMINDER_MAIL_KIND[kind];
  const wanted = !skip && (await wantsMail(tx, candidate.userId, mailKind));
  const outcome: ReminderOutcome = skip ? 'skipped' : wanted ? 'queued' : 'opted_out';
  const inserted = await tx
    .insert(reminderSends)
    .values({
      target: candidate.target,
      target_id: candidate.targetId,
      kind,
      user_id: candidate.userId,
      outcome,
      created_at: new Date(now),
    })
    .onConflictDoNothing()
    .returning({ kind: reminderSends.kind });
  // Another process (or an earlier run) handled it: its row, and its mail, are the only ones.
  if (inserted.length === 0) return null;
  if (!wanted) return outcome;
  const reader = (await loadMailReaders(tx, [candidate.userId])).get(candidate.userId);
  if (!reader) return null;
  const token = await createUnsubscribeToken(tx, { userId: candidate.userId, kind: mailKind, now });
  const mail = renderClassReminderMail({
    reader,
    reminder: kind,
    subject: target.subject(reader.locale),
    start: candidate.start,
    now,
    roomLink: webUrl(publicUrl, target.roomPath),
    unsubscribeLink: webUrl(publicUrl, unsubscribePath({ token })),
    settingsLink: webUrl(publicUrl, settingsPath()),
  });
  const oneClick = `${publicUrl}/api${oneClickUnsubscribe.path}?${new URLSearchParams({ token }).toString()}`;
  await queueMail(tx, { to: reader.email, mail, now, listUnsubscribe: oneClick });
  return outcome;
}
