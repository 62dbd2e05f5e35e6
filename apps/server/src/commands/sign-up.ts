import type { SignUpBody } from '@app/api';
import { resolveZone } from '@app/domain';
import { users } from '../db/schema-accounts';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult, SystemActor } from './command';
import { requestEmailConfirmation } from './request-email-confirmation';

/** A new sign-up starts here; the confirm-email gate applies while register_status <= 4 (000 §5). */
export const NEW_ACCOUNT_REGISTER_STATUS = 1;

/**
 * A visitor signs up (the system acts: nobody is signed in). A new address gets an unconfirmed
 * account and a confirmation link; an address with an account changes nothing, and its owner is
 * told instead (`AlreadyRegisteredSignUp`), so the caller answers the same either way. The password
 * comes hashed: the caller hashes it before the transaction, whichever way it goes, so neither the
 * time taken nor a held lock tells a registered address.
 */
export async function signUp({
  tx,
  actor,
  now,
  account,
  passwordHash,
}: CommandInput<SystemActor> & { account: SignUpBody; passwordHash: string }): Promise<CommandResult> {
  const [created] = await tx
    .insert(users)
    .values({
      email: account.email,
      password_hash: passwordHash,
      nickname: account.nickname,
      timezone_iana: resolveZone(account.timezone_iana),
      ...(account.locale === undefined ? {} : { locale: account.locale }),
      ...(account.is_am === undefined ? {} : { is_am: account.is_am }),
      register_status: NEW_ACCOUNT_REGISTER_STATUS,
      created_at: new Date(now),
    })
    .onConflictDoNothing()
    .returning({ user_id: users.user_id });
  if (!created) {
    const events: DomainEvent[] = [{ type: 'AlreadyRegisteredSignUp', email: account.email }];
    await recordEvents(tx, { events, now });
    return { events };
  }
  const events: DomainEvent[] = [{ type: 'SignedUp', userId: created.user_id }];
  await recordEvents(tx, { events, now });
  const link = await requestEmailConfirmation({ tx, actor, now, userId: created.user_id, returnTo: account.return_to });
  return { events: [...events, ...link.events] };
}
