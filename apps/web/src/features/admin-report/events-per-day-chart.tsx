import type { EventsReport } from '@app/api';
import { useEffect, useId, useRef } from 'react';
import { useI18n } from '../../i18n/i18n-provider';
import { eventColor, niceTicks } from './chart-scale';

const W = 720;
const H = 300;
const M = { top: 12, right: 12, bottom: 30, left: 48 };

/** `2026-03-10` -> `03-10`: the axis has room for month and day only. */
const shortDay = (day: string) => day.slice(5);

/** Every day's label up to 7 days; beyond that every other one, always including the last (today). */
const showDayLabel = (i: number, count: number) => count <= 7 || (count - 1 - i) % 2 === 0;

/**
 * Events per UTC day as stacked bars, one colour per event name (a hand-drawn SVG: no chart
 * library, nothing from outside hosts). Wider than a phone: it scrolls sideways there, and the
 * same numbers are in the table below it.
 */
export function EventsPerDayChart({ report }: { report: EventsReport }) {
  const { t, intlLocale } = useI18n();
  const titleId = useId();
  const scroller = useRef<HTMLDivElement>(null);
  // On a phone the chart scrolls: start at the right end, where today is.
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollLeft = el.scrollWidth;
  }, []);
  const names = report.totals.map((x) => x.name);
  const counts = new Map(report.by_day.map((r) => [`${r.day}|${r.name}`, r.count]));
  const dayTotals = report.days.map((day) => names.reduce((sum, name) => sum + (counts.get(`${day}|${name}`) ?? 0), 0));
  const ticks = niceTicks(Math.max(0, ...dayTotals));
  const top = ticks.at(-1) ?? 1;
  const plotW = W - M.left - M.right;
  const plotH = H - M.top - M.bottom;
  const slot = plotW / Math.max(1, report.days.length);
  const barW = slot * 0.68;
  const y = (v: number) => M.top + plotH - (v / top) * plotH;
  const fmt = new Intl.NumberFormat(intlLocale);

  return (
    <figure className="m-0">
      <div ref={scroller} className="overflow-x-auto" tabIndex={0} role="group" aria-labelledby={titleId}>
        <svg
          viewBox={`0 0 ${W} ${H}`}
          className="block h-auto w-full min-w-[640px]"
          role="img"
          aria-labelledby={titleId}
          data-testid="events-per-day-chart"
        >
          <title id={titleId}>{t('adminReport.perDayChartLabel', { from: report.days[0] ?? '', to: report.days.at(-1) ?? '' })}</title>
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={M.left} x2={W - M.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
              <text x={M.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="12" fill="#475569">
                {fmt.format(tick)}
              </text>
            </g>
          ))}
          {report.days.map((day, i) => {
            const x = M.left + i * slot + (slot - barW) / 2;
            let base = 0;
            return (
              <g key={day} data-day={day}>
                {names.map((name) => {
                  const n = counts.get(`${day}|${name}`) ?? 0;
                  if (n === 0) return null;
                  const rect = (
                    <rect key={name} x={x} width={barW} y={y(base + n)} height={y(base) - y(base + n)} fill={eventColor(name)}>
                      <title>{`${day} ${name}: ${fmt.format(n)}`}</title>
                    </rect>
                  );
                  base += n;
                  return rect;
                })}
                <text x={x + barW / 2} y={H - M.bottom + 18} textAnchor="middle" fontSize="11" fill="#475569">
                  {showDayLabel(i, report.days.length) ? shortDay(day) : ''}
                </text>
              </g>
            );
          })}
          <line x1={M.left} x2={W - M.right} y1={y(0)} y2={y(0)} stroke="#94a3b8" />
        </svg>
      </div>
      <figcaption className="mt-3">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label={t('adminReport.totalsTitle')}>
          {report.totals.map((x) => (
            <li key={x.name} className="inline-flex items-center gap-1.5">
              <svg aria-hidden="true" viewBox="0 0 10 10" className="h-3 w-3">
                <rect width="10" height="10" rx="2" fill={eventColor(x.name)} />
              </svg>
              <span className="font-mono text-xs">{x.name}</span> <span className="font-semibold">{fmt.format(x.count)}</span>
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
