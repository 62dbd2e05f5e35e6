import type { EarningsSummaryAnswer } from '@app/api';
import { useT } from '../../i18n/i18n-provider';
import { usePrice } from '../../lib/use-price';

/**
 * The three sums of the earnings page (issue 14: pending, available; lifetime beside them), in USD:
 * what the platform owes the teacher is USD, whatever currency she browses in.
 */
export function EarningsSummary({ summary }: { summary: EarningsSummaryAnswer }) {
  const t = useT();
  const price = usePrice();
  const cards = [
    { key: 'pending', label: t('teachingEarnings.pending'), note: t('teachingEarnings.pendingNote'), cents: summary.pending_cents },
    { key: 'available', label: t('teachingEarnings.available'), note: t('teachingEarnings.availableNote'), cents: summary.available_cents },
    { key: 'lifetime', label: t('teachingEarnings.lifetime'), note: t('teachingEarnings.lifetimeNote'), cents: summary.lifetime_cents },
  ] as const;
  return (
    <dl className="mt-6 grid gap-3 sm:grid-cols-3" data-testid="earnings-summary">
      {cards.map((card) => (
        <div key={card.key} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <dt className="text-sm font-semibold uppercase tracking-wide text-slate-600">{card.label}</dt>
          <dd className="mt-1 text-2xl font-extrabold tabular-nums sm:text-3xl" data-testid={`earnings-${card.key}`}>
            {price.usd(card.cents)}
          </dd>
          <dd className="mt-1 text-sm text-slate-600">{card.note}</dd>
        </div>
      ))}
    </dl>
  );
}
