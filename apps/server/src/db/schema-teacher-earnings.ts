import { EARNING_ROW_KINDS } from '@app/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { courseStudents, groupClassStudents, teachers } from './schema-catalog';
import { lessons } from './schema-lessons';
import { oneOf } from './one-of';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = (name: string) => bigint(name, { mode: 'number' });

/**
 * Issue 14: the teacher's side of the ledger, apart from `ledger_entries` so a teacher's own wallet
 * (she may book classes too) stays the sum of her ledger rows. One `EARNING` row per booked seat or
 * lesson, written with the student's charge; one `REVERSAL` row (every amount negated, the same
 * `available_at`) written with its refund. Amounts are USD cents, signed like `net_cents`; each row
 * keeps the rate it was split at. Every sum on the earnings page is a sum of these rows.
 */
export const teacherEarnings = pgTable(
  'teacher_earnings',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    teacher_id: id('teacher_id')
      .notNull()
      .references(() => teachers.user_id),
    /** The student who paid (and is refunded). */
    student_id: id('student_id')
      .notNull()
      .references(() => users.user_id),
    kind: text('kind', { enum: EARNING_ROW_KINDS }).notNull(),
    gross_cents: integer('gross_cents').notNull(),
    commission_cents: integer('commission_cents').notNull(),
    net_cents: integer('net_cents').notNull(),
    /** The platform commission the credit was split at, in basis points (PLATFORM_COMMISSION_BPS then). */
    commission_bps: integer('commission_bps').notNull(),
    /** The end of the class, course (its last class) or lesson + the problem-report window. */
    available_at: ts('available_at').notNull(),
    /** `class-seat:{id}:earning`, `...:earning-reversal` (and `course-seat:`, `lesson:`): once each. */
    idempotency_key: text('idempotency_key').notNull(),
    /** On a reversal: the credit it reverses (at most one reversal per credit). */
    reverses_id: id('reverses_id').references((): AnyPgColumn => teacherEarnings.id),
    group_class_student_id: id('group_class_student_id').references(() => groupClassStudents.id),
    course_student_id: id('course_student_id').references(() => courseStudents.id),
    lesson_id: id('lesson_id').references(() => lessons.id),
    created_at: ts('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('teacher_earnings_idempotency_key').on(t.idempotency_key),
    uniqueIndex('teacher_earnings_reverses_key')
      .on(t.reverses_id)
      .where(sql`reverses_id is not null`),
    // The history: a teacher's rows, newest first.
    index('teacher_earnings_teacher_idx').on(t.teacher_id, t.created_at, t.id),
    check('teacher_earnings_kind_check', oneOf(t.kind, EARNING_ROW_KINDS)),
    check('teacher_earnings_split_check', sql`${t.gross_cents} = ${t.commission_cents} + ${t.net_cents}`),
    check(
      'teacher_earnings_sign_check',
      sql`(${t.kind} = 'EARNING' and ${t.reverses_id} is null and ${t.gross_cents} >= 0 and ${t.commission_cents} >= 0 and ${t.net_cents} >= 0)
        or (${t.kind} = 'REVERSAL' and ${t.reverses_id} is not null and ${t.gross_cents} <= 0 and ${t.commission_cents} <= 0 and ${t.net_cents} <= 0)`,
    ),
    check('teacher_earnings_bps_check', sql`${t.commission_bps} between 0 and 10000`),
    check('teacher_earnings_one_item_check', sql`num_nonnulls(${t.group_class_student_id}, ${t.course_student_id}, ${t.lesson_id}) = 1`),
  ],
);
