import { AsyncLocalStorage } from 'node:async_hooks';
import { dehydrate } from '@tanstack/react-query';
import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  isRouteErrorResponse,
  matchRoutes,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from './app/app';
import { createQueryClient } from './app/query-client';
import { createRoutes } from './app/router';
import { type ServerState, serializeServerState } from './app/server-state';
import { pageDocument } from './app/ssr/page-document';
import { prefetchShell } from './app/ssr/shell-reads';
import { requestLocale, requestTimeZone, requestViewportWidth } from './app/ssr/request-preferences';
import { readClientManifest, routeChunks } from './app/ssr/route-chunks';
import { englishTexts, loadEnglish } from './i18n/english';
import { CATALOG_MODULES, DISPLAY_LOCALE_COOKIE, loadCatalog, type TFunction } from './i18n/i18n-provider';
import { translate } from './i18n/translate';
import { createLanguageNames } from './i18n/language-names';
import { INTL_LOCALE } from './i18n/locales';
import { setRequestFetch } from './lib/api-client';
import { readyQueryClientSlot } from './lib/query-client-slot';
import { createShellReads, shellSeed } from './lib/shell-reads';
import { TIME_ZONE_COOKIE } from './lib/browser-time-zone';
import type { PageHandle } from './lib/page-head';

/**
 * The server renderer, built by `vite build --ssr` into dist-server/ and loaded by the server at
 * start (apps/server/src/web/web-renderer.ts holds the same contract). It renders the public pages
 * with their data; every other path is the server's to answer with the shell.
 */
export interface RenderInput {
  /** The page request (its URL, cookie and Accept-Language). */
  readonly request: Request;
  /** The built index.html. */
  readonly template: string;
  /** `PUBLIC_URL`: canonical links start with it. */
  readonly publicUrl: string;
  /** The server's clock: the instant the page renders at. */
  readonly now: number;
  /** The API, answered in the server's process with the request's cookie (no network hop). */
  readonly apiFetch: typeof fetch;
  /** The path's content-record title and description (the server's page-seo), for pages without a head of their own. */
  readonly contentSeo: { readonly title: string; readonly description: string } | null;
}

export type RenderResult =
  | { readonly kind: 'shell' }
  | { readonly kind: 'redirect'; readonly response: Response }
  | { readonly kind: 'page'; readonly status: number; readonly html: string };

// The renderer is built into dist-server/, beside the client build it renders pages for.
let clientManifest: ReturnType<typeof readClientManifest> | undefined;
const manifest = () => (clientManifest ??= readClientManifest(new URL('../dist/.vite/manifest.json', import.meta.url)));

/** The browser's query client module (main.tsx imports it on first use), as the build's manifest names it. */
const BROWSER_QUERY_CLIENT_MODULE = 'src/app/browser-query-client.ts';

// Each render's API reads go through its own request's fetch: no request sees another's cookie.
const requestFetch = new AsyncLocalStorage<typeof fetch>();
setRequestFetch(() => requestFetch.getStore());

export async function renderPage(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.request.url);
  const cookie = input.request.headers.get('cookie');
  const locale = requestLocale({
    cookie,
    localeCookie: DISPLAY_LOCALE_COOKIE,
    acceptLanguage: input.request.headers.get('accept-language'),
  });
  const timeZone = requestTimeZone({ cookie, zoneCookie: TIME_ZONE_COOKIE });
  // One query client and one set of shell reads per request: one visitor's data never reaches another's page.
  const queryClient = createQueryClient();
  const queryClients = readyQueryClientSlot(queryClient);
  const shell = createShellReads();
  const routes = createRoutes(() => ({ queryClients, shell, locale, timeZone, now: input.now }));
  const matched = matchRoutes(routes, url.pathname)?.at(-1)?.route.handle as PageHandle | undefined;
  if (!matched?.serverRendered) return { kind: 'shell' };

  const handler = createStaticHandler(routes);
  const [context, , catalog] = await Promise.all([
    requestFetch.run(input.apiFetch, () => handler.query(input.request)),
    requestFetch.run(input.apiFetch, () => prefetchShell({ shell, queryClient })),
    loadCatalog(locale),
    loadEnglish(),
  ]);
  if (context instanceof Response) return { kind: 'redirect', response: context };
  // A page whose code failed to load is left to the browser, which shows its error screen. A page
  // whose subject does not exist is rendered: the not-found screen, with the loader's 404 as status.
  const notFound = onlyNotFound(context.errors);
  if (context.errors && !notFound) return { kind: 'shell' };

  const snapshot = {
    now: input.now,
    timeZone,
    viewportWidth: requestViewportWidth(input.request.headers.get('user-agent')),
    origin: new URL(input.publicUrl).origin,
  };
  const renderErrors: unknown[] = [];
  const router = createStaticRouter(handler.dataRoutes, context);
  const stream = await renderToReadableStream(
    <AppProviders queryClients={queryClients} shell={shell} server={{ locale, snapshot }} catalog={catalog}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
    {
      // Never outline a finished boundary: revealing it takes an inline script, which the CSP refuses.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        renderErrors.push(error);
      },
    },
  );
  // The whole page, with every suspended part: crawlers and browsers without JavaScript get it all.
  await stream.allReady;
  const markup = await new Response(stream).text();
  // A part that failed to render would be left to the browser by an inline script (refused by the
  // CSP): the browser renders the whole page instead.
  if (renderErrors.length > 0) throw new AggregateError(renderErrors, `rendering ${url.pathname} failed`);

  const texts = locale === 'en' ? englishTexts() : catalog;
  const t: TFunction = (key, vars) => translate({ catalog: texts, key, vars });
  const handle = context.matches.at(-1)?.route.handle as PageHandle | undefined;
  // The not-found screen names itself (usePageTitle): the page's own head would name the page.
  const head = notFound
    ? { title: t('common.notFoundTitle') }
    : (handle?.head?.({
        params: context.matches.at(-1)?.params ?? {},
        url,
        queryClient,
        t,
        locale,
        languageNames: createLanguageNames(INTL_LOCALE[locale]),
      }) ?? null);
  const state: ServerState = {
    locale,
    snapshot,
    shell: shellSeed(shell),
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, errors: context.errors },
  };
  const pageHandles = context.matches.map((match) => match.route.handle as PageHandle | undefined);
  const modules = [
    ...pageHandles.flatMap((handle) => (handle?.page ? [`src/routes/${handle.page}.tsx`] : [])),
    ...(pageHandles.some((handle) => handle?.texts === 'all') ? [CATALOG_MODULES.en] : []),
    // The query client, made before such a page hydrates: asked for with the page, not after the entry has run.
    ...(pageHandles.some((handle) => handle?.queries) ? [BROWSER_QUERY_CLIENT_MODULE] : []),
    ...(locale === 'en' ? [] : [CATALOG_MODULES[locale]]),
  ];
  const clientBuild = manifest();
  const html = pageDocument({
    template: input.template,
    chunks: clientBuild ? routeChunks(clientBuild, modules) : [],
    head,
    contentSeo: input.contentSeo,
    lang: locale,
    canonicalUrl: notFound ? null : `${input.publicUrl.replace(/\/$/, '')}${url.pathname}`,
    markup,
    state: serializeServerState(state),
  });
  return { kind: 'page', status: context.statusCode, html };
}

/** Every error the loaders threw is the router's 404 (lib/route-loader.ts `notFound`). */
function onlyNotFound(errors: StaticHandlerContext['errors']): boolean {
  return errors !== null && Object.values(errors).every((error) => isRouteErrorResponse(error) && error.status === 404);
}
