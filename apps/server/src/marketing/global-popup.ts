import type { GlobalPopup } from '@app/api';
import { isPopupForViewer, type PopupAudience } from '@app/domain';
import { and, desc, eq, gt, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { courseStudents, groupClassStudents } from '../db/schema-catalog';
import { marketingPopupDismissals, marketingPopups } from '../db/schema-events';

/**
 * The newest popup whose window holds `now`, that this user has not closed and that is meant for them
 * (`isPopupForViewer`: a popup for newcomers skips anyone with a class or course seat); null when none.
 * Closing one is commands/dismiss-popup.ts.
 */
export async function findGlobalPopup(db: Db, { userId, now }: { userId: number; now: number }): Promise<GlobalPopup | null> {
  const at = new Date(now);
  const [rows, groupSeats] = await Promise.all([
    db
      .select({
        id: marketingPopups.id,
        title: marketingPopups.title,
        body: marketingPopups.body,
        cta_label: marketingPopups.cta_label,
        cta_link: marketingPopups.cta_link,
        audience: marketingPopups.audience,
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
      .orderBy(desc(marketingPopups.starts_at), desc(marketingPopups.id)),
    countGroupSeats(db, userId),
  ]);
  const shown = rows.find((row) => isPopupForViewer({ audience: row.audience as PopupAudience, groupSeats }));
  return shown ? { id: shown.id, title: shown.title, body: shown.body, cta_label: shown.cta_label, cta_link: shown.cta_link } : null;
}

/** Whether the user ever had a class or course seat: 0, or 1 for "at least one" (all the rule asks). */
async function countGroupSeats(db: Db, userId: number): Promise<number> {
  const [seat] = await db
    .select({ one: sql<number>`1` })
    .from(groupClassStudents)
    .where(eq(groupClassStudents.student_id, userId))
    .unionAll(
      db
        .select({ one: sql<number>`1` })
        .from(courseStudents)
        .where(eq(courseStudents.student_id, userId)),
    )
    .limit(1);
  return seat ? 1 : 0;
}
