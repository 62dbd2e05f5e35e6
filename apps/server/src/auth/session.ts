import { and, eq, gt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { DAY_MS } from '@app/domain';
import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { sessions, users } from '../db/schema-accounts';
import type { AppEnv, SessionUser } from '../http/app-env';
import { hashToken, newToken } from './tokens';

export const SESSION_COOKIE = 'sid';
export const SESSION_TTL_MS = 30 * DAY_MS;

export async function createSession({ db, userId, now }: { db: Db; userId: number; now: number }): Promise<string> {
  const token = newToken();
  await db
    .insert(sessions)
    .values({ token_hash: hashToken(token), user_id: userId, created_at: new Date(now), expires_at: new Date(now + SESSION_TTL_MS) });
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
  const rows = await sessionUserStatement(db).execute({ tokenHash: hashToken(token), now: new Date(now) });
  return rows[0] ?? null;
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
}

export function clearSessionCookie(c: Context<AppEnv>): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: isHttps(c) });
}

export function readSessionToken(c: Context<AppEnv>): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

/** Puts the signed-in user (or null) on every request. */
export function sessionMiddleware({ db, clock }: { db: Db; clock: Clock }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = readSessionToken(c);
    c.set('user', token ? await findSessionUser({ db, token, now: clock.now() }) : null);
    await next();
  };
}
