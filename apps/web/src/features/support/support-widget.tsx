import { buildSupportWidgetUser, type SupportWidgetUser } from '@app/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { loadEnglish } from '../../i18n/english';
import { useI18n } from '../../i18n/i18n-provider';
import { useViewer } from '../../lib/viewer';
import { openSupportWidget, SUPPORT_OPEN_EVENT } from '../../lib/support-events';

// The panel (FAQ, form, their schemas, its texts beyond the English core) is loaded on first open,
// so every page's first load stays small.
const SupportPanel = lazy(async () => {
  const [module] = await Promise.all([import('./support-panel'), loadEnglish()]);
  return module;
});

/** The signed-in user's name, e-mail and id for the widget, or '' / '' / 0 for a visitor (001 §2.6). */
export function useSupportWidgetUser(): SupportWidgetUser {
  const { user } = useViewer();
  return buildSupportWidgetUser({ name: user?.nickname, email: user?.email, id: user?.user_id });
}

/**
 * The help panel (z-index 999, 001 §9): FAQ search and the contact form, opened by the footer's Help
 * button or from a page (`openSupportWidget`). Issue 17: nothing may cover content or controls, so the
 * launcher is no longer a button floating over the page; only the open panel floats, and it has a
 * Close.
 */
export function SupportWidget() {
  const user = useSupportWidgetUser();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const { t } = useI18n();
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    const onOpen = (event: Event) => {
      opener.current = document.activeElement;
      setSearch((event as CustomEvent<string>).detail || '');
      setOpen(true);
    };
    window.addEventListener(SUPPORT_OPEN_EVENT, onOpen);
    return () => {
      window.removeEventListener(SUPPORT_OPEN_EVENT, onOpen);
    };
  }, []);
  if (!open) return null;
  return (
    <div
      // z-[999] is SUPPORT_WIDGET_Z_INDEX, as a class: the shell is server-rendered and the CSP refuses style attributes in markup.
      className="fixed bottom-4 right-4 z-[999] print:hidden"
      data-user-id={user.id}
    >
      <Suspense
        fallback={
          <p role="status" className="rounded-2xl bg-white px-4 py-3 shadow-lg">
            {t('common.loading')}
          </p>
        }
      >
        <SupportPanel
          user={user}
          search={search}
          onSearch={setSearch}
          onClose={() => {
            setOpen(false);
            if (opener.current instanceof HTMLElement) opener.current.focus();
          }}
        />
      </Suspense>
    </div>
  );
}

/** The footer's Help button: opens the help panel, and gets the focus back when it closes. */
export function SupportButton() {
  const { t } = useI18n();
  return (
    <button
      type="button"
      onClick={() => {
        openSupportWidget();
      }}
      aria-haspopup="dialog"
      className="inline-flex items-center gap-1.5 rounded-md px-2 py-1 font-semibold text-brand-700 hover:underline focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700"
      data-testid="support-open"
    >
      <span
        aria-hidden="true"
        className="flex h-5 w-5 items-center justify-center rounded-full bg-brand-700 text-xs leading-none text-white"
      >
        ?
      </span>
      {t('common.footerHelp')}
    </button>
  );
}
