import { z } from 'zod';

/** The dev outbox answers at most this many messages, newest first. */
export const DEV_OUTBOX_LIMIT = 100;

/** One mail the server would have sent (there is no mail server): the confirmation link is `link`. */
export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const DevOutboxResponseSchema = z.object({ data: z.object({ messages: z.array(OutboxMessageSchema) }) });
