import { signInPath, webUrl } from '@app/api';
import { sql } from 'drizzle-orm';
import { users } from '../db/schema-accounts';
import type { EventOf } from '../outbox/domain-events';
import { defineHandler } from '../outbox/event-handler';
import { queueMail } from './queue-mail';
import { renderAlreadyRegisteredMail } from './templates/already-registered';

/**
 * Sign-up with an address that has an account: its owner is told, with the sign-in link, in their
 * language (English when the account went meanwhile), at the address as typed.
 */
export const alreadyRegisteredMailHandler = defineHandler({
  name: 'already-registered-mail',
  types: ['AlreadyRegisteredSignUp'],
  async handle(event: EventOf<'AlreadyRegisteredSignUp'>, { tx, now, publicUrl, logger }) {
    const [owner] = await tx
      .select({ locale: users.locale })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${event.email})`);
    const mail = renderAlreadyRegisteredMail({ link: webUrl(publicUrl, signInPath()) }, owner?.locale ?? 'en');
    await queueMail(tx, { to: event.email, mail, now });
    logger.log('info', 'mail queued', { to: event.email, subject: mail.subject, link: mail.link });
  },
});
