import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundScreen } from '../components/status-screens';
import { loadEnglish } from '../i18n/english';
import { AppShell } from './layout/app-shell';
import { RouteError } from './layout/route-error';

/**
 * Each page is its own chunk, and waits for the English catalog beyond its core (one shared chunk).
 * The landing page needs only the core, so its first load carries only itself and the shell.
 */
function page(load: () => Promise<{ default: ComponentType }>, texts: 'all' | 'core' = 'all'): Pick<RouteObject, 'lazy'> {
  return {
    lazy: async () => {
      const [module] = await Promise.all([load(), texts === 'all' ? loadEnglish() : undefined]);
      return { Component: module.default };
    },
  };
}

/** The web routes of DESIGN.md "Entry points and routes"; the server serves index.html for all of them. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        // A page that fails keeps the header and footer around its error.
        errorElement: <RouteError />,
        children: [
      { index: true, ...page(() => import('../routes/home-redirect')) },
      { path: 'group-class', ...page(() => import('../routes/landing-page'), 'core') },
      { path: 'group-class/teacher/:id/:lang', ...page(() => import('../routes/group-class-teacher-page')) },
      { path: 'group-class/:lang', ...page(() => import('../routes/group-class-search-page')) },
      { path: 'signin', ...page(() => import('../routes/sign-in-page')) },
      { path: 'signup', ...page(() => import('../routes/sign-up-page')) },
      { path: 'confirm-email', ...page(() => import('../routes/confirm-email-page')) },
      { path: 'payment', ...page(() => import('../routes/payment-page')) },
      { path: 'group-class-online/class/:id', ...page(() => import('../routes/class-detail-page')) },
      { path: 'group-class-online/topic/:id', ...page(() => import('../routes/topic-page')) },
      { path: 'group-course/order/:id', ...page(() => import('../routes/group-course-order-page')) },
      { path: 'group-course/class', ...page(() => import('../routes/group-course-class-page')) },
      { path: 'group-course/:id', ...page(() => import('../routes/group-course-page')) },
      { path: 'booking/lesson', ...page(() => import('../routes/lesson-booking-page')) },
      { path: 'booking/date', ...page(() => import('../routes/lesson-booking-page')) },
      { path: 'my-classes', ...page(() => import('../routes/my-classes-page')) },
      { path: 'wallet', ...page(() => import('../routes/wallet-page')) },
      { path: 'teaching', ...page(() => import('../routes/teaching-page')) },
      { path: 'settings', ...page(() => import('../routes/settings-page')) },
      { path: 'conversations', ...page(() => import('../routes/conversations-page')) },
      { path: 'conversation/:id', ...page(() => import('../routes/conversation-page')) },
      { path: 'teacher/:id/:language', ...page(() => import('../routes/teacher-profile-page')) },
      { path: 'teacher/:id', ...page(() => import('../routes/teacher-profile-page')) },
      { path: 'user/:id', ...page(() => import('../routes/user-profile-page')) },
      { path: 'dev/outbox', ...page(() => import('../routes/dev-outbox-page')) },
      { path: 'teachers', ...page(() => import('../routes/teacher-search-page')) },
      { path: 'teachers/:language', ...page(() => import('../routes/teacher-search-page')) },
      { path: 'teachers/:language/:country', ...page(() => import('../routes/teacher-search-page')) },
      { path: 'instant-lessons', ...page(() => import('../routes/instant-lessons-page')) },
      { path: 'instant-lessons/:language', ...page(() => import('../routes/instant-lessons-page')) },
      { path: 'admin/report', ...page(() => import('../routes/admin-report-page')) },
      { path: 'blog', ...page(() => import('../routes/blog-page')) },
      { path: 'blog/:slug', ...page(() => import('../routes/blog-post-page')) },
      // Locale-first paths come last: a static first segment above (teachers/..., group-class/...) wins a tie.
      { path: ':locale/signup', ...page(() => import('../routes/localized-sign-up-page')) },
      { path: ':locale/learn/:language', ...page(() => import('../routes/learn-page')) },
      { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
