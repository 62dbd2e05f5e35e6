import { bigint, boolean, index, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { groupClasses } from './schema-catalog';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = (name: string) => bigint(name, { mode: 'number' });

/**
 * Issue 14: the teacher marks who attended her class (the no-show rules that follow read it). One
 * row per (class, student), written by commands/mark-attendance.ts only; a re-mark inside the
 * window (domain ATTENDANCE_WINDOW_AFTER_END_MS) replaces `attended`, `marked_at` and `marked_by`.
 */
export const classAttendance = pgTable(
  'class_attendance',
  {
    group_class_id: id('group_class_id')
      .notNull()
      .references(() => groupClasses.id),
    student_id: id('student_id')
      .notNull()
      .references(() => users.user_id),
    attended: boolean('attended').notNull(),
    marked_at: ts('marked_at').notNull(),
    marked_by: id('marked_by')
      .notNull()
      .references(() => users.user_id),
  },
  (t) => [
    primaryKey({ columns: [t.group_class_id, t.student_id] }),
    // The no-show rules read a student's record across classes.
    index('class_attendance_student_idx').on(t.student_id),
  ],
);
