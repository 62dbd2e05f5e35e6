import { ApiClientError, type EventsReport } from '@app/api';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { ErrorState } from '../../components/status-screens';
import { useI18n } from '../../i18n/i18n-provider';
import { experimentAssignmentsQuery } from './api/experiment-assignments';

/** 001 §9 experiments: the split of all users, and one user's groups on request. */
export function ExperimentsPanel({ experiments }: { experiments: EventsReport['experiments'] }) {
  const { t, intlLocale } = useI18n();
  const num = new Intl.NumberFormat(intlLocale);
  const inputId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState('');
  const [userId, setUserId] = useState<number | null>(null);
  const [invalid, setInvalid] = useState(false);
  const lookup = useQuery({ ...experimentAssignmentsQuery({ userId: userId ?? 0 }), enabled: userId !== null });

  return (
    <div className="space-y-5">
      <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={t('adminReport.experimentsTitle')}>
        <table className="w-full text-left text-sm" data-testid="experiments-table">
          <thead className="border-b border-slate-200 text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-4 font-semibold">
                {t('adminReport.columnExperiment')}
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                {t('adminReport.columnTest')}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t('adminReport.columnControl')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {experiments.map((e) => (
              <tr key={e.experiment_name}>
                <th scope="row" className="break-all py-2 pr-4 font-mono text-xs font-normal text-slate-900">
                  {e.experiment_name}
                </th>
                <td className="py-2 pr-4 text-right tabular-nums">{num.format(e.test_group)}</td>
                <td className="py-2 text-right tabular-nums">{num.format(e.control_group)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const id = Number(draft.trim());
          const ok = /^\d{1,12}$/.test(draft.trim()) && id > 0;
          setInvalid(!ok);
          setUserId(ok ? id : null);
        }}
      >
        <label htmlFor={inputId} className="block text-sm font-semibold text-slate-900">
          {t('adminReport.lookupLabel')}
          <input
            id={inputId}
            inputMode="numeric"
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
            }}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            className="mt-1 block w-40 rounded-lg border border-slate-300 px-3 py-2 text-sm font-normal"
          />
        </label>
        <Button type="submit" variant="secondary" size="sm">
          {t('adminReport.lookupButton')}
        </Button>
        {invalid ? (
          <p id={errorId} className="w-full text-sm text-red-700">
            {t('adminReport.lookupInvalid')}
          </p>
        ) : null}
      </form>
      {lookup.data ? (
        <section aria-live="polite" data-testid="experiment-lookup">
          <h3 className="text-sm font-semibold">{t('adminReport.lookupTitle', { id: lookup.data.data.user_id })}</h3>
          <ul className="mt-2 space-y-1 text-sm">
            {lookup.data.data.groups.map((g) => (
              <li key={g.experiment_name}>
                <span className="font-mono text-xs">{g.experiment_name}</span>: <strong>{g.group}</strong>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {lookup.error && !(lookup.error instanceof ApiClientError && lookup.error.status === 400) ? (
        <ErrorState onRetry={() => void lookup.refetch()} />
      ) : null}
    </div>
  );
}
