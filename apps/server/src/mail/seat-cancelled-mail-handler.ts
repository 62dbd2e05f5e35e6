import { groupClassLandingPath, webUrl } from '@app/api';
import type { EventOf } from '../outbox/domain-events';
import { defineHandler } from '../outbox/event-handler';
import { loadMailReaders } from './mail-readers';
import { queueMail } from './queue-mail';
import { loadRefundedSeat } from './refunded-seat';
import { renderSeatDroppedMail } from './templates/seat-dropped';

/**
 * A student's own cancel (`SeatCancelled`: drop a class, cancel a course spot, cancel a lesson):
 * one mail to them saying what they left and what came back to their wallet.
 */
export const seatCancelledMailHandler = defineHandler({
  name: 'seat-cancelled-mail',
  types: ['SeatCancelled'],
  async handle(event: EventOf<'SeatCancelled'>, { tx, now, publicUrl }) {
    const { refund } = event;
    const reader = (await loadMailReaders(tx, [refund.studentId])).get(refund.studentId);
    if (!reader) return;
    const seat = await loadRefundedSeat(tx, refund);
    const mail = renderSeatDroppedMail({
      reader,
      kind: refund.seatKind,
      title: seat.title(reader.locale),
      start: seat.start,
      refundedCents: refund.amountCents,
      link: webUrl(publicUrl, seat.path),
      findAnotherLink: webUrl(publicUrl, groupClassLandingPath()),
    });
    await queueMail(tx, { to: reader.email, mail, now });
  },
});
