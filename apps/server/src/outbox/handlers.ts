import { alreadyRegisteredMailHandler } from '../mail/already-registered-mail-handler';
import { bookingMailHandler } from '../mail/booking-mail-handler';
import { cancellationMailHandler } from '../mail/cancellation-mail-handler';
import { confirmationMailHandler } from '../mail/confirmation-mail-handler';
import { courseLowEnrolmentMailHandler } from '../mail/course-low-enrolment-mail-handler';
import { emailChangeMailHandler } from '../mail/email-change-mail-handler';
import { passwordResetMailHandler } from '../mail/password-reset-mail-handler';
import { seatCancelledMailHandler } from '../mail/seat-cancelled-mail-handler';
import { teacherApplicationMailHandler } from '../mail/teacher-application-mail-handler';
import { topUpReceiptMailHandler } from '../mail/top-up-receipt-mail-handler';
import type { EventHandler } from './event-handler';

/** Every handler the server runs on its events (README "Adding a handler"). Names must be unique. */
export const EVENT_HANDLERS: readonly EventHandler[] = [
  confirmationMailHandler,
  cancellationMailHandler,
  teacherApplicationMailHandler,
  bookingMailHandler,
  seatCancelledMailHandler,
  courseLowEnrolmentMailHandler,
  topUpReceiptMailHandler,
  alreadyRegisteredMailHandler,
  passwordResetMailHandler,
  emailChangeMailHandler,
];
