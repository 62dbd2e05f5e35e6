import { type Context, Hono, type Next } from 'hono';
import { getCookie } from 'hono/cookie';
import { INSTANT_LESSONS_PATH, TEACHERS_PATH } from '@app/domain';
import type { AppDeps } from '../app';
import { findSessionUser, readSessionToken } from '../auth/session';
import type { AppEnv } from '../http/app-env';
import { ALSO_SPEAK_IS_MYSELF_COOKIE, decideInstantLessonsPage, decideTeachersPage, decodeSegments } from '../teachers/page-routing';

/**
 * The not-found page of an unknown teachers language (001 §8 "Unknown language on teacher search:
 * not-found result"), where the web app cannot render its own (`notFoundPage`).
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
 * A teachers address that names nothing: the web app's not-found screen with status 404, when its
 * renderer draws one (its loaders read the same rules). Otherwise (no web app or renderer, or a
 * country, which only the server can look up) the page it sent is replaced by the stand-alone one.
 */
async function notFoundPage(c: Context<AppEnv>, next: Next): Promise<void> {
  await next();
  if (c.res.status === 404 && c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
  // The answer's other headers (request id, caching) stay; those of its body go with it.
  const headers = new Headers(c.res.headers);
  for (const name of ['Content-Encoding', 'Content-Length']) headers.delete(name);
  headers.set('Content-Type', 'text/html; charset=UTF-8');
  await c.res.body?.cancel();
  // Cleared first: Hono would copy the old answer's headers onto the new one.
  c.res = undefined;
  c.res = new Response(TEACHERS_NOT_FOUND_HTML, { status: 404, headers });
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
    if (segments === null) return notFoundPage(c, next);
    const token = readSessionToken(c);
    const user = token ? await findSessionUser({ db, token, now: clock.now() }) : null;
    const decision = await decideTeachersPage(db, {
      segments,
      query: queryRecord(c.req.queries()),
      userId: user?.user_id ?? null,
      hasAlsoSpeakIsMyselfCookie: (getCookie(c, ALSO_SPEAK_IS_MYSELF_COOKIE) ?? '') !== '',
    });
    if (decision.kind === 'notFound') return notFoundPage(c, next);
    if (decision.kind === 'redirect') {
      for (const [name, value] of Object.entries(decision.headers)) c.header(name, value);
      return c.redirect(decision.location, decision.status);
    }
    await next();
    return undefined;
  });

  routes.get(`${INSTANT_LESSONS_PATH}/*`, async (c, next) => {
    const segments = decodeSegments(c.req.path.slice(INSTANT_LESSONS_PATH.length));
    if (segments === null || (await decideInstantLessonsPage(db, { segments })) === 'notFound') return notFoundPage(c, next);
    await next();
    return undefined;
  });

  return routes;
}
