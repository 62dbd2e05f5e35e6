import type { Tx } from '../money/ledger';
import type { MailRecipient } from './mail-readers';
import { queueMail } from './queue-mail';
import { type NewBooking, renderTeacherNewBookingMail } from './templates/teacher-new-booking';

/**
 * Tells a teacher about a new booking of hers. The one place it is decided and queued, so a
 * per-teacher "new booking" preference is checked here alone.
 */
export async function mailTeacherNewBooking(
  tx: Tx,
  {
    teacher,
    studentName,
    booking,
    start,
    link,
    now,
  }: { teacher: MailRecipient; studentName: string; booking: NewBooking; start: number; link: string; now: number },
): Promise<void> {
  const mail = renderTeacherNewBookingMail({ reader: teacher, studentName, booking, start, link });
  await queueMail(tx, { to: teacher.email, mail, now });
}
