import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  getAvatar,
  deleteAccount,
  downloadAccountData,
  deleteAvatar,
  getProfile,
  updateProfile,
  uploadAvatar,
  changeEmail,
  changePassword,
  checkResetToken,
  confirmEmailChange,
  endOtherSessions,
  endSession,
  forgotPassword,
  listSessions,
  resetPassword,
} from '@app/api';
import { Hono } from 'hono';
import { listAccountSessions } from '../accounts/account-sessions';
import { countPasswordCheck, countPasswordResetRequest } from '../accounts/password-throttle';
import { loadFoundation } from '../accounts/user-view';
import { clearSessionCookie, readSessionToken } from '../auth/session';
import { hashToken } from '../auth/tokens';
import type { RouteDeps } from '../app';
import {
  changePassword as changePasswordCommand,
  readUsableReset,
  requestPasswordReset,
  resetPassword as resetPasswordCommand,
} from '../commands/account-passwords';
import { confirmEmailChange as confirmEmailChangeCommand, requestEmailChange } from '../commands/change-email';
import { actorForUser, SYSTEM } from '../commands/command';
import { endSessions } from '../commands/end-sessions';
import { avatarKeyOf, editProfile, setAvatar } from '../commands/edit-profile';
import { loadOwnProfile } from '../accounts/profile-view';
import { exportAccountData } from '../accounts/account-export';
import { deleteAccount as deleteAccountCommand } from '../commands/delete-account';
import { notFoundError } from '../errors/app-error';
import { readUpload } from '../uploads/read-upload';
import { sendFile } from '../uploads/send-file';
import { sniffContentType } from '../uploads/sniff';
import { storeUpload } from '../uploads/store-upload';
import { users } from '../db/schema-accounts';
import { eq } from 'drizzle-orm';
import { AppError } from '../errors/app-error';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/client-address';
import { mount } from '../http/mount';
import { mountRaw } from '../http/mount-raw';

/** Issue 17 "Accounts a person can manage": forgot and change password, sessions, change email (docs/accounts-and-security.md). */
export function accountManagementRoutes({
  database,
  clock,
  trustProxy,
  storage,
  passwordHashCost,
}: Pick<RouteDeps, 'database' | 'clock' | 'trustProxy' | 'storage' | 'passwordHashCost'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();
  const currentHash = (c: Parameters<typeof readSessionToken>[0]) => {
    const token = readSessionToken(c);
    return token ? hashToken(token) : null;
  };

  // The same answer whether or not the address has an account (docs/accounts-and-security.md "Forgot password").
  mount(routes, forgotPassword, async ({ body, c }) => {
    const now = clock.now();
    await countPasswordResetRequest(db, { emailLower: body.email.toLowerCase(), address: clientAddress(c, trustProxy), now });
    await db.transaction((tx) => requestPasswordReset({ tx, actor: SYSTEM, now, email: body.email }));
    return { data: { ok: true as const } };
  });

  mount(routes, checkResetToken, async ({ query }) => {
    const reset = await readUsableReset(db, { token: query.token, now: clock.now(), lock: false });
    if (!reset) throw new AppError('InvalidResetToken', 'This reset link is not valid any more.', 'token');
    return { data: { valid: true as const, expires_at: reset.expires_at.toISOString() } };
  });

  mount(routes, resetPassword, async ({ body, c }) => {
    const now = clock.now();
    const { userId } = await db.transaction((tx) =>
      resetPasswordCommand({ tx, actor: SYSTEM, now, token: body.token, password: body.password, hashCost: passwordHashCost }),
    );
    // Every session of the account ended; if this browser was signed in as someone, it is not any more either.
    if (c.get('user')?.user_id === userId) clearSessionCookie(c);
    return { data: { ok: true as const } };
  });

  mount(routes, changePassword, async ({ body, user, c }) => {
    const now = clock.now();
    const attempt = await countPasswordCheck(db, { userId: user.user_id, now });
    const { sessionsEnded } = await db.transaction((tx) =>
      changePasswordCommand({
        tx,
        actor: actorForUser(user),
        now,
        currentPassword: body.current_password,
        newPassword: body.new_password,
        keepSession: currentHash(c),
        hashCost: passwordHashCost,
      }),
    );
    await attempt.succeeded();
    return { data: { ended: sessionsEnded } };
  });

  mount(routes, listSessions, async ({ user, c }) => ({
    data: { sessions: await listAccountSessions(db, { userId: user.user_id, currentHash: currentHash(c), now: clock.now() }) },
  }));

  mount(routes, endSession, async ({ params, user, c }) => {
    const now = clock.now();
    const { sessionsEnded } = await db.transaction((tx) =>
      endSessions({ tx, actor: actorForUser(user), now, which: { sessionId: params.id } }),
    );
    // Ending this very session is signing out.
    if ((await listAccountSessions(db, { userId: user.user_id, currentHash: currentHash(c), now })).every((s) => !s.current))
      clearSessionCookie(c);
    return { data: { ended: sessionsEnded } };
  });

  mount(routes, endOtherSessions, async ({ user, c }) => {
    const now = clock.now();
    const { sessionsEnded } = await db.transaction((tx) =>
      endSessions({ tx, actor: actorForUser(user), now, which: { allBut: currentHash(c) } }),
    );
    return { data: { ended: sessionsEnded } };
  });

  mount(routes, changeEmail, async ({ body, user }) => {
    const now = clock.now();
    const attempt = await countPasswordCheck(db, { userId: user.user_id, now });
    await db.transaction((tx) =>
      requestEmailChange({
        tx,
        actor: actorForUser(user),
        now,
        newEmail: body.new_email,
        currentPassword: body.current_password,
      }),
    );
    await attempt.succeeded();
    return { data: { next: 'check_new_email' as const, new_email: body.new_email } };
  });

  mount(routes, confirmEmailChange, async ({ body }) => {
    const now = clock.now();
    const { userId } = await db.transaction((tx) => confirmEmailChangeCommand({ tx, actor: SYSTEM, now, token: body.token }));
    return { data: { user: (await loadFoundation(db, userId)).user } };
  });

  mount(routes, getProfile, async ({ user }) => ({ data: { profile: await loadOwnProfile(db, user.user_id) } }));

  mount(routes, updateProfile, async ({ body, user }) => {
    const now = clock.now();
    const profile = await db.transaction(async (tx) => {
      await editProfile({ tx, actor: actorForUser(user), now, changes: body });
      return loadOwnProfile(tx, user.user_id);
    });
    return { data: { profile } };
  });

  mount(routes, uploadAvatar, async ({ user, c }) => {
    const now = clock.now();
    const upload = await readUpload(c, { maxBytes: AVATAR_MAX_BYTES, accepted: AVATAR_CONTENT_TYPES });
    const { profile, replacedKey } = await storeUpload(storage, 'avatars', upload, (file) =>
      db.transaction(async (tx) => {
        const done = await setAvatar({ tx, actor: actorForUser(user), now, file });
        return { ...done, profile: await loadOwnProfile(tx, user.user_id) };
      }),
    );
    if (replacedKey) await storage.delete(replacedKey);
    return { data: { profile } };
  });

  mount(routes, deleteAvatar, async ({ user }) => {
    const now = clock.now();
    const { profile, replacedKey } = await db.transaction(async (tx) => {
      const done = await setAvatar({ tx, actor: actorForUser(user), now, file: null });
      return { ...done, profile: await loadOwnProfile(tx, user.user_id) };
    });
    if (replacedKey) await storage.delete(replacedKey);
    return { data: { profile } };
  });

  mount(routes, deleteAccount, async ({ body, user, c }) => {
    const now = clock.now();
    const attempt = await countPasswordCheck(db, { userId: user.user_id, now });
    const done = await db.transaction((tx) =>
      deleteAccountCommand({ tx, actor: actorForUser(user), now, currentPassword: body.current_password }),
    );
    await attempt.succeeded();
    // After the commit: a row never points at a deleted file.
    if (done.avatarKey) await storage.delete(done.avatarKey);
    clearSessionCookie(c);
    return { data: { dropped: done.dropped, kept: done.kept, refunded_cents: done.refundedCents } };
  });

  // Issue 17 "download my data": a JSON file, never cached, named by the day it was made.
  mountRaw(routes, downloadAccountData, async ({ user, c }) => {
    const now = clock.now();
    const data = await exportAccountData(db, { userId: user.user_id, now });
    return sendFile(c, {
      bytes: new TextEncoder().encode(`${JSON.stringify(data, null, 2)}\n`),
      contentType: 'application/json; charset=utf-8',
      fileName: `my-data-${new Date(now).toISOString().slice(0, 10)}.json`,
    });
  });

  // A picture: public like the profile; the key in the path changes with each upload, so it is cached for good.
  mountRaw(routes, getAvatar, async ({ params, c }) => {
    const [row] = await db.select({ avatar: users.avatar_file_name }).from(users).where(eq(users.user_id, params.id));
    const key = avatarKeyOf(row?.avatar ?? null);
    if (!key || key !== `avatars/${params.key}`) throw notFoundError('Avatar');
    const bytes = await storage.get(key);
    if (!bytes) throw notFoundError('Avatar');
    return sendFile(c, {
      bytes,
      contentType: sniffContentType(bytes) ?? 'application/octet-stream',
      fileName: `avatar-${params.id}`,
      disposition: 'inline',
      cache: 'public, max-age=31536000, immutable',
    });
  });

  return routes;
}
