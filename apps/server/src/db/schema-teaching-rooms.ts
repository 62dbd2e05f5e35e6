import { bigint, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { teachers } from './schema-catalog';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = (name: string) => bigint(name, { mode: 'number' });

/**
 * A teacher's default meeting room (000 §3 `communication_tools.zoom`: `account` is the meeting id).
 * A class uses its own `group_classes.zoom_*` when it has one (a non-empty `zoom_link`), this room
 * otherwise, read when the room is opened: changing the default moves every class without its own
 * room, and an override stays explicit. Lessons always use this room.
 */
export const teacherRooms = pgTable('teacher_rooms', {
  teacher_id: id('teacher_id')
    .primaryKey()
    .references(() => teachers.user_id),
  account: text('account').notNull(),
  pass_code: text('pass_code').notNull(),
  link: text('link').notNull(),
  updated_at: ts('updated_at').notNull(),
});
