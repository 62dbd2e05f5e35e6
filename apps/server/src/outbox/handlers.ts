import { cancellationMailHandler } from '../mail/cancellation-mail-handler';
import { confirmationMailHandler } from '../mail/confirmation-mail-handler';
import { teacherApplicationMailHandler } from '../mail/teacher-application-mail-handler';
import { topUpReceiptMailHandler } from '../mail/top-up-receipt-mail-handler';
import type { EventHandler } from './event-handler';

/** Every handler the server runs on its events (README "Adding a handler"). Names must be unique. */
export const EVENT_HANDLERS: readonly EventHandler[] = [
  confirmationMailHandler,
  cancellationMailHandler,
  teacherApplicationMailHandler,
  topUpReceiptMailHandler,
];
