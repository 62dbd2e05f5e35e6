import { z } from 'zod';

/** The dev outbox answers at most this many messages, newest first. */
export const DEV_OUTBOX_LIMIT = 100;

/** Where a mail stands: waiting (no SMTP_URL, or before its next try), taken by the SMTP server, or given up on. */
export const OUTBOX_DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;

/** One mail in the outbox: the confirmation link is `link`; `delivery` says whether it left by SMTP. */
export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  link: z.string().nullable(),
  created_at: z.string(),
  delivery: z.enum(OUTBOX_DELIVERY_STATES),
  /** Why the last try failed (a retry is coming while `delivery` is `pending`). */
  last_error: z.string().nullable(),
  /** The files sent with it (a booking's `.ics`): names and types, not their content. */
  attachments: z.array(z.object({ filename: z.string(), content_type: z.string() })),
});
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

export const DevOutboxResponseSchema = z.object({ data: z.object({ messages: z.array(OutboxMessageSchema) }) });
