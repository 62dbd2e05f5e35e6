import { walletPath, webUrl } from '@app/api';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema-accounts';
import { paymentCheckouts } from '../db/schema-payments';
import type { EventOf } from '../outbox/domain-events';
import { defineHandler } from '../outbox/event-handler';
import { queueMail } from './queue-mail';
import { renderTopUpReceiptMail } from './templates/top-up-receipt';

/** Mails the receipt of a confirmed top-up; a direct credit without a checkout (fixtures) gets none. */
export const topUpReceiptMailHandler = defineHandler({
  name: 'top-up-receipt-mail',
  types: ['CreditToppedUp'],
  async handle(event: EventOf<'CreditToppedUp'>, { tx, now, publicUrl }) {
    if (event.checkoutId === undefined) return;
    const [row] = await tx
      .select({
        email: users.email,
        nickname: users.nickname,
        locale: users.locale,
        zone: users.timezone_iana,
        isAm: users.is_am,
        completedAt: paymentCheckouts.completed_at,
      })
      .from(paymentCheckouts)
      .innerJoin(users, eq(users.user_id, paymentCheckouts.user_id))
      .where(eq(paymentCheckouts.id, event.checkoutId));
    if (!row?.completedAt) return;
    const mail = renderTopUpReceiptMail({
      reader: { nickname: row.nickname, locale: row.locale, zone: row.zone, isAm: row.isAm === 1 },
      amountCents: event.amountCents,
      paidAt: row.completedAt.getTime(),
      reference: event.checkoutId,
      link: webUrl(publicUrl, walletPath()),
    });
    await queueMail(tx, { to: row.email, mail, now });
  },
});
