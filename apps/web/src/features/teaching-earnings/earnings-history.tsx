import type { TeachingEarningRow } from '@app/api';
import { Link } from 'react-router';
import { useI18n } from '../../i18n/i18n-provider';
import { useDisplayTime } from '../../lib/use-display-time';
import { usePrice } from '../../lib/use-price';
import { earningItemText, earningStatusText, formatCommissionRate } from './earning-texts';

const STATUS_STYLES: Record<TeachingEarningRow['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  held: 'bg-red-100 text-red-900',
  available: 'bg-green-100 text-green-900',
  reversed: 'bg-slate-200 text-slate-800',
  reversal: 'bg-slate-200 text-slate-800',
};

/**
 * The earnings history, newest first: a table at desktop widths; on a phone each row stacks as a
 * card, every cell with its column name (the same table, so screen readers read one structure).
 */
export function EarningsHistory({ rows }: { rows: readonly TeachingEarningRow[] }) {
  const { t } = useI18n();
  const columns = [
    t('teachingEarnings.colDate'),
    t('teachingEarnings.colWhat'),
    t('teachingEarnings.colGross'),
    t('teachingEarnings.colCommission'),
    t('teachingEarnings.colNet'),
    t('teachingEarnings.colStatus'),
  ];
  return (
    <table
      className="mt-3 block w-full text-sm sm:table sm:rounded-2xl sm:border sm:border-slate-200 sm:bg-white"
      data-testid="earnings-history"
    >
      <caption className="sr-only">{t('teachingEarnings.history')}</caption>
      <thead className="hidden sm:table-header-group">
        <tr className="border-b border-slate-200 text-left text-slate-600">
          {columns.map((name, i) => (
            <th key={name} scope="col" className={`px-3 py-2 font-semibold ${i >= 2 && i <= 4 ? 'text-right' : ''}`}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block space-y-3 sm:table-row-group sm:space-y-0">
        {rows.map((row) => (
          <EarningRow key={row.id} row={row} columns={columns} />
        ))}
      </tbody>
    </table>
  );
}

function EarningRow({ row, columns }: { row: TeachingEarningRow; columns: readonly string[] }) {
  const { t, intlLocale } = useI18n();
  const price = usePrice();
  const time = useDisplayTime();
  const item = earningItemText(t, row.item);
  const label = (i: number) => <span className="mr-2 font-semibold text-slate-600 sm:hidden">{columns[i]}</span>;
  const cell = 'flex justify-between gap-3 py-1 sm:table-cell sm:px-3 sm:py-3 sm:align-top';
  const amountCell = `${cell} tabular-nums sm:text-right`;
  return (
    <tr
      className="block rounded-2xl border border-slate-200 bg-white p-4 sm:table-row sm:rounded-none sm:border-0 sm:border-b sm:border-slate-100 sm:p-0"
      data-testid="earning-row"
      data-status={row.status}
      data-kind={row.kind}
      data-earning-id={row.id}
    >
      <td className={cell}>
        {label(0)}
        <time dateTime={row.created_at}>
          {time.date(row.created_at)} · {time.time(row.created_at)}
        </time>
      </td>
      <td className={cell}>
        {label(1)}
        <span className="min-w-0 text-right sm:text-left">
          <span className="block font-medium text-slate-900">
            {row.kind === 'REVERSAL' ? t('teachingEarnings.kindReversal') : t('teachingEarnings.kindEarning')}
          </span>
          {item.href ? (
            <Link to={item.href} className="block text-brand-700 underline-offset-2 hover:underline">
              {item.text}
            </Link>
          ) : (
            <span className="block">{item.text}</span>
          )}
          <span className="block text-slate-600">
            {t('teachingEarnings.studentAndStart', { student: row.student.nickname, date: time.date(row.item.start_time) })}
          </span>
        </span>
      </td>
      <td className={amountCell}>
        {label(2)}
        {price.usd(row.gross_cents)}
      </td>
      <td className={amountCell}>
        {label(3)}
        <span>
          {price.usd(row.commission_cents)}
          <span className="block text-xs text-slate-600">{formatCommissionRate(row.commission_bps, intlLocale)}</span>
        </span>
      </td>
      <td className={`${amountCell} font-semibold`}>
        {label(4)}
        <span data-testid="earning-net">{price.usd(row.net_cents)}</span>
      </td>
      <td className={cell}>
        {label(5)}
        <span className="text-right sm:text-left">
          <span
            className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_STYLES[row.status]}`}
            data-testid="earning-status"
          >
            {earningStatusText(t, row.status)}
          </span>
          <StatusNote row={row} />
        </span>
      </td>
    </tr>
  );
}

/** When a pending row becomes available, why a held one waits, when a reversed one was refunded. */
function StatusNote({ row }: { row: TeachingEarningRow }) {
  const { t } = useI18n();
  const time = useDisplayTime();
  const at = (iso: string) => `${time.date(iso)} · ${time.time(iso)}`;
  let text: string | null = null;
  if (row.status === 'pending') text = t('teachingEarnings.availableOn', { when: at(row.available_at) });
  else if (row.status === 'held') text = t('teachingEarnings.heldNote');
  else if (row.status === 'reversed' && row.reversed_at) text = t('teachingEarnings.reversedOn', { when: at(row.reversed_at) });
  return text ? <span className="mt-1 block text-xs text-slate-600">{text}</span> : null;
}
