import type { AvailabilityException, WeeklyRange } from '@app/domain';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { teachers } from './schema-catalog';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = (name: string) => bigint(name, { mode: 'number' });

/**
 * A teacher's one-to-one hours (issue 14): weekly wall-clock ranges and date exceptions in `zone`,
 * each list read and written whole by the form (so a document, checked by `validateAvailability`
 * before every write). `teacher_open_slots` is written from it up to `slots_until`; the sweep rolls
 * that horizon forward. A teacher without a row keeps the slots she has (none, for a new teacher).
 */
export const teacherAvailability = pgTable(
  'teacher_availability',
  {
    teacher_id: id('teacher_id')
      .primaryKey()
      .references(() => teachers.user_id, { onDelete: 'cascade' }),
    zone: text('zone').notNull(),
    weekly: jsonb('weekly').$type<WeeklyRange[]>().notNull(),
    exceptions: jsonb('exceptions').$type<AvailabilityException[]>().notNull(),
    /** The end (exclusive) of the window whose open slots were last written from these hours. */
    slots_until: ts('slots_until').notNull(),
    updated_at: ts('updated_at').notNull(),
  },
  // The sweep finds the teachers whose written horizon is running out.
  (t) => [index('teacher_availability_slots_until_idx').on(t.slots_until)],
);
