import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { SIGNED_IN_HINT_COOKIE } from '@app/api';
import { DAY_MS, MINUTE_MS } from '@app/domain';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { sessions, users } from '../db/schema-accounts';
import type { AppEnv, SessionUser } from '../http/app-env';
import { hashToken, newToken } from './tokens';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 30 * DAY_MS;

/** How stale a session's `last_used_at` may get: the sessions list says "last used" to within this, for one write per session per interval. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * MINUTE_MS;
/** The longest user agent kept: enough for any real browser's, not a place to store a blob. */
export const USER_AGENT_MAX_LENGTH = 512;

export async function createSession({
  db,
  userId,
  now,
  userAgent = null,
}: {
  db: Db;
  userId: number;
  now: number;
  /** The signing-in browser's `User-Agent`, for the sessions list. */
  userAgent?: string | null;
}): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    token_hash: hashToken(token),
    user_id: userId,
    created_at: new Date(now),
    expires_at: new Date(now + SESSION_TTL_MS),
    last_used_at: new Date(now),
    user_agent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
  });
  return token;
}

function prepareSessionUser(db: Db) {
  return db
    .select({
      user_id: users.user_id,
      email: users.email,
      nickname: users.nickname,
      role: users.role,
      register_status: users.register_status,
      is_confirm_email: users.is_confirm_email,
      timezone_iana: users.timezone_iana,
      is_am: users.is_am,
      currency: users.currency,
      last_used_at: sessions.last_used_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.user_id, sessions.user_id))
    .where(and(eq(sessions.token_hash, sql.placeholder('tokenHash')), gt(sessions.expires_at, sql.placeholder('now'))))
    .limit(1)
    .prepare('session_user');
}

// Every signed-in request reads its session.
const sessionUserStatement = preparedPerDatabase(prepareSessionUser);

export async function findSessionUser({ db, token, now }: { db: Db; token: string; now: number }): Promise<SessionUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await sessionUserStatement(db).execute({ tokenHash, now: new Date(now) });
  if (!row) return null;
  const { last_used_at, ...user } = row;
  if (last_used_at === null || last_used_at.getTime() <= now - SESSION_TOUCH_INTERVAL_MS) {
    // The guard makes concurrent requests of one session write once per interval.
    await db
      .update(sessions)
      .set({ last_used_at: new Date(now) })
      .where(
        and(
          eq(sessions.token_hash, tokenHash),
          or(isNull(sessions.last_used_at), lte(sessions.last_used_at, new Date(now - SESSION_TOUCH_INTERVAL_MS))),
        ),
      );
  }
  return user;
}

/** The signing-in browser's user agent, as `createSession` keeps it. */
export function userAgentOf(c: Context<AppEnv>): string | null {
  return c.req.header('User-Agent') ?? null;
}

export async function deleteSession({ db, token }: { db: Db; token: string }): Promise<void> {
  await db.delete(sessions).where(eq(sessions.token_hash, hashToken(token)));
}

function isHttps(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

export function setSessionCookie(c: Context<AppEnv>, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: isHttps(c),
    path: '/',
    maxAge: SESSION_TTL_MS / 1000,
  });
  setSignedInHint(c);
}

function setSignedInHint(c: Context<AppEnv>): void {
  setCookie(c, SIGNED_IN_HINT_COOKIE, '1', { sameSite: 'Lax', secure: isHttps(c), path: '/', maxAge: SESSION_TTL_MS / 1000 });
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c) });
  deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: '/', secure: isHttps(c) });
}

/**
 * Keeps the readable `SIGNED_IN_HINT_COOKIE` in step with the session cookie on every request, pages
 * included: a session made before the hint existed gets it with its first page, and a hint whose
 * session cookie is gone (expired, cleared) is dropped. Run before the routes, so a sign-in or
 * sign-out of the same request has the last word.
 */
export function signedInHintMiddleware(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const hasSession = readSessionToken(c) !== undefined;
    const hasHint = getCookie(c, SIGNED_IN_HINT_COOKIE) !== undefined;
    if (hasSession && !hasHint) setSignedInHint(c);
    if (!hasSession && hasHint) deleteCookie(c, SIGNED_IN_HINT_COOKIE, { path: '/', secure: isHttps(c) });
    await next();
  };
}

export function readSessionToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** Puts the signed-in user (or null) on every request. */
export function sessionMiddleware({ db, clock }: { db: Db; clock: Clock }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readSessionToken(c);
    const user = token ? await findSessionUser({ db, token, now: clock.now() }) : null;
    // A session ended elsewhere (expired, signed out everywhere, password reset): the browser forgets
    // it, so its next page is a visitor's without a 401 first.
    if (token && !user) clearSessionCookie(c);
    c.set('user', user);
    await next();
  };
}
