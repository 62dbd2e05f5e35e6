import type { LedgerEntry } from '@app/api';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-provider';
import { usePrice } from '../../lib/use-price';
import { useDisplayTime } from '../../lib/use-display-time';
import { ledgerItemLink, ledgerKindText, signedAmount } from './ledger-texts';

/**
 * One wallet row: what happened (payment, refund, credit), what it was for with a link to that class
 * or course, when (in the user's zone), and the amount in the user's currency with USD beside it.
 */
export function LedgerRow({ entry }: { entry: LedgerEntry }) {
  const t = useT();
  const price = usePrice();
  const time = useDisplayTime();
  const link = ledgerItemLink(t, entry.item);
  const credit = entry.amount > 0;
  return (
    <li
      className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4"
      data-testid="ledger-row"
      data-kind={entry.kind}
    >
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{ledgerKindText(t, entry.kind)}</p>
        {link ? (
          <Link to={link.href} className="block truncate text-sm text-brand-700 underline-offset-2 hover:underline">
            {link.text}
          </Link>
        ) : null}
        <p className="text-sm text-slate-600">
          <time dateTime={entry.created_at}>
            {time.date(entry.created_at)} · {time.time(entry.created_at)}
          </time>
        </p>
      </div>
      <p
        className={`shrink-0 text-right font-semibold tabular-nums ${credit ? 'text-green-800' : 'text-slate-900'}`}
        data-testid="ledger-amount"
      >
        {signedAmount(price(entry.amount), entry.amount)}
        {price.showsUsdToo ? (
          <span className="block text-xs font-normal text-slate-600">{signedAmount(price.usd(entry.amount), entry.amount)}</span>
        ) : null}
      </p>
    </li>
  );
}
