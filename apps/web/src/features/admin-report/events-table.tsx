import type { EventsReport } from '@app/api';
import { useI18n } from '../../i18n/i18n-provider';

/** The chart's numbers as a table (per day and name, with totals), behind a disclosure. */
export function EventsTable({ report }: { report: EventsReport }) {
  const { t, intlLocale } = useI18n();
  const num = new Intl.NumberFormat(intlLocale);
  const names = report.totals.map((x) => x.name);
  const counts = new Map(report.by_day.map((r) => [`${r.day}|${r.name}`, r.count]));
  return (
    <details className="mt-4 rounded-lg border border-slate-200 p-3">
      <summary className="cursor-pointer text-sm font-semibold text-brand-700">{t('adminReport.showTable')}</summary>
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="group" aria-label={t('adminReport.perDayTitle')}>
        <table className="w-full text-right text-xs tabular-nums">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 pr-3 text-left">
                {t('adminReport.columnDay')}
              </th>
              {names.map((n) => (
                <th key={n} scope="col" className="px-2 py-1 font-mono font-normal">
                  {n}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {report.days.map((day) => (
              <tr key={day}>
                <th scope="row" className="py-1 pr-3 text-left font-normal">
                  {day}
                </th>
                {names.map((n) => (
                  <td key={n} className="px-2 py-1">
                    {num.format(counts.get(`${day}|${n}`) ?? 0)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-slate-300 font-semibold">
            <tr>
              <th scope="row" className="py-1 pr-3 text-left">
                {t('adminReport.columnTotal')}
              </th>
              {report.totals.map((x) => (
                <td key={x.name} className="px-2 py-1">
                  {num.format(x.count)}
                </td>
              ))}
            </tr>
          </tfoot>
        </table>
      </div>
    </details>
  );
}
