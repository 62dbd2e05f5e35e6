import { useT } from '../../i18n/i18n-provider';
import type { FormErrors, Problem, RangeRow } from './form-state';

const pad = (n: number): string => String(n).padStart(2, '0');
/** Every time on the 30-minute grid, 00:00 to 24:00: a select cannot send an off-grid time. */
export const GRID_TIMES: readonly string[] = Array.from({ length: 49 }, (_, k) =>
  k === 48 ? '24:00' : `${pad(Math.floor(k / 2))}:${pad((k % 2) * 30)}`,
);

const selectClass = (error: boolean) =>
  `rounded-lg border bg-white px-2 py-1.5 text-slate-900 shadow-sm ${error ? 'border-red-500' : 'border-slate-300'}`;

/**
 * One day's ranges (a weekday, or an exception date's hours): a From and To select per row, Remove
 * per row, Add hours; each error under its row, tied to its select for screen readers.
 */
export function DayRanges({
  label,
  ranges,
  errors,
  problemText,
  onChange,
  emptyText,
}: {
  /** What the rows belong to (`Monday`, `16 March`), for the controls' accessible names. */
  label: string;
  ranges: readonly RangeRow[];
  errors: FormErrors;
  problemText: (p: Problem) => string;
  onChange: (ranges: RangeRow[]) => void;
  emptyText: string;
}) {
  const t = useT();
  const set = (key: string, patch: Partial<RangeRow>) => {
    onChange(ranges.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  };
  const last = ranges.at(-1);
  const next = (): RangeRow => {
    const from = last ? Math.min(GRID_TIMES.indexOf(last.end) + 2, 46) : 18;
    return { key: `${label}-${Date.now()}-${ranges.length}`, start: GRID_TIMES[from] ?? '09:00', end: GRID_TIMES[from + 2] ?? '10:00' };
  };
  return (
    <div className="space-y-2">
      {ranges.length === 0 ? <p className="text-sm text-slate-600">{emptyText}</p> : null}
      <ul className="space-y-2">
        {ranges.map((r, i) => {
          const startError = errors[`range:${r.key}:start`];
          const endError = errors[`range:${r.key}:end`];
          const errorId = `${r.key}-error`;
          const n = i + 1;
          return (
            <li key={r.key} className="flex flex-wrap items-center gap-2" data-testid="range-row">
              <select
                aria-label={t('teachingAvailability.from', { day: label, n })}
                className={selectClass(startError !== undefined)}
                value={r.start}
                aria-invalid={startError ? true : undefined}
                aria-describedby={startError || endError ? errorId : undefined}
                onChange={(e) => {
                  set(r.key, { start: e.target.value });
                }}
              >
                {GRID_TIMES.slice(0, -1).map((time) => (
                  <option key={time}>{time}</option>
                ))}
              </select>
              <span aria-hidden="true">–</span>
              <select
                aria-label={t('teachingAvailability.to', { day: label, n })}
                className={selectClass(endError !== undefined)}
                value={r.end}
                aria-invalid={endError ? true : undefined}
                aria-describedby={startError || endError ? errorId : undefined}
                onChange={(e) => {
                  set(r.key, { end: e.target.value });
                }}
              >
                {GRID_TIMES.slice(1).map((time) => (
                  <option key={time}>{time}</option>
                ))}
              </select>
              <button
                type="button"
                className="rounded-lg px-2 py-1.5 text-sm text-red-700 underline hover:bg-red-50"
                onClick={() => {
                  onChange(ranges.filter((x) => x.key !== r.key));
                }}
              >
                {t('teachingAvailability.removeRange', { day: label, n })}
              </button>
              {startError || endError ? (
                <p id={errorId} className="basis-full text-sm text-red-700">
                  {problemText((startError ?? endError) as Problem)}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className="rounded-lg border border-brand-300 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
        onClick={() => {
          onChange([...ranges, next()]);
        }}
        aria-label={t('teachingAvailability.addRangeFor', { day: label })}
      >
        + {t('teachingAvailability.addRange')}
      </button>
    </div>
  );
}
