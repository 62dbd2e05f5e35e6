import { groupClassLandingPath, webUrl } from '@app/api';
import type { EventOf, Refund } from '../outbox/domain-events';
import { defineHandler } from '../outbox/event-handler';
import type { CancellationProps } from './cancellation-parts';
import type { RenderedMail } from './mail';
import { loadMailReaders } from './mail-readers';
import { queueMail } from './queue-mail';
import { loadRefundedSeat } from './refunded-seat';
import { renderClassCancelledMail } from './templates/class-cancelled';
import { renderCourseCancelledMail } from './templates/course-cancelled';
import { renderLessonCancelledMail } from './templates/lesson-cancelled';

type CancelEvent = EventOf<'ClassCancelled' | 'CourseCancelled' | 'LessonCancelled'>;

const RENDER: Record<Refund['seatKind'], (props: CancellationProps) => RenderedMail> = {
  class: renderClassCancelledMail,
  course: renderCourseCancelledMail,
  lesson: renderLessonCancelledMail,
};

/**
 * Mails each student of a cancelled class, course or lesson (000 §6 teacher cancel, §9 auto-cancel,
 * and staff): one mail per refund, in the student's language, zone and clock, with the refund and a
 * link to the booking. Titles and starts are read now, from the rows the event names.
 *
 * A course's auto-cancel also cancels its classes; a course student's class seats there refund
 * nothing (they paid for the course) and their course mail says it all, so 0-cent class refunds
 * of a cancelled course are not mailed.
 */
export const cancellationMailHandler = defineHandler({
  name: 'cancellation-mail',
  types: ['ClassCancelled', 'CourseCancelled', 'LessonCancelled'],
  async handle(event: CancelEvent, { tx, now, publicUrl }) {
    // A student's own cancel is SeatCancelled: these events always come from someone else.
    if (event.by === 'student') return;
    const by = event.by;
    const refunds = event.refunds.filter((r) => !(event.type === 'CourseCancelled' && r.seatKind === 'class' && r.amountCents === 0));
    if (refunds.length === 0) return;
    const readers = await loadMailReaders(
      tx,
      refunds.map((r) => r.studentId),
    );
    for (const refund of refunds) {
      const reader = readers.get(refund.studentId);
      // A deleted account has no address to write to.
      if (!reader) continue;
      const seat = await loadRefundedSeat(tx, refund);
      const mail = RENDER[refund.seatKind]({
        reader,
        title: seat.title(reader.locale),
        start: seat.start,
        by,
        refundedCents: refund.amountCents,
        link: webUrl(publicUrl, seat.path),
        findAnotherLink: webUrl(publicUrl, groupClassLandingPath()),
      });
      await queueMail(tx, { to: reader.email, mail, now });
    }
  },
});
