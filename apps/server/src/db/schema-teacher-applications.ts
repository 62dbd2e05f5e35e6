import { TEACHER_APPLICATION_STATUSES, type TaughtLanguage } from '@app/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of';
import { users } from './schema-accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Issue 14 "Become a teacher": one row per application, as sent (already validated by the domain's
 * validateTeacherApplication), then reviewed once by staff. A user has at most one PENDING
 * application (the partial unique index); declined ones stay as history, and a user may apply
 * again after the domain's cool-down. Approving copies the fields into `teachers` and
 * `teacher_languages` (commands/review-teacher-application.ts).
 */
export const teacherApplications = pgTable(
  'teacher_applications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    status: text('status', { enum: TEACHER_APPLICATION_STATUSES }).notNull().default('PENDING'),
    /** Languages taught with the applicant's level (5 C1, 6 C2, 7 Native), lower-case codes. */
    languages: jsonb('languages').$type<TaughtLanguage[]>().notNull(),
    about: text('about').notNull(),
    signature: text('signature').notNull(),
    /** ISO 3166-1 alpha-2 (`countries.code`). */
    country: text('country').notNull(),
    /** USD cents an hour. */
    trial_price: integer('trial_price').notNull(),
    regular_price: integer('regular_price').notNull(),
    video_url: text('video_url'),
    decline_reason: text('decline_reason'),
    submitted_at: ts('submitted_at').notNull(),
    reviewed_at: ts('reviewed_at'),
    /** The staff user who decided. */
    reviewed_by: bigint('reviewed_by', { mode: 'number' }).references(() => users.user_id, { onDelete: 'set null' }),
  },
  (t) => [
    check('teacher_applications_status_check', oneOf(t.status, TEACHER_APPLICATION_STATUSES)),
    uniqueIndex('teacher_applications_one_pending_key')
      .on(t.user_id)
      .where(sql`${t.status} = 'PENDING'`),
    index('teacher_applications_user_idx').on(t.user_id, t.submitted_at),
    index('teacher_applications_status_idx').on(t.status, t.submitted_at),
  ],
);
