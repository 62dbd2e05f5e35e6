import { confirmEmail } from '@app/api';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { buttonClass } from '../components/button';
import { AccountCard } from '../features/accounts/account-card';
import { useT } from '../i18n/i18n-provider';
import { api } from '../lib/api-client';
import { usePageTitle } from '../lib/use-page-title';
import { readReturnTo } from '../lib/return-to';
import { useForgetViewerReads } from '../features/session/forget-viewer-reads';

/** The page the confirmation link (from the outbox) opens: `/confirm-email?token=...&returnTo=...`; confirming signs its owner in. */
export default function ConfirmEmailPage() {
  const t = useT();
  usePageTitle(t('accounts.confirmTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');
  // The link carries the page the person signed up from (the class they were booking): Continue goes back there.
  const next = readReturnTo(useLocation().search);
  const forgetViewerReads = useForgetViewerReads();
  const sent = useRef(false);

  const mutation = useMutation({
    mutationFn: (value: string) => api.call(confirmEmail, { body: { token: value } }),
    // The link signs its owner in: everything read as a visitor may differ for them.
    onSuccess: () => forgetViewerReads(),
  });

  // A token works once: send it once, even when React mounts the page twice in development.
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutation.mutate(token);
  }, [token, mutation]);

  let body: React.ReactNode;
  if (!token)
    body = (
      <p role="alert" className="text-red-800">
        {t('accounts.confirmMissingToken')}
      </p>
    );
  else if (mutation.isSuccess)
    body = (
      <p role="status" className="text-emerald-800">
        {t('accounts.confirmed')}
      </p>
    );
  else if (mutation.isError)
    body = (
      <p role="alert" className="text-red-800">
        {t('accounts.confirmFailed')}
      </p>
    );
  else
    body = (
      <p role="status" className="text-slate-700">
        {t('accounts.confirming')}
      </p>
    );

  return (
    <AccountCard title={t('accounts.confirmTitle')}>
      {body}
      <Link to={next} className={`${buttonClass({ full: true })} mt-6`} data-testid="confirm-continue">
        {t('accounts.continue')}
      </Link>
    </AccountCard>
  );
}
