import type { FeedbackCategory } from '@app/domain';
import { useState } from 'react';
import { Button } from '../../components/button';
import { useT } from '../../i18n/i18n-provider';
import { FeedbackForm } from './feedback-form';

/**
 * 001 §4.1 "with both counts 0 the page shows '0 results' and the request menu"; 001 §8 the
 * empty-result text. The request menu opens the feedback form for a topic request or general
 * feedback (001 §3 "Feedback: category ('topic' or 'general')").
 */
export function EmptyResults() {
  const t = useT();
  const [form, setForm] = useState<FeedbackCategory | null>(null);
  return (
    <section data-testid="empty-results" className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center sm:p-10">
      <p className="text-lg font-bold text-slate-900" data-testid="zero-results">
        {t('search.zeroResults')}
      </p>
      <p className="mx-auto mt-2 max-w-xl text-slate-700">{t('search.emptyText')}</p>
      <div className="mt-5" role="group" aria-label={t('search.requestMenu')}>
        <p className="mb-2 text-sm font-semibold text-slate-700">{t('search.requestMenu')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button
            onClick={() => {
              setForm('topic');
            }}
            data-testid="request-topic"
          >
            {t('search.requestTopic')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setForm('general');
            }}
            data-testid="request-general"
          >
            {t('search.requestGeneral')}
          </Button>
        </div>
      </div>
      {form ? (
        <FeedbackForm
          category={form}
          open
          onClose={() => {
            setForm(null);
          }}
        />
      ) : null}
    </section>
  );
}
