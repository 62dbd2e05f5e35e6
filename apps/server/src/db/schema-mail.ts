import { MAIL_KINDS } from '@app/api';
import { REMINDERS } from '@app/domain';
import { bigint, check, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of';
import { users } from './schema-accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = (name: string) => bigint(name, { mode: 'number' });

/** What a reminder is for: a class seat (`group_class_students.id`: single classes and course classes) or a lesson (`lessons.id`, its student). */
export const REMINDER_TARGETS = ['class_seat', 'lesson'] as const;
export type ReminderTarget = (typeof REMINDER_TARGETS)[number];
const REMINDER_KINDS = REMINDERS.map((r) => r.kind);
/**
 * `queued`: the mail is in the outbox; `opted_out`: the student had switched this kind off when it fell due;
 * `skipped`: already due when the demo data was seeded (jobs/class-reminders.ts skipDueReminders).
 */
export const REMINDER_OUTCOMES = ['queued', 'opted_out', 'skipped'] as const;
export type ReminderOutcome = (typeof REMINDER_OUTCOMES)[number];

/**
 * Issue 15: one row per reminder handled (jobs/class-reminders.ts). The job inserts it with
 * `ON CONFLICT DO NOTHING` and queues the mail in the same transaction only when the insert
 * happened, so each reminder goes out once whatever the number of processes and restarts.
 */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    target: text('target', { enum: REMINDER_TARGETS }).notNull(),
    target_id: id('target_id').notNull(),
    kind: text('kind').notNull(),
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: REMINDER_OUTCOMES }).notNull(),
    created_at: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.target, t.target_id, t.kind] }),
    index('reminder_sends_user_idx').on(t.user_id),
    check('reminder_sends_target_check', oneOf(t.target, REMINDER_TARGETS)),
    check('reminder_sends_kind_check', oneOf(t.kind, REMINDER_KINDS)),
    check('reminder_sends_outcome_check', oneOf(t.outcome, REMINDER_OUTCOMES)),
  ],
);

/** The optional mails a user switched off (`MAIL_KINDS`); no row: the kind is on. */
export const mailOptOuts = pgTable(
  'mail_opt_outs',
  {
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    created_at: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.kind] }), check('mail_opt_outs_kind_check', oneOf(t.kind, MAIL_KINDS))],
);

/**
 * One per mail with an unsubscribe link: the SHA-256 of its random token (as email confirmations),
 * the user and the kind it switches off. The link works without signing in; rows older than
 * `UNSUBSCRIBE_TOKEN_TTL_MS` are deleted by the reminder job.
 */
export const mailUnsubscribeTokens = pgTable(
  'mail_unsubscribe_tokens',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: id('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    created_at: ts('created_at').notNull(),
  },
  (t) => [
    index('mail_unsubscribe_tokens_created_idx').on(t.created_at),
    check('mail_unsubscribe_tokens_kind_check', oneOf(t.kind, MAIL_KINDS)),
  ],
);
