import { ApiClientError, confirmUnsubscribe, settingsPath, type UnsubscribeView } from '@app/api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../components/button';
import { AccountCard } from '../features/accounts/account-card';
import { unsubscribeQuery } from '../features/settings/api/unsubscribe';
import { useT } from '../i18n/i18n-provider';
import { api } from '../lib/api-client';
import { type PageLoader, prefetch } from '../lib/route-loader';
import { usePageTitle } from '../lib/use-page-title';

/**
 * `/unsubscribe?token=...`, from a reminder's unsubscribe link, signed in or not: shows which mails
 * the link stops and to which (masked) address, and stops them only when the button is pressed
 * (a POST): mail scanners open links, and opening must not unsubscribe anyone.
 */
export default function UnsubscribePage() {
  const t = useT();
  usePageTitle(t('settings.unsubscribeTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AccountCard title={t('settings.unsubscribeTitle')}>
      {token ? (
        <UnsubscribeFlow token={token} />
      ) : (
        <p role="alert" className="text-red-800">
          {t('settings.unsubscribeMissingToken')}
        </p>
      )}
      <Link to={settingsPath()} className={`${buttonClass({ variant: 'secondary', full: true })} mt-6`}>
        {t('settings.unsubscribeSettings')}
      </Link>
    </AccountCard>
  );
}

function UnsubscribeFlow({ token }: { token: string }) {
  const t = useT();
  const view = useQuery(unsubscribeQuery(token));
  const confirm = useMutation({ mutationFn: () => api.call(confirmUnsubscribe, { body: { token } }) });
  if (view.isError) {
    const bad = view.error instanceof ApiClientError && view.error.status === 400;
    return (
      <p role="alert" className="text-red-800">
        {bad ? t('settings.unsubscribeBadLink') : t('settings.unsubscribeFailed')}
      </p>
    );
  }
  if (!view.data)
    return (
      <p role="status" className="text-slate-700">
        {t('settings.unsubscribeLoading')}
      </p>
    );
  return <UnsubscribeConfirm view={view.data.data} confirm={confirm} />;
}

export function UnsubscribeConfirm({
  view,
  confirm,
}: {
  view: UnsubscribeView;
  confirm: { mutate: () => void; isPending: boolean; isSuccess: boolean; isError: boolean };
}) {
  const t = useT();
  const kind = t(`settings.unsubscribeKind_${view.kind}`);
  if (confirm.isSuccess || !view.subscribed)
    return (
      <div role="status" className="space-y-2">
        <p className="font-semibold text-slate-900">{kind}</p>
        <p className="text-emerald-800">{confirm.isSuccess ? t('settings.unsubscribeDone') : t('settings.unsubscribeAlready')}</p>
      </div>
    );
  return (
    <div className="space-y-4">
      <p className="font-semibold text-slate-900">{kind}</p>
      <p className="text-slate-700">{t('settings.unsubscribeAsk', { email: view.masked_email })}</p>
      <Button
        full
        disabled={confirm.isPending}
        onClick={() => {
          confirm.mutate();
        }}
      >
        {confirm.isPending ? t('settings.unsubscribeWorking') : t('settings.unsubscribeConfirm')}
      </Button>
      {confirm.isError ? (
        <p role="alert" className="text-red-800">
          {t('settings.unsubscribeFailed')}
        </p>
      ) : null}
    </div>
  );
}

/** The link's answer, read before the page shows (signed in or not: the token is the proof). */
export const loader: PageLoader = async ({ request }, { queryClient }) => {
  const token = new URL(request.url).searchParams.get('token');
  if (token) await prefetch(queryClient, unsubscribeQuery(token));
};
