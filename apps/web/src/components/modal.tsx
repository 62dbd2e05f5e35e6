import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '../i18n/i18n-provider';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog>: `showModal()` makes the rest of the page inert, Escape
 * closes it (the `cancel` event), Tab wraps inside it, and focus returns to where it was.
 * `width` is the desktop width in px (000 §9 "Modal width is 722"); on phones it takes the screen.
 */
export function Modal({
  open,
  onClose,
  title,
  width = 480,
  children,
  footer,
  fullScreen = false,
}: {
  open: boolean;
  /** Fill the whole screen (001 §2.1 "Mobile shows full-screen modals"). */
  fullScreen?: boolean;
  onClose: () => void;
  title: string;
  width?: number;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();

  // Through the CSSOM rather than a style attribute: a dialog the server renders (a popup whose data
  // came with the page) must carry none in its markup, which the CSP's `style-src 'self'` refuses.
  useEffect(() => {
    if (ref.current) ref.current.style.width = fullScreen ? '' : `${width}px`;
  }, [open, fullScreen, width]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
      return () => {
        if (dialog.open) dialog.close();
        opener?.focus();
      };
    }
    return undefined;
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={
        fullScreen
          ? 'm-0 h-[100dvh] max-h-none w-screen max-w-none overflow-hidden bg-white p-0 text-slate-900'
          : 'm-auto max-h-[90vh] w-full max-w-[calc(100vw-1rem)] overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl'
      }
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key !== 'Tab') return;
        const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
        const first = items[0];
        const last = items[items.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }}
    >
      <div className={`flex flex-col ${fullScreen ? 'h-full' : 'max-h-[90vh]'}`}>
        <header className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            aria-label={t('common.close')}
            className="rounded-full p-1 text-slate-600 hover:bg-slate-100"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
              <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </header>
        <div className="flex-1 overflow-y-auto px-5 py-4">{children}</div>
        {footer ? <footer className="flex justify-end gap-3 border-t border-slate-200 px-5 py-3">{footer}</footer> : null}
      </div>
    </dialog>
  );
}
