import type { Message } from '@app/api';
import type { conversationMessages } from '../db/schema-messages';

/** A message row as the API sends it. */
export function toMessage(row: typeof conversationMessages.$inferSelect): Message {
  return {
    id: row.id,
    sender_id: row.sender_id,
    recipient_id: row.recipient_id,
    text: row.text,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
  };
}
