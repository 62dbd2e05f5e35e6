import { confirmEmailChangePath, forgotPasswordPath, webUrl } from '@app/api';
import { EMAIL_CHANGE_TTL_MS, HOUR_MS } from '@app/domain';
import { eq } from 'drizzle-orm';
import { hashToken } from '../auth/tokens';
import { emailChanges } from '../db/schema-account-tokens';
import { users } from '../db/schema-accounts';
import type { EventOf } from '../outbox/domain-events';
import { defineHandler } from '../outbox/event-handler';
import { maskEmail } from './mail-preferences';
import { queueMail } from './queue-mail';
import { renderEmailChangeConfirmMail } from './templates/email-change-confirm';
import { renderEmailChangedNoticeMail } from './templates/email-changed-notice';

/**
 * Issue 17 "change email": the link to the new address when asked, and the notice to the old one
 * once it is confirmed, both in the account's language.
 */
export const emailChangeMailHandler = defineHandler({
  name: 'email-change-mail',
  types: ['EmailChangeRequested', 'EmailChanged'],
  async handle(event: EventOf<'EmailChangeRequested' | 'EmailChanged'>, { tx, now, publicUrl }) {
    const [user] = await tx.select({ locale: users.locale, email: users.email }).from(users).where(eq(users.user_id, event.userId));
    // A deleted account has nobody to tell.
    if (!user) return;
    if (event.type === 'EmailChanged') {
      const link = webUrl(publicUrl, forgotPasswordPath());
      const mail = renderEmailChangedNoticeMail({ maskedNewEmail: maskEmail(user.email), link }, user.locale);
      await queueMail(tx, { to: event.formerEmail, mail, now });
      return;
    }
    const [change] = await tx
      .select({ newEmail: emailChanges.new_email })
      .from(emailChanges)
      .where(eq(emailChanges.token_hash, hashToken(event.token)));
    if (!change) return;
    const link = webUrl(publicUrl, confirmEmailChangePath({ token: event.token }));
    const mail = renderEmailChangeConfirmMail({ link, validHours: EMAIL_CHANGE_TTL_MS / HOUR_MS }, user.locale);
    await queueMail(tx, { to: change.newEmail, mail, now });
  },
});
