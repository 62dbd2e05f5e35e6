import { ApiClientError, forgotPasswordPath, signIn } from '@app/api';
import { useMutation } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button } from '../components/button';
import { FormField } from '../components/form-field';
import { AccountCard } from '../features/accounts/account-card';
import { readReturnTo, RETURN_TO_PARAM } from '../lib/return-to';
import { useT } from '../i18n/i18n-provider';
import { errorText } from '../i18n/error-text';
import { api } from '../lib/api-client';
import { usePageTitle } from '../lib/use-page-title';
import { useForgetViewerReads } from '../features/session/forget-viewer-reads';

export default function SignInPage() {
  const t = useT();
  usePageTitle(t('accounts.signInTitle'));
  const location = useLocation();
  const navigate = useNavigate();
  const forgetViewerReads = useForgetViewerReads();
  const returnTo = readReturnTo(location.search);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  const mutation = useMutation({
    mutationFn: () => api.call(signIn, { body: { email, password } }),
    onSuccess: async () => {
      // Everything read as a visitor may differ for this user (seats, prices, history).
      void forgetViewerReads();
      await navigate(returnTo, { replace: true });
    },
  });
  const error = mutation.error instanceof ApiClientError ? mutation.error : null;
  const message = error ? errorText(t, error) : null;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    mutation.mutate();
  };

  return (
    <AccountCard title={t('accounts.signInTitle')} intro={t('accounts.signInIntro')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
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
        <FormField
          label={t('accounts.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
          }}
        />
        <p className="text-right text-sm">
          <Link className="font-semibold text-brand-700 hover:underline" to={forgotPasswordPath()}>
            {t('accountManagement.forgotLink')}
          </Link>
        </p>
        {message ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {message}
          </p>
        ) : null}
        <Button type="submit" full size="lg" disabled={mutation.isPending || !email || !password}>
          {t('accounts.submitSignIn')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('accounts.noAccount')}{' '}
        <Link
          className="font-semibold text-brand-700 hover:underline"
          to={`/signup?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`}
        >
          {t('common.signUp')}
        </Link>
      </p>
    </AccountCard>
  );
}
