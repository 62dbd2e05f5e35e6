import { buildSupportWidgetUser, type SupportWidgetUser } from '@app/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/i18n-provider';
import { useViewer } from '../../lib/viewer-query';
import { SUPPORT_OPEN_EVENT } from '../../lib/support-events';

// The panel (FAQ, form, their schemas) is loaded on first open, so every page's first load stays small.
const SupportPanel = lazy(() => import('./support-panel'));

/** The signed-in user's name, e-mail and id for the widget, or '' / '' / 0 for a visitor (001 §2.6). */
export function useSupportWidgetUser(): SupportWidgetUser {
  const { user } = useViewer();
  return buildSupportWidgetUser({ name: user?.nickname, email: user?.email, id: user?.user_id });
}

/** The floating help button and its panel (z-index 999, 001 §9): FAQ search and the contact form. */
export function SupportWidget() {
  const user = useSupportWidgetUser();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const { t } = useI18n();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const onOpen = (event: Event) => {
      setSearch((event as CustomEvent<string>).detail || '');
      setOpen(true);
    };
    window.addEventListener(SUPPORT_OPEN_EVENT, onOpen);
    return () => {
      window.removeEventListener(SUPPORT_OPEN_EVENT, onOpen);
    };
  }, []);

  return (
    <div
      // z-[999] is SUPPORT_WIDGET_Z_INDEX, as a class: the shell is server-rendered and the CSP refuses style attributes in markup.
      className="fixed bottom-4 right-4 z-[999] print:hidden max-[768px]:bottom-24"
      data-user-id={user.id}
    >
      {open ? (
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
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : (
        <button
          ref={buttonRef}
          type="button"
          onClick={() => {
            setOpen(true);
          }}
          aria-haspopup="dialog"
          className="flex items-center gap-2 rounded-full bg-brand-700 px-4 py-3 font-semibold text-white shadow-lg hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 max-[768px]:h-12 max-[768px]:w-12 max-[768px]:justify-center max-[768px]:p-0"
        >
          <span aria-hidden="true" className="text-lg leading-none">
            ?
          </span>
          {/* On phones the button floats over full-width content (Book buttons, cards): only its icon shows there. */}
          <span className="max-[768px]:sr-only">{t('support.open')}</span>
        </button>
      )}
    </div>
  );
}
