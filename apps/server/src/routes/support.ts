import { createSupportRequest } from '@app/api';
import { HOUR_MS } from '@app/domain';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import { actorForUser, SYSTEM } from '../commands/command';
import { fileSupportRequest } from '../commands/file-support-request';
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
/**
 * The support widget's contact form, counted per client address and, when signed in, per user, in
 * the shared rate-limit store before anything is written.
 */
export function supportRoutes({ database, clock, trustProxy }: Pick<RouteDeps, 'database' | 'clock' | 'trustProxy'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, createSupportRequest, async ({ body, user, c }) => {
    const now = clock.now();
    await takeAddressAndUser(db, {
      name: 'support',
      address: clientAddress(c, trustProxy),
      userId: user?.user_id ?? null,
      perAddress: SUPPORT_ADDRESS_LIMIT,
      perUser: SUPPORT_USER_LIMIT,
      now,
    });
    const { request: row } = await db.transaction((tx) =>
      fileSupportRequest({
        tx,
        actor: user ? actorForUser(user) : SYSTEM,
        now,
        request: { name: body.name, email: body.email, subject: body.subject, message: body.message, page: body.page ?? null },
      }),
    );
    return { data: { id: row.id, user_id: row.user_id, created_at: row.created_at.toISOString() } };
  });

  return routes;
}
