import type { UnsubscribeView } from '@app/api';
import { mailOptOuts } from '../db/schema-mail';
import { findUnsubscribeToken, maskEmail } from '../mail/mail-preferences';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult, SystemActor } from './command';

/**
 * Switches off the kind of mail an unsubscribe link is about (its page's confirm button, or a mail
 * client's one-click POST, RFC 8058). The actor is the system: whoever holds the link acts, the
 * token is the proof (unknown or past its life: InvalidToken). A second use changes nothing and
 * records no event.
 */
export async function unsubscribeByLink({
  tx,
  now,
  token,
}: CommandInput<SystemActor> & { token: string }): Promise<CommandResult & { view: UnsubscribeView }> {
  const row = await findUnsubscribeToken(tx, token, now);
  const added = await tx
    .insert(mailOptOuts)
    .values({ user_id: row.userId, kind: row.kind, created_at: new Date(now) })
    .onConflictDoNothing()
    .returning({ kind: mailOptOuts.kind });
  const events: DomainEvent[] = added.length === 0 ? [] : [{ type: 'MailUnsubscribed', userId: row.userId, kind: row.kind }];
  await recordEvents(tx, { events, now });
  return { events, view: { kind: row.kind, masked_email: maskEmail(row.email), subscribed: false } };
}
