import { DAY_MS } from '@app/domain';
import { hashToken, newToken } from '../auth/tokens';
import { emailConfirmations } from '../db/schema-accounts';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult } from './command';

export const EMAIL_CONFIRMATION_TTL_MS = 2 * DAY_MS;

/**
 * Makes a confirmation link for the user (the system at sign-up and for the demo's unconfirmed
 * student; the user when they ask again) and records the event whose handler mails it
 * (mail/confirmation-mail-handler.ts), so a link exists exactly when its mail will go. `returnTo`:
 * the same-site page to go back to after confirming.
 */
export async function requestEmailConfirmation({
  tx,
  now,
  userId,
  returnTo,
}: CommandInput & { userId: number; returnTo?: string | undefined }): Promise<CommandResult> {
  const token = newToken();
  await tx
    .insert(emailConfirmations)
    .values({ token_hash: hashToken(token), user_id: userId, expires_at: new Date(now + EMAIL_CONFIRMATION_TTL_MS) });
  const events: DomainEvent[] = [{ type: 'EmailConfirmationRequested', userId, token, ...(returnTo ? { returnTo } : {}) }];
  await recordEvents(tx, { events, now });
  return { events };
}
