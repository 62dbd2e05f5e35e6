import { LESSON_DURATIONS, LESSON_STATUSES } from '@app/domain';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { oneOf } from './one-of';
import { users } from './schema-accounts';
import { teachers } from './schema-catalog';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = (name: string) => bigint(name, { mode: 'number' });

/**
 * One-to-one lessons booked from a teacher's open slots. A BOOKED lesson has taken its slots out of
 * `teacher_open_slots`; cancelling puts them back. Prices are USD cents, what the student paid.
 */
export const lessons = pgTable(
  'lessons',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity({ startWith: 40_001 }),
    teacher_id: id('teacher_id')
      .notNull()
      .references(() => teachers.user_id),
    student_id: id('student_id')
      .notNull()
      .references(() => users.user_id),
    language: text('language').notNull(),
    start_time: ts('start_time').notNull(),
    duration: integer('duration').notNull(),
    is_trial: boolean('is_trial').notNull(),
    price: integer('price').notNull(),
    status: text('status', { enum: LESSON_STATUSES }).notNull(),
    created_at: ts('created_at').notNull(),
    updated_at: ts('updated_at').notNull(),
  },
  (t) => [
    // The last line of defence behind the teacher-row lock: one live lesson per teacher and start.
    uniqueIndex('lessons_teacher_start_live_key')
      .on(t.teacher_id, t.start_time)
      .where(sql`status = 'BOOKED'`),
    index('lessons_student_start_idx').on(t.student_id, t.start_time),
    // The teacher's schedule (`/v1/me/teaching`) reads every lesson of one teacher, cancelled ones too.
    index('lessons_teacher_start_idx').on(t.teacher_id, t.start_time),
    check('lessons_status_check', oneOf(t.status, LESSON_STATUSES)),
    check('lessons_duration_check', sql`${t.duration} in (${sql.raw(LESSON_DURATIONS.join(', '))})`),
    check('lessons_price_check', sql`${t.price} >= 0`),
  ],
);
