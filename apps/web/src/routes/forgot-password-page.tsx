import { ApiClientError, forgotPassword, signInPath } from '@app/api';
import { useMutation } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../components/button';
import { FormField } from '../components/form-field';
import { AccountCard } from '../features/accounts/account-card';
import { errorText } from '../i18n/error-text';
import { useT } from '../i18n/i18n-provider';
import { api } from '../lib/api-client';
import { usePageTitle } from '../lib/use-page-title';

/**
 * `/forgot-password`: asks for the address a reset link goes to. The answer on screen is the same
 * whether or not the address has an account (the server's is too): "if it has one, a link is on its way".
 */
export default function ForgotPasswordPage() {
  const t = useT();
  usePageTitle(t('accountManagement.forgotTitle'));
  const [email, setEmail] = useState('');
  const send = useMutation({ mutationFn: (address: string) => api.call(forgotPassword, { body: { email: address } }) });
  const failure = send.error instanceof ApiClientError ? send.error : null;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    send.mutate(email.trim());
  };
  const back = (
    <p className="mt-6 text-center text-sm">
      <Link className="font-semibold text-brand-700 hover:underline" to={signInPath()}>
        {t('accountManagement.backToSignIn')}
      </Link>
    </p>
  );
  if (send.isSuccess)
    return (
      <AccountCard title={t('accountManagement.forgotSentTitle')}>
        <p role="status" className="break-words text-slate-700">
          {t('accountManagement.forgotSent', { email: send.variables })}
        </p>
        {back}
      </AccountCard>
    );
  return (
    <AccountCard title={t('accountManagement.forgotTitle')} intro={t('accountManagement.forgotIntro')}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField
          label={t('accounts.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
          }}
        />
        {failure ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorText(t, failure)}
          </p>
        ) : null}
        <Button type="submit" full size="lg" disabled={send.isPending}>
          {send.isPending ? t('accountManagement.forgotSending') : t('accountManagement.forgotSubmit')}
        </Button>
      </form>
      {back}
    </AccountCard>
  );
}
