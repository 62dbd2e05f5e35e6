import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { hashToken } from '../auth/tokens';
import { requestPasswordReset } from '../commands/account-passwords';
import { confirmEmailChange, requestEmailChange } from '../commands/change-email';
import { SYSTEM } from '../commands/command';
import { signUp } from '../commands/sign-up';
import { emailChanges, passwordResets } from '../db/schema-account-tokens';
import { outbox, users } from '../db/schema-accounts';
import { domainEvents } from '../db/schema-outbox';
import { describeEachDatabase } from '../testing/databases';
import { storedEventsOf } from '../testing/domain-events';
import { drainTestEvents } from '../testing/drain';
import { makeUser } from '../testing/fixtures';
import { createTestApp, TEST_PASSWORD_HASH_COST } from '../testing/test-app';

const NOW = Date.UTC(2026, 10, 26, 10);
const PUBLIC_URL = 'https://learn.example';
/** The email-change test hashes a password with scrypt at 128 MiB: seconds on a loaded machine. */
const SCRYPT_TIMEOUT_MS = 180_000;

describeEachDatabase('account mails are rendered by event handlers (issue 19)', (ctx) => {
  const db = () => ctx.database.db;
  const drain = () => drainTestEvents(db(), { now: NOW, publicUrl: PUBLIC_URL });
  // Read the table itself: a mail that is already there before the drain was queued by the command.
  const queuedTo = (to: string) => db().select().from(outbox).where(eq(outbox.to_address, to));
  const spanishUser = async () => {
    const user = await makeUser(db(), createTestApp(ctx.database, NOW).app, { now: NOW });
    await db().update(users).set({ locale: 'es' }).where(eq(users.user_id, user.userId));
    await drain();
    return user;
  };

  it('a reset request stores PasswordResetRequested with the link token (its hash in password_resets); the handler mails the link in Spanish', async () => {
    const user = await spanishUser();
    await db().transaction((tx) => requestPasswordReset({ tx, actor: SYSTEM, now: NOW, email: user.email.toUpperCase() }));
    expect(await queuedTo(user.email)).toEqual([]);
    const [event, ...more] = await storedEventsOf(db(), { type: 'PasswordResetRequested', userId: user.userId });
    expect(more).toEqual([]);
    const token = String(event?.token);
    expect(
      await db()
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.token_hash, hashToken(token))),
    ).toHaveLength(1);

    await drain();
    const [mail, ...others] = await queuedTo(user.email);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe('Restablece tu contraseña');
    expect(mail?.link).toBe(`${PUBLIC_URL}/reset-password?token=${token}`);
    expect(mail?.body).toContain(mail?.link ?? 'no link');
  });

  it(
    'an email change stores EmailChangeRequested, then EmailChanged with the former address; the handler mails the link to the new address and the notice to the old',
    async () => {
      const user = await spanishUser();
      await db()
        .update(users)
        .set({ password_hash: await hashPassword('a password 123', TEST_PASSWORD_HASH_COST) })
        .where(eq(users.user_id, user.userId));
      const newEmail = `moved-${user.userId}@fixture.test`;
      const actor = { kind: 'student', userId: user.userId } as const;
      await db().transaction((tx) => requestEmailChange({ tx, actor, now: NOW, newEmail, currentPassword: 'a password 123' }));
      expect(await queuedTo(newEmail)).toEqual([]);
      const [asked] = await storedEventsOf(db(), { type: 'EmailChangeRequested', userId: user.userId });
      const token = String(asked?.token);
      expect(
        await db()
          .select()
          .from(emailChanges)
          .where(eq(emailChanges.token_hash, hashToken(token))),
      ).toHaveLength(1);

      await drain();
      const [link] = await queuedTo(newEmail);
      expect(link?.subject).toBe('Confirma tu nueva dirección de correo');
      expect(link?.link).toBe(`${PUBLIC_URL}/confirm-email-change?token=${token}`);

      await db().transaction((tx) => confirmEmailChange({ tx, actor: SYSTEM, now: NOW, token }));
      expect(await queuedTo(user.email)).toEqual([]);
      expect(await storedEventsOf(db(), { type: 'EmailChanged', userId: user.userId })).toEqual([
        { userId: user.userId, formerEmail: user.email },
      ]);
      await drain();
      const [notice] = await queuedTo(user.email);
      expect(notice?.subject).toBe('Se cambió tu dirección de correo');
      expect(notice?.body).toContain('m***@fixture.test');
      expect(notice?.link).toBe(`${PUBLIC_URL}/forgot-password`);
    },
    SCRYPT_TIMEOUT_MS,
  );

  it('sign-up stores SignedUp and EmailConfirmationRequested; with a registered address only AlreadyRegisteredSignUp, whose handler tells the owner', async () => {
    const owner = await spanishUser();
    const account = { email: owner.email.toUpperCase(), password: 'unused here', nickname: 'B' };
    const again = await db().transaction((tx) => signUp({ tx, actor: SYSTEM, now: NOW, account, passwordHash: 'hash' }));
    expect(again.events).toEqual([{ type: 'AlreadyRegisteredSignUp', email: account.email }]);
    const stored = await db()
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(sql`${domainEvents.type} = 'AlreadyRegisteredSignUp' and ${domainEvents.payload}->>'email' = ${account.email}`);
    expect(stored).toHaveLength(1);
    expect(await queuedTo(account.email)).toEqual([]);
    await drain();
    const [mail] = await queuedTo(account.email);
    expect(mail?.subject).toBe('Ya tienes una cuenta');
    expect(mail?.link).toBe(`${PUBLIC_URL}/signin`);

    const fresh = { email: `new-${owner.userId}@fixture.test`, password: 'unused here', nickname: 'C', return_to: '/teachers' };
    const made = await db().transaction((tx) => signUp({ tx, actor: SYSTEM, now: NOW, account: fresh, passwordHash: 'hash' }));
    const [signedUp, requested] = made.events;
    expect(signedUp?.type).toBe('SignedUp');
    expect(requested).toMatchObject({ type: 'EmailConfirmationRequested', returnTo: '/teachers' });
    const userId = signedUp?.type === 'SignedUp' ? signedUp.userId : 0;
    expect(await storedEventsOf(db(), { type: 'SignedUp', userId })).toEqual([{ userId }]);
    expect(await storedEventsOf(db(), { type: 'EmailConfirmationRequested', userId })).toHaveLength(1);
  });
});
