import { walletPath, webUrl } from '@app/api';
import { eq } from 'drizzle-orm';
import { paymentCheckouts } from '../db/schema-payments';
import type { EventOf } from '../outbox/domain-events';
import { defineHandler } from '../outbox/event-handler';
import { loadMailReaders } from './mail-readers';
import { queueMail } from './queue-mail';
import { renderTopUpReceiptMail } from './templates/top-up-receipt';

/** Mails the receipt of a confirmed top-up; a direct credit without a checkout (fixtures) gets none. */
export const topUpReceiptMailHandler = defineHandler({
  name: 'top-up-receipt-mail',
  types: ['CreditToppedUp'],
  async handle(event: EventOf<'CreditToppedUp'>, { tx, now, publicUrl }) {
    if (event.checkoutId === undefined) return;
    const [checkout] = await tx
      .select({ completedAt: paymentCheckouts.completed_at })
      .from(paymentCheckouts)
      .where(eq(paymentCheckouts.id, event.checkoutId));
    const reader = (await loadMailReaders(tx, [event.userId])).get(event.userId);
    if (!checkout?.completedAt || !reader) return;
    const mail = renderTopUpReceiptMail({
      reader,
      amountCents: event.amountCents,
      paidAt: checkout.completedAt.getTime(),
      reference: event.checkoutId,
      link: webUrl(publicUrl, walletPath()),
    });
    await queueMail(tx, { to: reader.email, mail, now });
  },
});
