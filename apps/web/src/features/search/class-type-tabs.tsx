import { CLASS_TYPES, type ClassType } from '@app/domain';
import { useId, useRef } from 'react';
import { useT } from '../../i18n/i18n-provider';

/**
 * 001 §2.1 "class-type tabs: Single Classes, and Group Courses with a NEW badge and an info tooltip
 * reading 'Single classes are one session while Group courses consist of multiple classes.'"
 * A tablist with arrow-key moves; the tooltip is a focusable info button (hover or focus shows it).
 */
export function ClassTypeTabs({ value, onChange, panelId }: { value: ClassType; onChange: (value: ClassType) => void; panelId: string }) {
  const t = useT();
  const tooltipId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const items = [
    { type: CLASS_TYPES.single, label: t('search.tabSingle') },
    { type: CLASS_TYPES.course, label: t('search.tabCourses') },
  ] as const;
  return (
    <div className="flex items-center gap-1.5 sm:gap-3">
      <div role="tablist" aria-label={t('search.tabsLabel')} className="flex gap-1 rounded-xl bg-slate-100 p-1">
        {items.map((item, i) => {
          const selected = value === item.type;
          return (
            <button
              key={item.type}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              type="button"
              role="tab"
              aria-selected={selected}
              aria-controls={panelId}
              tabIndex={selected ? 0 : -1}
              data-testid={`tab-${item.type}`}
              onClick={() => {
                onChange(item.type);
              }}
              onKeyDown={(event) => {
                if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
                const next = items[(i + 1) % items.length];
                if (!next) return;
                onChange(next.type);
                tabs.current[(i + 1) % items.length]?.focus();
              }}
              className={`flex items-center gap-1.5 whitespace-nowrap rounded-lg px-2 py-2 text-[13px] font-semibold sm:gap-2 sm:px-4 sm:text-sm ${selected ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900'}`}
            >
              {item.label}
              {item.type === CLASS_TYPES.course ? (
                <span className="rounded bg-accent-400 px-1.5 py-0.5 text-[10px] font-bold text-slate-900">{t('search.newBadge')}</span>
              ) : null}
            </button>
          );
        })}
      </div>
      <span className="group relative">
        <button
          type="button"
          aria-describedby={tooltipId}
          aria-label={t('search.tabInfoLabel')}
          className="flex h-7 w-7 items-center justify-center rounded-full border border-slate-300 text-xs font-bold text-slate-600 hover:bg-slate-100"
        >
          i
        </button>
        <span
          id={tooltipId}
          role="tooltip"
          className="pointer-events-none invisible absolute left-1/2 top-full z-30 mt-2 w-64 -translate-x-1/2 rounded-lg bg-slate-900 px-3 py-2 text-xs text-white opacity-0 shadow-lg transition group-focus-within:visible group-focus-within:opacity-100 group-hover:visible group-hover:opacity-100 max-sm:left-auto max-sm:right-0 max-sm:translate-x-0"
        >
          {t('search.tabInfo')}
        </span>
      </span>
    </div>
  );
}
