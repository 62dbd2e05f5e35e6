import type { Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { CompressibleBody, sendText } from '../http/compression';
import type { Logger } from '../http/logger';
import { injectPageSeo, type PageSeo } from '../content/page-seo';
import type { WebRenderer } from './web-renderer';

/** Request headers an in-process API read carries over from the page request. */
const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent', 'x-forwarded-for', 'x-forwarded-proto'];

/**
 * A fetch that answers the web app's API reads in this process, through the same Hono app (its
 * session, limits and shared reads), as the page's own request: with its cookie and client address.
 */
function inProcessFetch(
  c: Context<AppEnv>,
  api: { request: (input: Request, init: undefined, env: unknown) => Response | Promise<Response> },
) {
  const origin = new URL(c.req.url).origin;
  const apiFetch: typeof fetch = async (input, init) => {
    const request = new Request(new URL(input instanceof Request ? input.url : String(input), origin), init);
    for (const name of FORWARDED_HEADERS) {
      const value = c.req.header(name);
      if (value !== undefined) request.headers.set(name, value);
    }
    return api.request(request, undefined, c.env);
  };
  return apiFetch;
}

/**
 * Answers a page path: a public page rendered with its data by the web app's renderer, any other
 * path the shell (index.html) for the browser to render. A renderer that fails sends the shell too:
 * the browser renders the page as it would without server rendering.
 */
export function webPageHandler({
  app,
  renderer,
  indexHtml,
  contentSeo,
  publicUrl,
  now,
  logger,
}: {
  app: { request: (input: Request, init: undefined, env: unknown) => Response | Promise<Response> };
  renderer: Promise<WebRenderer | null>;
  indexHtml: string;
  /** The path's title and description from its content record (content/page-seo.ts), or null. */
  contentSeo: (c: Context<AppEnv>) => Promise<PageSeo | null>;
  publicUrl: string;
  now: () => number;
  logger: Logger;
}) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const [render, seo] = await Promise.all([renderer, contentSeo(c)]);
    const result = await render
      ?.renderPage({ request: c.req.raw, template: indexHtml, publicUrl, now: now(), apiFetch: inProcessFetch(c, app), contentSeo: seo })
      .catch((error: unknown) => {
        logger.log('error', 'page render failed', { reqId: c.get('requestId'), path: c.req.path, error: String(error) });
        return null;
      });
    if (result?.kind === 'redirect') return result.response;
    if (result?.kind === 'page') {
      // Rendered with the visitor's session: no shared cache may keep it.
      return sendText(c, new CompressibleBody(result.html), {
        status: result.status,
        contentType: 'text/html; charset=UTF-8',
        headers: { 'Cache-Control': 'private, no-cache', Vary: 'Cookie, Accept-Language' },
      });
    }
    return sendText(c, new CompressibleBody(injectPageSeo(indexHtml, seo)), { contentType: 'text/html; charset=UTF-8' });
  };
}
