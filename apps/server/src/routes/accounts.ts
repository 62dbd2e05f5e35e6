import { confirmEmail, getFoundation, resendConfirmation, signIn, signOut, signUp, updateSettings } from '@app/api';
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { HOUR_MS } from '@app/domain';
import { canResendConfirmation } from '../accounts/email-confirmation';
import { countSignInAttempt } from '../accounts/throttle';
import { loadFoundation } from '../accounts/user-view';
import { getDummyHash, hashPassword, verifyPassword } from '../auth/password';
import { clearSessionCookie, createSession, deleteSession, readSessionToken, setSessionCookie, userAgentOf } from '../auth/session';
import type { RouteDeps } from '../app';
import { users } from '../db/schema-accounts';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../errors/app-error';
import { clientAddress } from '../http/client-address';
import { type RateLimit, takeAll } from '../http/rate-limit';
import { refuseWeakPassword } from '../commands/account-passwords';
import { actorForUser, SYSTEM } from '../commands/command';
import { confirmEmail as confirmEmailCommand } from '../commands/confirm-email';
import { requestEmailConfirmation } from '../commands/request-email-confirmation';
import { signUp as signUpCommand } from '../commands/sign-up';
import { updateSettings as updateSettingsCommand } from '../commands/update-settings';
import { mount } from '../http/mount';

/** Sign-ups from one address: each costs a 128 MiB scrypt and a mail. */
export const SIGN_UP_ADDRESS_LIMIT: RateLimit = {
  code: 'TooManySignUpsFromAddress',
  limit: 10,
  windowMs: HOUR_MS,
  message: 'Too many sign-ups from here. Please try again in an hour.',
};

export function accountRoutes({
  database,
  clock,
  trustProxy,
  passwordHashCost,
}: Pick<RouteDeps, 'database' | 'clock' | 'trustProxy' | 'passwordHashCost'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  // The same answer, and no session, whether or not the address is registered (docs/accounts-and-security.md, "Sign-up does not tell who is registered").
  mount(routes, signUp, async ({ body, c }) => {
    const now = clock.now();
    await takeAll(db, [[`signup:address:${clientAddress(c, trustProxy)}`, SIGN_UP_ADDRESS_LIMIT]], { now });
    // The policy the sign-up form shows (not the account's own address, characters as a person counts them).
    refuseWeakPassword({ password: body.password, email: body.email, field: 'password' });
    // Hashed either way, so the time taken does not tell a registered address either.
    const passwordHash = await hashPassword(body.password, passwordHashCost);
    await db.transaction((tx) => signUpCommand({ tx, actor: SYSTEM, now, account: body, passwordHash }));
    return { data: { next: 'check_email' as const, email: body.email } };
  });

  mount(routes, signIn, async ({ body, c }) => {
    const now = clock.now();
    const emailLower = body.email.trim().toLowerCase();
    const attempt = await countSignInAttempt(db, { emailLower, address: clientAddress(c, trustProxy), now });
    const [row] = await db
      .select({ user_id: users.user_id, password_hash: users.password_hash })
      .from(users)
      .where(eq(sql`lower(${users.email})`, emailLower))
      .limit(1);
    const ok = await verifyPassword(body.password, row?.password_hash ?? (await getDummyHash(passwordHashCost)));
    if (!row || !ok) throw new AppError('InvalidCredentials', 'The email or password is not right.');
    await attempt.succeeded();
    setSessionCookie(c, await createSession({ db, userId: row.user_id, now, userAgent: userAgentOf(c) }));
    return { data: { user: (await loadFoundation(db, row.user_id)).user } };
  });

  mount(routes, signOut, async ({ c }) => {
    const token = readSessionToken(c);
    if (token) await deleteSession({ db, token });
    clearSessionCookie(c);
    return { data: { ok: true as const } };
  });

  mount(routes, confirmEmail, async ({ body, c }) => {
    const now = clock.now();
    const { userId } = await db.transaction((tx) => confirmEmailCommand({ tx, actor: SYSTEM, now, token: body.token }));
    // The link reached its owner's inbox: that signs them in (sign-up itself signs nobody in).
    setSessionCookie(c, await createSession({ db, userId, now, userAgent: userAgentOf(c) }));
    return { data: { ok: true as const, user: (await loadFoundation(db, userId)).user } };
  });

  mount(routes, resendConfirmation, async ({ user, body, c }) => {
    const now = clock.now();
    const [row] = await db
      .select({ email: users.email, confirmed: users.is_confirm_email })
      .from(users)
      .where(eq(users.user_id, user.user_id));
    if (!row) throw new AppError('NotSignedIn', 'Please sign in first.');
    if (row.confirmed) throw new AppError('AlreadyConfirmed', 'Your email address is already confirmed.');
    const allowed = await canResendConfirmation({ db, userId: user.user_id, now });
    if (!allowed.ok) {
      c.header('Retry-After', String(Math.ceil(allowed.retryAfterMs / 1000)));
      throw new AppError('TooManyConfirmationMails', 'We sent you a link a moment ago. Please check your inbox, or try again later.');
    }
    await db.transaction((tx) =>
      requestEmailConfirmation({ tx, actor: actorForUser(user), now, userId: user.user_id, returnTo: body?.return_to }),
    );
    return { data: { ok: true as const } };
  });

  mount(routes, getFoundation, async ({ user }) => ({ data: await loadFoundation(db, user.user_id) }));

  mount(routes, updateSettings, async ({ body, user }) => {
    await db.transaction((tx) => updateSettingsCommand({ tx, actor: actorForUser(user), now: clock.now(), settings: body }));
    return { data: { user: (await loadFoundation(db, user.user_id)).user } };
  });

  return routes;
}
