import type { Tx } from '../money/ledger';
import type { MailRecipient } from './mail-readers';
import { wantsMail } from './mail-preferences';
import { queueMail } from './queue-mail';
import { type NewBooking, renderTeacherNewBookingMail } from './templates/teacher-new-booking';

/**
 * Tells a teacher about a new booking of hers, unless she switched "new booking" mails off in
 * /settings (`teacher_new_booking`). The one place it is decided and queued.
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
  }: {
    teacher: MailRecipient & { readonly userId: number };
    studentName: string;
    booking: NewBooking;
    start: number;
    link: string;
    now: number;
  },
): Promise<void> {
  if (!(await wantsMail(tx, teacher.userId, 'teacher_new_booking'))) return;
  const mail = renderTeacherNewBookingMail({ reader: teacher, studentName, booking, start, link });
  await queueMail(tx, { to: teacher.email, mail, now });
}
