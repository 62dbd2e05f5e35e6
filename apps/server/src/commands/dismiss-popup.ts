import { eq } from 'drizzle-orm';
import { marketingPopupDismissals, marketingPopups } from '../db/schema-events';
import { notFoundError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult, UserActor } from './command';

/**
 * The user closes a marketing popup, so it is not shown to them again. Remembered once: a second
 * close changes nothing and records no event. Unknown popup: 404.
 */
export async function dismissPopup({ tx, actor, now, popupId }: CommandInput<UserActor> & { popupId: number }): Promise<CommandResult> {
  const [popup] = await tx.select({ id: marketingPopups.id }).from(marketingPopups).where(eq(marketingPopups.id, popupId)).limit(1);
  if (!popup) throw notFoundError('Popup');
  const added = await tx
    .insert(marketingPopupDismissals)
    .values({ user_id: actor.userId, popup_id: popupId, dismissed_at: new Date(now) })
    .onConflictDoNothing()
    .returning({ popupId: marketingPopupDismissals.popup_id });
  const events: DomainEvent[] = added.length === 0 ? [] : [{ type: 'PopupDismissed', userId: actor.userId, popupId }];
  await recordEvents(tx, { events, now });
  return { events };
}
