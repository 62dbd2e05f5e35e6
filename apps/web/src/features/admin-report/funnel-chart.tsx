import type { EventsReport, FunnelStep } from '@app/api';
import type { MessageKey } from '../../i18n/translate';
import { useI18n } from '../../i18n/i18n-provider';

const STEP_LABEL: Record<FunnelStep, MessageKey> = {
  topic_view: 'adminReport.stepTopicView',
  book_click: 'adminReport.stepBookClick',
  payment_view: 'adminReport.stepPaymentView',
  paid: 'adminReport.stepPaid',
};

/**
 * The booking funnel (topic view -> book click -> payment page -> paid) as horizontal bars scaled
 * to the first step, each with its visitors and its conversion from the step before. The bars are
 * small SVGs, the words are HTML, so the text stays readable at any width.
 */
export function FunnelChart({ funnel }: { funnel: EventsReport['funnel'] }) {
  const { t, intlLocale } = useI18n();
  const pct = new Intl.NumberFormat(intlLocale, { style: 'percent', maximumFractionDigits: 1 });
  const num = new Intl.NumberFormat(intlLocale);
  const first = funnel[0]?.visitors ?? 0;
  const last = funnel.at(-1)?.visitors ?? 0;
  const scale = Math.max(1, first, ...funnel.map((s) => s.visitors));
  return (
    <figure className="m-0" data-testid="funnel-chart">
      <ol className="space-y-3" aria-label={t('adminReport.funnelChartLabel')}>
        {funnel.map((step, i) => (
          <li key={step.step} data-step={step.step}>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
              <span className="font-semibold text-slate-900">
                {i + 1}. {t(STEP_LABEL[step.step])}
              </span>
              <span className="text-slate-700">
                <span className="font-semibold" data-testid="funnel-visitors">
                  {step.visitors === 1 ? t('adminReport.visitorsOne') : t('adminReport.visitors', { n: num.format(step.visitors) })}
                </span>
                {' · '}
                <span data-testid="funnel-rate">
                  {i === 0
                    ? t('adminReport.conversionNone')
                    : step.rate === null
                      ? t('adminReport.conversionNoBase')
                      : t('adminReport.conversion', { rate: pct.format(step.rate) })}
                </span>
              </span>
            </div>
            <svg viewBox="0 0 100 8" preserveAspectRatio="none" className="mt-1 block h-6 w-full" aria-hidden="true">
              <rect width="100" height="8" rx="1" fill="#f1f5f9" />
              <rect
                width={(step.visitors / scale) * 100}
                height="8"
                rx="1"
                fill={['#2563eb', '#4f46e5', '#7c3aed', '#16a34a'][i] ?? '#2563eb'}
              />
            </svg>
          </li>
        ))}
      </ol>
      <figcaption className="mt-3 text-sm text-slate-700">
        {first > 0 ? t('adminReport.overall', { rate: pct.format(last / first) }) : null}
      </figcaption>
    </figure>
  );
}
