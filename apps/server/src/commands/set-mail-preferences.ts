import { MAIL_KINDS, type MailKind, type MailPreferences, type MailPreferencesBody } from '@app/api';
import { and, eq, inArray } from 'drizzle-orm';
import { mailOptOuts } from '../db/schema-mail';
import { readMailPreferences } from '../mail/mail-preferences';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult, UserActor } from './command';

/**
 * The user switches the optional mails given on or off in /settings (issue 15); the kinds not given
 * stay as they were. Again is harmless: only the kinds that changed are in the event, and a save
 * that changed nothing records none. Answers every kind.
 */
export async function setMailPreferences({
  tx,
  actor,
  now,
  preferences,
}: CommandInput<UserActor> & { preferences: MailPreferencesBody }): Promise<CommandResult & { preferences: MailPreferences }> {
  const userId = actor.userId;
  const entries = MAIL_KINDS.flatMap((kind) => (preferences[kind] === undefined ? [] : [[kind, preferences[kind]] as const]));
  const off = entries.filter(([, on]) => !on).map(([kind]) => kind);
  const on = entries.filter(([, wanted]) => wanted).map(([kind]) => kind);
  const switchedOff: MailKind[] = [];
  const switchedOn: MailKind[] = [];
  if (off.length > 0) {
    const added = await tx
      .insert(mailOptOuts)
      .values(off.map((kind) => ({ user_id: userId, kind, created_at: new Date(now) })))
      .onConflictDoNothing()
      .returning({ kind: mailOptOuts.kind });
    switchedOff.push(...added.map((r) => r.kind));
  }
  if (on.length > 0) {
    const removed = await tx
      .delete(mailOptOuts)
      .where(and(eq(mailOptOuts.user_id, userId), inArray(mailOptOuts.kind, on)))
      .returning({ kind: mailOptOuts.kind });
    switchedOn.push(...removed.map((r) => r.kind));
  }
  const byOrder = (kinds: MailKind[]) => MAIL_KINDS.filter((kind) => kinds.includes(kind));
  const events: DomainEvent[] =
    switchedOff.length + switchedOn.length === 0
      ? []
      : [{ type: 'MailPreferencesSet', userId, switchedOff: byOrder(switchedOff), switchedOn: byOrder(switchedOn) }];
  await recordEvents(tx, { events, now });
  return { events, preferences: await readMailPreferences(tx, userId) };
}
