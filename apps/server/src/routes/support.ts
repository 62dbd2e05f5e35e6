import { createSupportRequest } from '@app/api';
import { HOUR_MS } from '@app/domain';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import { supportRequests } from '../db/schema-support';
import type { AppEnv } from '../http/app-env';
import { clientAddress } from '../http/client-address';
import { type RateLimit, takeAddressAndUser } from '../http/rate-limit';
import { mount } from '../http/mount';

/** Requests one signed-in user may file an hour. */
export const SUPPORT_USER_LIMIT: RateLimit = {
  code: 'TooManySupportRequestsFromUser',
  limit: 5,
  windowMs: HOUR_MS,
  message: 'You can send 5 support requests an hour. Please wait a little and try again.',
};
/** Requests from one address an hour, visitors and users alike (a visitor can type any email, so the address is what counts). */
export const SUPPORT_ADDRESS_LIMIT: RateLimit = {
  code: 'TooManySupportRequestsFromAddress',
  limit: 10,
  windowMs: HOUR_MS,
  message: 'Too many support requests from here. Please wait a little and try again.',
};
/** 001 §2.6: the widget's user id "defaults to 0" for a visitor. */
export const VISITOR_USER_ID = 0;

/**
 * The support widget's contact form, counted per client address and, when signed in, per user, in
 * the shared rate-limit store before anything is written.
 */
export function supportRoutes({ database, clock, trustProxy }: Pick<RouteDeps, 'database' | 'clock' | 'trustProxy'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, createSupportRequest, async ({ body, user, c }) => {
    const now = clock.now();
    const userId = user?.user_id ?? VISITOR_USER_ID;
    await takeAddressAndUser(db, {
      name: 'support',
      address: clientAddress(c, trustProxy),
      userId: user?.user_id ?? null,
      perAddress: SUPPORT_ADDRESS_LIMIT,
      perUser: SUPPORT_USER_LIMIT,
      now,
    });
    const [row] = await db
      .insert(supportRequests)
      .values({
        user_id: userId,
        name: body.name,
        email: body.email,
        subject: body.subject,
        message: body.message,
        page: body.page ?? null,
        created_at: new Date(now),
      })
      .returning({ id: supportRequests.id, user_id: supportRequests.user_id, created_at: supportRequests.created_at });
    if (!row) throw new Error('support request insert returned no row');
    return { data: { id: row.id, user_id: row.user_id, created_at: row.created_at.toISOString() } };
  });

  return routes;
}
