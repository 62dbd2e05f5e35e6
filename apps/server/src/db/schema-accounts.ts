import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of';
import { currencyRates } from './schema-currency';

export const USER_ROLES = ['STUDENT', 'TEACHER', 'ADMIN'] as const;
/** The languages mails are written in (`@app/api` USER_LOCALES, the web's display languages). */
export const USER_LOCALES = ['en', 'es'] as const;

// Accounts. Students, teachers and staff are all users; a teacher also has a teachers row.
export const users = pgTable(
  'users',
  {
    user_id: bigint('user_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 10_001 }),
    email: text('email').notNull(),
    password_hash: text('password_hash').notNull(),
    nickname: text('nickname').notNull(),
    avatar_file_name: text('avatar_file_name'),
    /** Issue 17 "edit profile": what the user writes about themselves (at most `ABOUT_MAX_LENGTH` of @app/api). */
    about: text('about').notNull().default(''),
    /** Issue 17 "delete account": when the person deleted it; the row stays, anonymised (commands/delete-account.ts). */
    deleted_at: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    origin_country_id: integer('origin_country_id'),
    timezone_iana: text('timezone_iana').notNull().default('UTC'),
    /** 000 §3: "is_am (1 means 12-hour clock)". */
    is_am: integer('is_am').notNull().default(0),
    /** 000 §5: users with register_status <= 4 and an unconfirmed email must confirm before booking. */
    register_status: integer('register_status').notNull().default(1),
    is_confirm_email: boolean('is_confirm_email').notNull().default(false),
    /** The display currency (001 §3 "User: ... currency"); prices and payments stay in USD. */
    currency: text('currency')
      .notNull()
      .default('USD')
      .references(() => currencyRates.code),
    role: text('role', { enum: USER_ROLES }).notNull().default('STUDENT'),
    /** 001 §3 "User ... is_pro": a professional teacher (a community tutor is a teacher without it). */
    is_pro: boolean('is_pro').notNull().default(false),
    /** The language the user's mails are written in: the page's language at sign-up, or their setting. */
    locale: text('locale', { enum: USER_LOCALES }).notNull().default('en'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_role_check', oneOf(t.role, USER_ROLES)),
    check('users_locale_check', oneOf(t.locale, USER_LOCALES)),
  ],
);

// Server-side sessions: the cookie holds a random token; only its SHA-256 is stored.
export const sessions = pgTable(
  'sessions',
  {
    token_hash: text('token_hash').primaryKey(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** What the sessions list names a session by (issue 17), never the token or its hash. */
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().notNull().unique('sessions_id_key'),
    /** The browser that signed in (the `User-Agent` header, cut to 512 characters): the sessions list's device. */
    user_agent: text('user_agent'),
    /** The session's last request, written at most every `SESSION_TOUCH_INTERVAL_MS` (auth/session.ts). */
    last_used_at: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('sessions_user_id_idx').on(t.user_id)],
);

/** 001 §3: "Language list entries: language, level, is_learning." `position` keeps the user's order. */
export const userLanguages = pgTable(
  'user_languages',
  {
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    level: integer('level').notNull(),
    is_learning: boolean('is_learning').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('user_languages_user_language_key').on(t.user_id, t.language)],
);

/** One-time email-confirmation tokens; only the SHA-256 of the token is stored. */
export const emailConfirmations = pgTable('email_confirmations', {
  token_hash: text('token_hash').primaryKey(),
  user_id: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.user_id, { onDelete: 'cascade' }),
  expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
});

/** One file of an outbox mail: what the recipient's mail client names it, its MIME type, its text. */
export interface OutboxAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: string;
}

/** Mail that would be sent. No mail server is assumed: the outbox is readable in dev and logged. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to_address: text('to_address').notNull(),
    subject: text('subject').notNull(),
    /** The plain-text part. */
    body: text('body').notNull(),
    /** The HTML part (mail/templates/); null for mails written before templates had one. */
    html: text('html'),
    /** The link the mail is about (the confirmation link), so the dev outbox can show it without parsing the text. */
    link: text('link'),
    /**
     * Files sent with the mail (a booking's `.ics`), their content as text: small, and written in the
     * handler's transaction with the mail, so a resend after a crash carries the same file.
     */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    /** The mail's unsubscribe link (optional mails: reminders): sent as `List-Unsubscribe` with one-click POST (RFC 8058). */
    list_unsubscribe: text('list_unsubscribe'),
    created_at: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    /**
     * Delivery (mail/delivery/): a sender claims due rows with `FOR UPDATE SKIP LOCKED` and leases them by
     * moving `next_attempt_at` past the send, so on several processes one mail goes out once. `sent_at` set:
     * the SMTP server took it; `failed_at` set: refused for good or out of tries (`last_error` says why).
     * Without SMTP_URL nothing sends, and the rows stay for the dev outbox page.
     */
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    failed_at: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    last_error: text('last_error'),
    /** The Message-ID the mail went out with: stable per row, so a resend after a crash is recognisable as the same mail. */
    message_id: text('message_id'),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.next_attempt_at)
      .where(sql`sent_at is null and failed_at is null`),
  ],
);

/**
 * Fixed-window counters of every rate limit (http/rate-limit.ts): one row per limit key and window,
 * bumped with one atomic upsert, so several server processes share each count. Rows past
 * `expires_at` are deleted by the sweep.
 */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    window_start: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    n: integer('n').notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.window_start] }), index('rate_limit_hits_expires_at_idx').on(t.expires_at)],
);
