import { confirmUnsubscribe, getMailPreferences, getUnsubscribe, oneClickUnsubscribe, updateMailPreferences } from '@app/api';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import {
  confirmUnsubscribe as unsubscribe,
  readMailPreferences,
  updateMailPreferences as writePreferences,
  viewUnsubscribe,
} from '../mail/mail-preferences';

/**
 * Issue 15: which optional mails a user gets (`/settings`), and the unsubscribe links in those mails:
 * the page reads what a link is about (GET changes nothing: link scanners open every link) and its
 * button confirms (POST). A mail client's one-click POST (RFC 8058, `List-Unsubscribe-Post`) lands on
 * `oneClickUnsubscribe`, form-encoded and without the CSRF header: the token is the proof,
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

  mount(routes, oneClickUnsubscribe, async ({ query }) => ({ data: await unsubscribe(db, { token: query.token, now: clock.now() }) }));

  return routes;
}
