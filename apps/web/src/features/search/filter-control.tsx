import { FILTER_PANEL_CLOSE_DELAY_MS } from '@app/domain';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useT } from '../../i18n/i18n-provider';
import { useDismiss } from '../../lib/use-dismiss';

/** What a filter's option list gets: the value to show and how to change it. */
export interface FilterOptionsProps<T> {
  readonly value: T;
  readonly onChange: (value: T) => void;
}

/**
 * One filter of the bar (001 §2.1 "Desktop shows dropdowns. Mobile shows full-screen modals with
 * Reset and Apply buttons"; 001 §4.1 "on desktop a change applies at once; on mobile changes apply
 * on Apply. Reset clears that filter"). The options are the same component in both; on desktop it
 * edits the applied value, on a phone a draft that Apply commits.
 */
export function FilterControl<T>({
  label,
  summary,
  value,
  emptyValue,
  onApply,
  isPhone,
  testId,
  renderOptions,
}: {
  label: string;
  summary: string;
  value: T;
  emptyValue: T;
  onApply: (value: T) => void;
  isPhone: boolean;
  testId: string;
  renderOptions: (props: FilterOptionsProps<T>) => ReactNode;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  useEffect(() => cancelClose, []);

  useDismiss(root, open && !isPhone, (reason) => {
    setOpen(false);
    if (reason === 'escape') root.current?.querySelector<HTMLButtonElement>('button[aria-expanded]')?.focus();
  });

  const toggle = () => {
    if (!open) setDraft(value);
    setOpen(!open);
  };

  const trigger = (
    <button
      type="button"
      onClick={toggle}
      aria-expanded={open}
      aria-controls={isPhone ? undefined : panelId}
      data-testid={`${testId}-trigger`}
      className={`flex w-full min-w-0 flex-col items-start rounded-xl border px-3 py-2 text-left transition hover:border-brand-400 ${open ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-white'}`}
    >
      <span className="text-xs font-medium text-slate-600">{label}</span>
      <span className="flex w-full items-center justify-between gap-2 text-sm font-semibold text-slate-900">
        <span className="truncate">{summary}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className={`h-4 w-4 shrink-0 transition ${open ? 'rotate-180' : ''}`}>
          <path d="M5 8l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </span>
    </button>
  );

  if (isPhone) {
    return (
      <div data-testid={testId}>
        {trigger}
        <Modal
          open={open}
          onClose={() => {
            setOpen(false);
          }}
          title={label}
          fullScreen
          footer={
            <>
              <Button
                variant="secondary"
                onClick={() => {
                  setDraft(emptyValue);
                }}
                data-testid={`${testId}-reset`}
              >
                {t('search.reset')}
              </Button>
              <Button
                onClick={() => {
                  onApply(draft);
                  setOpen(false);
                }}
                data-testid={`${testId}-apply`}
              >
                {t('search.apply')}
              </Button>
            </>
          }
        >
          {renderOptions({ value: draft, onChange: setDraft })}
        </Modal>
      </div>
    );
  }

  return (
    <div
      ref={root}
      className="relative"
      data-testid={testId}
      onMouseEnter={cancelClose}
      onMouseLeave={() => {
        if (!open) return;
        cancelClose();
        // 001 §9 "Filter panels close about 1 second after hover ends."
        closeTimer.current = setTimeout(() => {
          setOpen(false);
        }, FILTER_PANEL_CLOSE_DELAY_MS);
      }}
    >
      {trigger}
      {open ? (
        <div
          id={panelId}
          role="group"
          aria-label={label}
          className="absolute left-0 z-30 mt-2 max-h-[70vh] w-[22rem] max-w-[90vw] overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 shadow-xl"
        >
          {renderOptions({ value, onChange: onApply })}
          <div className="mt-3 flex justify-end border-t border-slate-100 pt-3">
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                onApply(emptyValue);
              }}
              data-testid={`${testId}-reset`}
            >
              {t('search.reset')}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
