import type { GlobalPopup } from '@app/api';
import { and, desc, eq, gt, isNull, lte, notExists, or } from 'drizzle-orm';
import type { Db } from '../db/database';
import { marketingPopupDismissals, marketingPopups } from '../db/schema-events';
import { notFoundError } from '../errors/app-error';

/** The newest popup whose window holds `now` and that this user has not closed; null when none. */
export async function findGlobalPopup(db: Db, { userId, now }: { userId: number; now: number }): Promise<GlobalPopup | null> {
  const at = new Date(now);
  const [row] = await db
    .select({
      id: marketingPopups.id,
      title: marketingPopups.title,
      body: marketingPopups.body,
      cta_label: marketingPopups.cta_label,
      cta_link: marketingPopups.cta_link,
    })
    .from(marketingPopups)
    .where(
      and(
        lte(marketingPopups.starts_at, at),
        or(isNull(marketingPopups.ends_at), gt(marketingPopups.ends_at, at)),
        notExists(
          db
            .select({ one: marketingPopupDismissals.popup_id })
            .from(marketingPopupDismissals)
            .where(and(eq(marketingPopupDismissals.popup_id, marketingPopups.id), eq(marketingPopupDismissals.user_id, userId))),
        ),
      ),
    )
    .orderBy(desc(marketingPopups.starts_at), desc(marketingPopups.id))
    .limit(1);
  return row ?? null;
}

/** Remembers the dismissal once (a second close changes nothing); 404 for an unknown popup. */
export async function dismissGlobalPopup(
  db: Db,
  { userId, popupId, now }: { userId: number; popupId: number; now: number },
): Promise<void> {
  const [popup] = await db.select({ id: marketingPopups.id }).from(marketingPopups).where(eq(marketingPopups.id, popupId)).limit(1);
  if (!popup) throw notFoundError('Popup');
  await db
    .insert(marketingPopupDismissals)
    .values({ user_id: userId, popup_id: popupId, dismissed_at: new Date(now) })
    .onConflictDoNothing();
}
