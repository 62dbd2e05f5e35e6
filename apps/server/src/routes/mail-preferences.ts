import { confirmUnsubscribe, getMailPreferences, getUnsubscribe, UnsubscribeQuerySchema, updateMailPreferences } from '@app/api';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import { AppError } from '../errors/app-error';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from '../jobs/class-reminders';
import {
  confirmUnsubscribe as unsubscribe,
  readMailPreferences,
  updateMailPreferences as writePreferences,
  viewUnsubscribe,
} from '../mail/mail-preferences';

/** The one-click unsubscribe address as the CSRF guard sees it: a mail client posts there without our header (RFC 8058). */
export const ONE_CLICK_UNSUBSCRIBE_API_PATH = `/api${ONE_CLICK_UNSUBSCRIBE_PATH}`;

/**
 * Issue 15: which optional mails a user gets (`/settings`), and the unsubscribe links in those mails:
 * the page reads what a link is about (GET changes nothing: link scanners open every link) and its
 * button confirms (POST). A mail client's one-click POST (RFC 8058, `List-Unsubscribe-Post`) lands on
 * `ONE_CLICK_UNSUBSCRIBE_PATH`, form-encoded and without the CSRF header: the token is the proof,
 * and all it can do is switch one kind of mail off.
 */
export function mailPreferenceRoutes({ database, clock }: Pick<RouteDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getMailPreferences, async ({ user }) => ({ data: { preferences: await readMailPreferences(db, user.user_id) } }));

  mount(routes, updateMailPreferences, async ({ user, body }) => ({
    data: { preferences: await writePreferences(db, { userId: user.user_id, preferences: body, now: clock.now() }) },
  }));

  mount(routes, getUnsubscribe, async ({ query }) => ({ data: await viewUnsubscribe(db, { token: query.token, now: clock.now() }) }));

  mount(routes, confirmUnsubscribe, async ({ body }) => ({ data: await unsubscribe(db, { token: body.token, now: clock.now() }) }));

  routes.post(ONE_CLICK_UNSUBSCRIBE_PATH, async (c) => {
    const parsed = UnsubscribeQuerySchema.safeParse({ token: c.req.query('token') });
    if (!parsed.success) throw new AppError('InvalidToken', 'token: not a token from an unsubscribe link', 'token');
    await unsubscribe(db, { token: parsed.data.token, now: clock.now() });
    return c.json({ data: { ok: true } });
  });

  return routes;
}
