import { resetPasswordPath, webUrl } from '@app/api';
import { MINUTE_MS, PASSWORD_RESET_TTL_MS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema-accounts';
import type { EventOf } from '../outbox/domain-events';
import { defineHandler } from '../outbox/event-handler';
import { queueMail } from './queue-mail';
import { renderPasswordResetMail } from './templates/password-reset';

/** Mails a requested reset link to the account's address, in its language (issue 17 "Forgot password"). */
export const passwordResetMailHandler = defineHandler({
  name: 'password-reset-mail',
  types: ['PasswordResetRequested'],
  async handle(event: EventOf<'PasswordResetRequested'>, { tx, now, publicUrl }) {
    const [user] = await tx.select({ email: users.email, locale: users.locale }).from(users).where(eq(users.user_id, event.userId));
    // A deleted account has no address to write to.
    if (!user) return;
    const link = webUrl(publicUrl, resetPasswordPath({ token: event.token }));
    const mail = renderPasswordResetMail({ link, validMinutes: PASSWORD_RESET_TTL_MS / MINUTE_MS }, user.locale);
    await queueMail(tx, { to: user.email, mail, now });
  },
});
