import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SupportWidget } from '../../features/support/support-widget';
import { setTrackedUserId } from '../../lib/events/event-identity';
import { useViewer } from '../../lib/viewer';
import { useT } from '../../i18n/i18n-provider';
import { PageFallback } from './page-fallback';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useAccountLocale } from './use-account-locale';

export function AppShell() {
  const t = useT();
  const { user } = useViewer();
  useAccountLocale(user?.locale);
  // Events carry kp.user_id while someone is signed in (001 §9).
  useEffect(() => {
    setTrackedUserId(user?.user_id ?? null);
  }, [user]);
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-[1001] focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <SupportWidget />
      <ScrollRestoration />
    </div>
  );
}
