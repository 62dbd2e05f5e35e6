import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { INSTANT_LESSONS_PATH, TEACHERS_PATH } from '@app/domain';
import type { AppDeps } from '../app';
import { findSessionUser, readSessionToken } from '../auth/session';
import type { AppEnv } from '../http/app-env';
import { ALSO_SPEAK_IS_MYSELF_COOKIE, decideInstantLessonsPage, decideTeachersPage, decodeSegments } from '../teachers/page-routing';

/**
 * The not-found page of an unknown teachers language (001 §8 "Unknown language on teacher search:
 * not-found result"). A small stand-alone page while the web app does not exist; the web app's own
 * not-found page will replace it.
 */
export const TEACHERS_NOT_FOUND_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem">
<main>
<h1>Page not found</h1>
<p>We could not find this page. The language in the address may not be one we teach.</p>
<p><a href="${TEACHERS_PATH}">Find a teacher</a></p>
</main>
</body>
</html>
`;

function queryRecord(queries: Record<string, string[]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(queries)) out[key] = values.length === 1 ? (values[0] ?? '') : values;
  return out;
}

/**
 * Page routing done by the server before the web app loads (001 §2.5), on the non-API paths
 * `/teachers`, `/teachers/:language`, `/teachers/:language/:country` and `/instant-lessons`.
 * Registered before the static web app; a page that is served falls through with `next()`.
 */
export function teacherPageRoutes({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  routes.get(`${TEACHERS_PATH}/*`, async (c, next) => {
    const segments = decodeSegments(c.req.path.slice(TEACHERS_PATH.length));
    if (segments === null) return c.html(TEACHERS_NOT_FOUND_HTML, 404);
    const token = readSessionToken(c);
    const user = token ? await findSessionUser({ db, token, now: clock.now() }) : null;
    const decision = await decideTeachersPage(db, {
      segments,
      query: queryRecord(c.req.queries()),
      userId: user?.user_id ?? null,
      hasAlsoSpeakIsMyselfCookie: (getCookie(c, ALSO_SPEAK_IS_MYSELF_COOKIE) ?? '') !== '',
    });
    if (decision.kind === 'notFound') return c.html(TEACHERS_NOT_FOUND_HTML, 404);
    if (decision.kind === 'redirect') {
      for (const [name, value] of Object.entries(decision.headers)) c.header(name, value);
      return c.redirect(decision.location, decision.status);
    }
    await next();
    return undefined;
  });

  routes.get(`${INSTANT_LESSONS_PATH}/*`, async (c, next) => {
    const segments = decodeSegments(c.req.path.slice(INSTANT_LESSONS_PATH.length));
    if (segments === null || (await decideInstantLessonsPage(db, { segments })) === 'notFound') return c.html(TEACHERS_NOT_FOUND_HTML, 404);
    await next();
    return undefined;
  });

  return routes;
}
