import { createSupportRequest } from '@app/api';
import { HOUR_MS } from '@app/domain';
import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { supportRequests } from '../db/schema-support';
import type { AppEnv } from '../http/app-env';
import { ApiError } from '../http/api-error';
import { mount } from '../http/mount';

/** Requests one sender may file within `SUPPORT_RATE_WINDOW_MS`; more is a 429 until the oldest leaves the window. */
export const SUPPORT_RATE_LIMIT = 5;
export const SUPPORT_RATE_WINDOW_MS = HOUR_MS;
/** 001 §2.6: the widget's user id "defaults to 0" for a visitor. */
export const VISITOR_USER_ID = 0;

export class SupportRateLimitError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'TooManySupportRequests', `You can send ${SUPPORT_RATE_LIMIT} support requests an hour. Please wait a little and try again.`);
  }
}

/**
 * The support widget's contact form. A signed-in sender is counted by user id, a visitor by the
 * e-mail they typed (lower-cased). The count and the insert run in one transaction under an
 * advisory lock on that key, so parallel requests of one sender cannot slip past the limit.
 */
export function supportRoutes({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, createSupportRequest, async ({ body, user, c }) => {
    const now = clock.now();
    const userId = user?.user_id ?? VISITOR_USER_ID;
    const email = body.email.toLowerCase();
    const sender = userId === VISITOR_USER_ID ? sql`lower(${supportRequests.email}) = ${email}` : eq(supportRequests.user_id, userId);
    const lockKey = userId === VISITOR_USER_ID ? `support:${email}` : `support:user:${userId}`;
    try {
      const row = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
        const [recent] = await tx
          .select({ n: count(), oldest: min(supportRequests.created_at) })
          .from(supportRequests)
          .where(and(sender, gt(supportRequests.created_at, new Date(now - SUPPORT_RATE_WINDOW_MS))));
        if ((recent?.n ?? 0) >= SUPPORT_RATE_LIMIT) {
          const freeAt = (recent?.oldest?.getTime() ?? now) + SUPPORT_RATE_WINDOW_MS;
          throw new SupportRateLimitError(Math.max(1, Math.ceil((freeAt - now) / 1000)));
        }
        const [inserted] = await tx
          .insert(supportRequests)
          .values({ user_id: userId, name: body.name, email: body.email, subject: body.subject, message: body.message, page: body.page ?? null, created_at: new Date(now) })
          .returning({ id: supportRequests.id, user_id: supportRequests.user_id, created_at: supportRequests.created_at });
        if (!inserted) throw new Error('support request insert returned no row');
        return inserted;
      });
      return { data: { id: row.id, user_id: row.user_id, created_at: row.created_at.toISOString() } };
    } catch (error) {
      if (error instanceof SupportRateLimitError) c.header('Retry-After', String(error.retryAfterSeconds));
      throw error;
    }
  });

  return routes;
}
