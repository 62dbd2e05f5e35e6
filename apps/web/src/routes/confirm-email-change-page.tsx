import { confirmEmailChange, settingsPath } from '@app/api';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../components/button';
import { AccountCard } from '../features/accounts/account-card';
import { useForgetViewerReads } from '../features/session/forget-viewer-reads';
import { errorText } from '../i18n/error-text';
import { useT } from '../i18n/i18n-provider';
import { api } from '../lib/api-client';
import { usePageTitle } from '../lib/use-page-title';

/** `/confirm-email-change?token=...`, from the mail to a new address: moves the account to it (once). */
export default function ConfirmEmailChangePage() {
  const t = useT();
  usePageTitle(t('accountManagement.emailChangeTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const forgetViewerReads = useForgetViewerReads();
  const sent = useRef(false);
  const mutation = useMutation({
    mutationFn: (value: string) => api.call(confirmEmailChange, { body: { token: value } }),
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
        {t('accountManagement.emailChangeMissingToken')}
      </p>
    );
  else if (mutation.isSuccess)
    body = (
      <p role="status" className="break-words text-emerald-800">
        {t('accountManagement.emailChangeDone', { email: mutation.data.data.user.email })}
      </p>
    );
  else if (mutation.isError)
    body = (
      <p role="alert" className="text-red-800">
        {errorText(t, mutation.error)}
      </p>
    );
  else
    body = (
      <p role="status" className="text-slate-700">
        {t('accountManagement.emailChangeWorking')}
      </p>
    );
  return (
    <AccountCard title={t('accountManagement.emailChangeTitle')}>
      {body}
      <Link to={settingsPath()} className={`${buttonClass({ full: true })} mt-6`}>
        {t('accountManagement.toSettings')}
      </Link>
    </AccountCard>
  );
}
