import { confirmEmailPath, webUrl } from '@app/api';
import { HOUR_MS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { EMAIL_CONFIRMATION_TTL_MS } from '../commands/request-email-confirmation';
import { users } from '../db/schema-accounts';
import type { EventOf } from '../outbox/domain-events';
import { defineHandler } from '../outbox/event-handler';
import { queueMail } from './queue-mail';
import { renderConfirmEmailMail } from './templates/confirm-email';

/** Mails the confirmation link of a new (or resent) email confirmation, in the user's language. */
export const confirmationMailHandler = defineHandler({
  name: 'confirmation-mail',
  types: ['EmailConfirmationRequested'],
  async handle(event: EventOf<'EmailConfirmationRequested'>, { tx, now, publicUrl, logger }) {
    const [user] = await tx.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.user_id, event.userId));
    // A deleted account has no address to write to.
    if (!user) return;
    const link = webUrl(publicUrl, confirmEmailPath({ token: event.token, returnTo: event.returnTo }));
    const mail = renderConfirmEmailMail({ link, validHours: EMAIL_CONFIRMATION_TTL_MS / HOUR_MS }, user.locale);
    await queueMail(tx, { to: user.email, mail, now });
    // Without a mail server, the log is where a developer finds the link (README "Demo accounts").
    logger.log('info', 'mail queued', { to: user.email, subject: mail.subject, link });
  },
});
