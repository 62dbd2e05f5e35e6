import { MESSAGE_TEXT_MAX_LENGTH } from '@app/api';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = (name: string) => bigint(name, { mode: 'number' });

/**
 * One thread per pair of users (Contact teacher, 000 §6 / 001 §2.2), stored with the smaller user
 * id first so the pair is unique whoever writes first. `last_message_at` orders the thread list.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    user_low_id: id('user_low_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    user_high_id: id('user_high_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    created_at: ts('created_at').notNull(),
    last_message_at: ts('last_message_at').notNull(),
  },
  (t) => [
    uniqueIndex('conversations_pair_key').on(t.user_low_id, t.user_high_id),
    index('conversations_high_idx').on(t.user_high_id, t.last_message_at),
    check('conversations_pair_order_check', sql`${t.user_low_id} < ${t.user_high_id}`),
  ],
);

/**
 * The messages of a thread. The sender's own rows within the last minute are the rate limit's
 * count (no separate counter to keep in step); unread rows are found through a partial index.
 */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: id('id').primaryKey().generatedAlwaysAsIdentity(),
    conversation_id: id('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    sender_id: id('sender_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    recipient_id: id('recipient_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    created_at: ts('created_at').notNull(),
    read_at: ts('read_at'),
  },
  (t) => [
    index('conversation_messages_thread_idx').on(t.conversation_id, t.id),
    index('conversation_messages_sender_time_idx').on(t.sender_id, t.created_at),
    index('conversation_messages_unread_idx')
      .on(t.recipient_id, t.conversation_id)
      .where(sql`read_at is null`),
    check('conversation_messages_text_check', sql`char_length(${t.text}) between 1 and ${sql.raw(String(MESSAGE_TEXT_MAX_LENGTH))}`),
  ],
);
