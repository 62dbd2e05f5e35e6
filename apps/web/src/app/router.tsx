import type { ComponentType } from 'react';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { loadEnglish } from '../i18n/english';
import type { PageHandle, PageHeadFunction } from '../lib/page-head';
import type { QueryClientSlot } from '../lib/query-client-slot';
import { type LoaderContext, notFound, type PageContext } from '../lib/route-loader';
import { AppShell } from './layout/app-shell';
import { PageFallback } from './layout/page-fallback';
import { RouteError } from './layout/route-error';

interface PageModule {
  default: ComponentType;
  /**
   * Prefetches what the page reads (src/features/README.md "Loaders"); a page without the query
   * cache (`queries: false`) returns what it shows instead, read with `useLoaderData`.
   */
  loader?: (args: LoaderFunctionArgs, context: LoaderContext) => Promise<unknown>;
  /** A server-rendered page's title, description and structured data (lib/page-head.ts). */
  head?: PageHeadFunction;
}

interface PageOptions {
  /** The landing page needs only the core texts; every other page waits for the whole English catalog. */
  readonly texts?: 'all' | 'core';
  /** A public page: the server renders it with its data (DESIGN.md "The web app"). */
  readonly serverRendered?: boolean;
  /**
   * Whether the page reads through the query cache (every page but the landing): it then waits for
   * the query client with its code. The landing reads through its loader and the shell's reads, so
   * its first load carries no query library.
   */
  readonly queries?: boolean;
}

/** What the router hands its pages' loaders: theirs, and the query client's slot. */
export interface RouteContext extends PageContext {
  readonly queryClients: QueryClientSlot;
}

/**
 * A page's loader runs when the page is entered or its path changes, and when it is asked again
 * (the same address: a revalidation, a link to the page itself); a change of the search alone
 * (filters, tabs, paging written to the URL) is the page's own business, as it was before loaders:
 * running the loader then would hold the URL until the data came.
 */
const onPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  (currentUrl.pathname !== nextUrl.pathname || currentUrl.href === nextUrl.href) && defaultShouldRevalidate;

/**
 * The landing page, bundled with the shell: it is the front door, and what it draws (class cards,
 * prices, times) most pages draw too. Its first load is one file, and every page's about the same
 * as with the landing a chunk of its own, whose shared parts each route carried a copy of (issue 16).
 */
const SHELL_PAGES = import.meta.glob<PageModule>('./landing-page.tsx', { base: '../routes', eager: true });

/**
 * The page modules, by file. Named rather than imported one by one, so a route knows its module's
 * build name: the server tells the browser which chunks the page it rendered needs (ADR 0019).
 */
const PAGE_MODULES: Record<string, () => Promise<PageModule>> = {
  ...import.meta.glob<PageModule>(['./*-page.tsx', '!./landing-page.tsx', './home-redirect.tsx'], { base: '../routes' }),
  ...Object.fromEntries(Object.entries(SHELL_PAGES).map(([file, module]) => [file, () => Promise.resolve(module)])),
};

/**
 * Each page is its own chunk, and waits for the English catalog beyond its core (one shared chunk).
 * The landing page needs only the core, so its first load carries only itself and the shell. The
 * page's loader comes with its chunk.
 */
function pageOf(context: () => RouteContext) {
  return (
    name: string,
    { texts = 'all', serverRendered = false, queries = true }: PageOptions = {},
  ): Pick<RouteObject, 'lazy' | 'shouldRevalidate' | 'handle' | 'HydrateFallback'> => {
    // Every name has its file: app/route-loaders.test.ts reads each page the router names.
    const load = PAGE_MODULES[`./${name}.tsx`] as () => Promise<PageModule>;
    const handle: PageHandle = { serverRendered, page: name, texts, queries };
    return {
      handle,
      // A page the server sends as the shell loads its code and data in the browser first: the
      // header and footer show around the page's skeleton meanwhile (without one, React Router
      // renders nothing there and warns on every such page).
      HydrateFallback: PageFallback,
      lazy: async () => {
        const [module] = await Promise.all([
          load(),
          texts === 'all' ? loadEnglish() : undefined,
          queries ? context().queryClients.get() : undefined,
        ]);
        const { loader } = module;
        handle.head = module.head;
        return {
          Component: module.default,
          ...(loader
            ? {
                loader: async (args) => {
                  const { queryClients, ...page } = context();
                  const data = await loader(
                    args,
                    queries ? { ...page, queryClient: await queryClients.get() } : withoutQueries(name, page),
                  );
                  return data ?? null;
                },
              }
            : {}),
        };
      },
      shouldRevalidate: onPathChange,
    };
  };
}

/** A `queries: false` page's loader context: asking it for the query client is a mistake in the page. */
function withoutQueries(name: string, page: PageContext): LoaderContext {
  return {
    ...page,
    get queryClient(): never {
      throw new Error(`${name} is routed with queries: false and has no query client`);
    },
  };
}

/**
 * The web routes of DESIGN.md "Entry points and routes". The server renders the public ones
 * (`serverRendered`) with their data (src/entry-server.tsx) and serves index.html for the others.
 */
export function createRoutes(context: () => RouteContext): RouteObject[] {
  const page = pageOf(context);
  return [
    {
      element: <AppShell />,
      children: [
        {
          // A page that fails keeps the header and footer around its error.
          errorElement: <RouteError />,
          children: [
            { index: true, ...page('home-redirect', { queries: false }) },
            { path: 'group-class', ...page('landing-page', { texts: 'core', serverRendered: true, queries: false }) },
            {
              path: 'group-class/teacher/:id/:lang',
              ...page('group-class-teacher-page', { serverRendered: true }),
            },
            { path: 'group-class/:lang', ...page('group-class-search-page', { serverRendered: true }) },
            { path: 'signin', ...page('sign-in-page') },
            { path: 'signup', ...page('sign-up-page') },
            { path: 'confirm-email', ...page('confirm-email-page') },
            { path: 'forgot-password', ...page('forgot-password-page') },
            { path: 'reset-password', ...page('reset-password-page') },
            { path: 'confirm-email-change', ...page('confirm-email-change-page') },
            { path: 'payment', ...page('payment-page') },
            { path: 'group-class-online/class/:id', ...page('class-detail-page', { serverRendered: true }) },
            { path: 'group-class-online/topic/:id', ...page('topic-page', { serverRendered: true }) },
            { path: 'group-course/order/:id', ...page('group-course-order-page') },
            { path: 'group-course/class', ...page('group-course-class-page') },
            { path: 'group-course/:id', ...page('group-course-page', { serverRendered: true }) },
            { path: 'booking/lesson', ...page('lesson-booking-page') },
            { path: 'booking/date', ...page('lesson-booking-page') },
            { path: 'my-classes', ...page('my-classes-page') },
            { path: 'review/:kind/:id', ...page('review-page') },
            { path: 'wallet', ...page('wallet-page') },
            { path: 'wallet/top-ups/:id', ...page('top-up-return-page') },
            { path: 'sandbox-checkout/:id', ...page('sandbox-checkout-page') },
            { path: 'teaching', ...page('teaching-page') },
            { path: 'teaching/schedule', ...page('teaching-schedule-page') },
            { path: 'teaching/availability', ...page('teaching-availability-page') },
            { path: 'teaching/courses/new', ...page('teaching-new-course-page') },
            { path: 'teaching/earnings', ...page('teaching-earnings-page') },
            { path: 'teaching/topics', ...page('teaching-topics-page') },
            { path: 'teaching/topics/new', ...page('teaching-topic-new-page') },
            { path: 'teaching/topics/:id/edit', ...page('teaching-topic-edit-page') },
            { path: 'teaching/apply', ...page('teaching-apply-page') },
            { path: 'video-room/:id', ...page('video-room-page') },
            { path: 'settings', ...page('settings-page') },
            { path: 'favourites', ...page('favourites-page') },
            { path: 'unsubscribe', ...page('unsubscribe-page') },
            { path: 'conversations', ...page('conversations-page') },
            { path: 'conversation/:id', ...page('conversation-page') },
            { path: 'teacher/:id/:language', ...page('teacher-profile-page', { serverRendered: true }) },
            { path: 'teacher/:id', ...page('teacher-profile-page', { serverRendered: true }) },
            { path: 'user/:id', ...page('user-profile-page') },
            { path: 'dev/outbox', ...page('dev-outbox-page') },
            { path: 'teachers', ...page('teacher-search-page', { serverRendered: true }) },
            { path: 'teachers/:language', ...page('teacher-search-page', { serverRendered: true }) },
            { path: 'teachers/:language/:country', ...page('teacher-search-page', { serverRendered: true }) },
            { path: 'instant-lessons', ...page('instant-lessons-page', { serverRendered: true }) },
            { path: 'instant-lessons/:language', ...page('instant-lessons-page', { serverRendered: true }) },
            { path: 'admin/report', ...page('admin-report-page') },
            { path: 'admin/teachers', ...page('admin-teachers-page') },
            { path: 'admin/gift-codes', ...page('admin-gift-codes-page') },
            { path: 'blog', ...page('blog-page', { serverRendered: true }) },
            { path: 'blog/:slug', ...page('blog-post-page', { serverRendered: true }) },
            // Locale-first paths come last: a static first segment above (teachers/..., group-class/...) wins a tie.
            { path: ':locale/signup', ...page('localized-sign-up-page') },
            { path: ':locale/learn/:language', ...page('learn-page', { serverRendered: true }) },
            // An address that names no page: the router's 404 (drawn by RouteError), so the server
            // answers it with the not-found screen and status 404 rather than the shell with 200.
            { path: '*', loader: () => notFound(), handle: { serverRendered: true } satisfies PageHandle },
          ],
        },
      ],
    },
  ];
}
