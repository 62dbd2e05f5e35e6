import { type CalendarFeed, resetCalendarFeed } from '@app/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, buttonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { CopyButton } from '../../components/copy-button';
import { SettingsSection } from '../../components/settings-section';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';
import { calendarFeedQuery } from './api/calendar-feed';

/**
 * Issue 15 "a private calendar feed per user (`webcal://` subscription URL with a secret token the
 * user can reset in /settings)": create it, subscribe or copy it, reset it (the old address stops).
 */
export function CalendarFeedSection() {
  const t = useT();
  const feed = useQuery(calendarFeedQuery());
  return (
    <SettingsSection title={t('calendar.title')} intro={t('calendar.intro')} query={feed} skeletonClassName="h-24" testId="calendar-feed">
      {(answer) => <FeedControls feed={answer.data.feed} />}
    </SettingsSection>
  );
}

export function FeedControls({ feed }: { feed: CalendarFeed | null }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<'idle' | 'reset' | 'failed'>('idle');
  const reset = useMutation({
    mutationFn: () => api.call(resetCalendarFeed, {}),
    onSuccess: (answer) => {
      queryClient.setQueryData(calendarFeedQuery().queryKey, { data: { feed: answer.data.feed } });
      setStatus(feed ? 'reset' : 'idle');
      setConfirming(false);
    },
    onError: () => {
      setStatus('failed');
      setConfirming(false);
    },
  });

  if (!feed)
    return (
      <div className="mt-4">
        <Button
          onClick={() => {
            reset.mutate();
          }}
          disabled={reset.isPending}
        >
          {t('calendar.create')}
        </Button>
        <p role="status" className="mt-2 text-sm text-red-700">
          {status === 'failed' ? t('calendar.failed') : ''}
        </p>
      </div>
    );
  return (
    <div className="mt-4 space-y-4">
      <a href={feed.webcal_url} className={buttonClass()} data-testid="calendar-subscribe">
        {t('calendar.subscribe')}
      </a>
      <div>
        <label htmlFor="calendar-feed-url" className="text-sm font-medium text-slate-700">
          {t('calendar.addressLabel')}
        </label>
        <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-center">
          <input
            id="calendar-feed-url"
            readOnly
            value={feed.https_url}
            onFocus={(event) => {
              event.currentTarget.select();
            }}
            className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-800"
          />
          <CopyButton value={feed.https_url} what={t('calendar.addressWhat')} />
        </div>
        <p className="mt-1 text-xs text-slate-600">{t('calendar.secretHint')}</p>
      </div>
      <div>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => {
            setConfirming(true);
          }}
        >
          {t('calendar.reset')}
        </Button>
        <p role="status" className={status === 'failed' ? 'mt-2 text-sm text-red-700' : 'mt-2 text-sm text-green-800'}>
          {status === 'reset' ? t('calendar.resetDone') : status === 'failed' ? t('calendar.failed') : ''}
        </p>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('calendar.resetTitle')}
        text={t('calendar.resetText')}
        confirmLabel={t('calendar.resetConfirm')}
        busy={reset.isPending}
        onConfirm={() => {
          reset.mutate();
        }}
        onClose={() => {
          setConfirming(false);
        }}
      />
    </div>
  );
}
