import { sql } from 'drizzle-orm';
import { type OutboxAttachment, outbox } from '../db/schema-accounts';
import type { Tx } from '../money/ledger';
import { MAIL_CHANNEL } from './delivery/delivery-worker';
import type { RenderedMail } from './mail';

export type MailAttachment = OutboxAttachment;

/** The type a booking's calendar file goes out with: a published event, which mail clients offer to add. */
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8; method=PUBLISH';

/**
 * Puts a rendered mail in the outbox, in the caller's transaction, with its files (a booking's
 * `.ics`); its commit wakes the delivery worker of every process. `listUnsubscribe`: an optional
 * mail's one-click unsubscribe address, sent as `List-Unsubscribe` (RFC 8058).
 */
export async function queueMail(
  tx: Tx,
  {
    to,
    mail,
    now,
    attachments = [],
    listUnsubscribe = null,
  }: { to: string; mail: RenderedMail; now: number; attachments?: readonly MailAttachment[]; listUnsubscribe?: string | null },
): Promise<void> {
  await tx.insert(outbox).values({
    to_address: to,
    subject: mail.subject,
    body: mail.text,
    html: mail.html,
    link: mail.link,
    attachments: [...attachments],
    list_unsubscribe: listUnsubscribe,
    created_at: new Date(now),
    next_attempt_at: new Date(now),
  });
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
}
