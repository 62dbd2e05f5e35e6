import { confirmUnsubscribe, getMailPreferences, getUnsubscribe, oneClickUnsubscribe, updateMailPreferences } from '@app/api';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { actorForUser, SYSTEM } from '../commands/command';
import { setMailPreferences } from '../commands/set-mail-preferences';
import { unsubscribeByLink } from '../commands/unsubscribe-by-link';
import { readMailPreferences, viewUnsubscribe } from '../mail/mail-preferences';

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

  mount(routes, updateMailPreferences, async ({ user, body }) => {
    const { preferences } = await db.transaction((tx) =>
      setMailPreferences({ tx, actor: actorForUser(user), now: clock.now(), preferences: body }),
    );
    return { data: { preferences } };
  });

  mount(routes, getUnsubscribe, async ({ query }) => ({ data: await viewUnsubscribe(db, { token: query.token, now: clock.now() }) }));

  const unsubscribe = async (token: string) => {
    const { view } = await db.transaction((tx) => unsubscribeByLink({ tx, actor: SYSTEM, now: clock.now(), token }));
    return { data: view };
  };
  mount(routes, confirmUnsubscribe, async ({ body }) => unsubscribe(body.token));

  mount(routes, oneClickUnsubscribe, async ({ query }) => unsubscribe(query.token));

  return routes;
}
