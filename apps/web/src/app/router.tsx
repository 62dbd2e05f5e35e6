import type { ComponentType } from 'react';
import type { RouteObject, ShouldRevalidateFunction } from 'react-router';
import { loadEnglish } from '../i18n/english';
import type { PageHandle, PageHeadFunction } from '../lib/page-head';
import { type LoaderContext, notFound, type PageLoader } from '../lib/route-loader';
import { AppShell } from './layout/app-shell';
import { PageFallback } from './layout/page-fallback';
import { RouteError } from './layout/route-error';

interface PageModule {
  default: ComponentType;
  /** Prefetches what the page reads (src/features/README.md "Loaders"). */
  loader?: PageLoader;
  /** A server-rendered page's title, description and structured data (lib/page-head.ts). */
  head?: PageHeadFunction;
}

interface PageOptions {
  /** The landing page needs only the core texts; every other page waits for the whole English catalog. */
  readonly texts?: 'all' | 'core';
  /** A public page: the server renders it with its data (DESIGN.md "The web app"). */
  readonly serverRendered?: boolean;
}

/**
 * A page's loader runs when the page is entered or its path changes; a change of the search alone
 * (filters, tabs, paging written to the URL) is the page's own business, as it was before loaders:
 * running the loader then would hold the URL until the data came.
 */
const onPathChange: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname && defaultShouldRevalidate;

/**
 * Each page is its own chunk, and waits for the English catalog beyond its core (one shared chunk).
 * The landing page needs only the core, so its first load carries only itself and the shell. The
 * page's loader comes with its chunk.
 */
function pageOf(context: () => LoaderContext) {
  return (
    load: () => Promise<PageModule>,
    { texts = 'all', serverRendered = false }: PageOptions = {},
  ): Pick<RouteObject, 'lazy' | 'shouldRevalidate' | 'handle' | 'HydrateFallback'> => {
    const handle: PageHandle = { serverRendered };
    return {
      handle,
      // A page the server sends as the shell loads its code and data in the browser first: the
      // header and footer show around the page's skeleton meanwhile (without one, React Router
      // renders nothing there and warns on every such page).
      HydrateFallback: PageFallback,
      lazy: async () => {
        const [module] = await Promise.all([load(), texts === 'all' ? loadEnglish() : undefined]);
        const { loader } = module;
        handle.head = module.head;
        return {
          Component: module.default,
          ...(loader
            ? {
                loader: async (args) => {
                  await loader(args, context());
                  return null;
                },
              }
            : {}),
        };
      },
      shouldRevalidate: onPathChange,
    };
  };
}

/**
 * The web routes of DESIGN.md "Entry points and routes". The server renders the public ones
 * (`serverRendered`) with their data (src/entry-server.tsx) and serves index.html for the others.
 */
export function createRoutes(context: () => LoaderContext): RouteObject[] {
  const page = pageOf(context);
  return [
    {
      element: <AppShell />,
      children: [
        {
          // A page that fails keeps the header and footer around its error.
          errorElement: <RouteError />,
          children: [
            { index: true, ...page(() => import('../routes/home-redirect')) },
            { path: 'group-class', ...page(() => import('../routes/landing-page'), { texts: 'core', serverRendered: true }) },
            {
              path: 'group-class/teacher/:id/:lang',
              ...page(() => import('../routes/group-class-teacher-page'), { serverRendered: true }),
            },
            { path: 'group-class/:lang', ...page(() => import('../routes/group-class-search-page'), { serverRendered: true }) },
            { path: 'signin', ...page(() => import('../routes/sign-in-page')) },
            { path: 'signup', ...page(() => import('../routes/sign-up-page')) },
            { path: 'confirm-email', ...page(() => import('../routes/confirm-email-page')) },
            { path: 'forgot-password', ...page(() => import('../routes/forgot-password-page')) },
            { path: 'reset-password', ...page(() => import('../routes/reset-password-page')) },
            { path: 'confirm-email-change', ...page(() => import('../routes/confirm-email-change-page')) },
            { path: 'payment', ...page(() => import('../routes/payment-page')) },
            { path: 'group-class-online/class/:id', ...page(() => import('../routes/class-detail-page'), { serverRendered: true }) },
            { path: 'group-class-online/topic/:id', ...page(() => import('../routes/topic-page'), { serverRendered: true }) },
            { path: 'group-course/order/:id', ...page(() => import('../routes/group-course-order-page')) },
            { path: 'group-course/class', ...page(() => import('../routes/group-course-class-page')) },
            { path: 'group-course/:id', ...page(() => import('../routes/group-course-page'), { serverRendered: true }) },
            { path: 'booking/lesson', ...page(() => import('../routes/lesson-booking-page')) },
            { path: 'booking/date', ...page(() => import('../routes/lesson-booking-page')) },
            { path: 'my-classes', ...page(() => import('../routes/my-classes-page')) },
            { path: 'review/:kind/:id', ...page(() => import('../routes/review-page')) },
            { path: 'wallet', ...page(() => import('../routes/wallet-page')) },
            { path: 'wallet/top-ups/:id', ...page(() => import('../routes/top-up-return-page')) },
            { path: 'sandbox-checkout/:id', ...page(() => import('../routes/sandbox-checkout-page')) },
            { path: 'teaching', ...page(() => import('../routes/teaching-page')) },
            { path: 'teaching/schedule', ...page(() => import('../routes/teaching-schedule-page')) },
            { path: 'teaching/availability', ...page(() => import('../routes/teaching-availability-page')) },
            { path: 'teaching/courses/new', ...page(() => import('../routes/teaching-new-course-page')) },
            { path: 'teaching/earnings', ...page(() => import('../routes/teaching-earnings-page')) },
            { path: 'teaching/topics', ...page(() => import('../routes/teaching-topics-page')) },
            { path: 'teaching/topics/new', ...page(() => import('../routes/teaching-topic-new-page')) },
            { path: 'teaching/topics/:id/edit', ...page(() => import('../routes/teaching-topic-edit-page')) },
            { path: 'teaching/apply', ...page(() => import('../routes/teaching-apply-page')) },
            { path: 'video-room/:id', ...page(() => import('../routes/video-room-page')) },
            { path: 'settings', ...page(() => import('../routes/settings-page')) },
            { path: 'favourites', ...page(() => import('../routes/favourites-page')) },
            { path: 'unsubscribe', ...page(() => import('../routes/unsubscribe-page')) },
            { path: 'conversations', ...page(() => import('../routes/conversations-page')) },
            { path: 'conversation/:id', ...page(() => import('../routes/conversation-page')) },
            { path: 'teacher/:id/:language', ...page(() => import('../routes/teacher-profile-page'), { serverRendered: true }) },
            { path: 'teacher/:id', ...page(() => import('../routes/teacher-profile-page'), { serverRendered: true }) },
            { path: 'user/:id', ...page(() => import('../routes/user-profile-page')) },
            { path: 'dev/outbox', ...page(() => import('../routes/dev-outbox-page')) },
            { path: 'teachers', ...page(() => import('../routes/teacher-search-page'), { serverRendered: true }) },
            { path: 'teachers/:language', ...page(() => import('../routes/teacher-search-page'), { serverRendered: true }) },
            { path: 'teachers/:language/:country', ...page(() => import('../routes/teacher-search-page'), { serverRendered: true }) },
            { path: 'instant-lessons', ...page(() => import('../routes/instant-lessons-page'), { serverRendered: true }) },
            { path: 'instant-lessons/:language', ...page(() => import('../routes/instant-lessons-page'), { serverRendered: true }) },
            { path: 'admin/report', ...page(() => import('../routes/admin-report-page')) },
            { path: 'admin/teachers', ...page(() => import('../routes/admin-teachers-page')) },
            { path: 'admin/gift-codes', ...page(() => import('../routes/admin-gift-codes-page')) },
            { path: 'blog', ...page(() => import('../routes/blog-page'), { serverRendered: true }) },
            { path: 'blog/:slug', ...page(() => import('../routes/blog-post-page'), { serverRendered: true }) },
            // Locale-first paths come last: a static first segment above (teachers/..., group-class/...) wins a tie.
            { path: ':locale/signup', ...page(() => import('../routes/localized-sign-up-page')) },
            { path: ':locale/learn/:language', ...page(() => import('../routes/learn-page'), { serverRendered: true }) },
            // An address that names no page: the router's 404 (drawn by RouteError), so the server
            // answers it with the not-found screen and status 404 rather than the shell with 200.
            { path: '*', loader: () => notFound(), handle: { serverRendered: true } satisfies PageHandle },
          ],
        },
      ],
    },
  ];
}
