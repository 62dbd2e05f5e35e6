import type { EntryFilter } from '../calendar/calendar-entries';
import type { Tx } from '../money/ledger';
import { bookingIcs } from './booking-ics';
import type { MailRecipient } from './mail-readers';
import { wantsMail } from './mail-preferences';
import { queueMail } from './queue-mail';
import { type NewBooking, renderTeacherNewBookingMail } from './templates/teacher-new-booking';

/**
 * Tells a teacher about a new booking of hers, unless she switched "new booking" mails off in
 * /settings (`teacher_new_booking`). The one place it is decided and queued. `calendar` names what
 * she teaches (the class, the course's classes, the lesson): its `.ics` goes with the mail, with the
 * same UIDs as her calendar feed, so a second booking's file updates the event instead of adding one.
 */
export async function mailTeacherNewBooking(
  tx: Tx,
  {
    teacher,
    studentName,
    booking,
    start,
    link,
    calendar,
    publicUrl,
    now,
  }: {
    teacher: MailRecipient & { readonly userId: number };
    studentName: string;
    booking: NewBooking;
    start: number;
    link: string;
    calendar: { readonly filter: EntryFilter; readonly filename: string };
    publicUrl: string;
    now: number;
  },
): Promise<void> {
  if (!(await wantsMail(tx, teacher.userId, 'teacher_new_booking'))) return;
  const mail = renderTeacherNewBookingMail({ reader: teacher, studentName, booking, start, link });
  const attachments = await bookingIcs(tx, {
    userId: teacher.userId,
    reader: teacher,
    filter: calendar.filter,
    keep: (uid) => uid.startsWith('teach-'),
    filename: calendar.filename,
    publicUrl,
    now,
  });
  await queueMail(tx, { to: teacher.email, mail, now, attachments });
}
