import { ApiClientError, PASSWORD_MIN_LENGTH, signUp } from '@app/api';
import { useMutation } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../components/button';
import { FormField } from '../components/form-field';
import { AccountCard } from '../features/accounts/account-card';
import { readReturnTo, RETURN_TO_PARAM } from '../lib/return-to';
import { useI18n } from '../i18n/i18n-provider';
import { errorText } from '../i18n/error-text';
import { api } from '../lib/api-client';
import { usePageTitle } from '../lib/use-page-title';

function browserZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export default function SignUpPage() {
  // The page's language is the one the account's mails are written in.
  const { t, locale } = useI18n();
  usePageTitle(t('accounts.signUpTitle'));
  const location = useLocation();
  const returnTo = readReturnTo(location.search);
  const [form, setForm] = useState({ nickname: '', email: '', password: '' });

  const mutation = useMutation({
    mutationFn: () => {
      const zone = browserZone();
      return api.call(signUp, { body: { ...form, locale, ...(zone ? { timezone_iana: zone } : {}) } });
    },
  });
  const error = mutation.error instanceof ApiClientError ? mutation.error : null;
  const fieldError = (field: string) => (error?.field === field ? errorText(t, error) : null);
  const generalError = error && !error.field ? errorText(t, error) : null;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setForm((f) => ({ ...f, [key]: event.target.value }));
  };

  // The server answers the same for a new and a registered address (it mails either), and signs
  // nobody in: the link in the mail does. So the next step is always the inbox.
  if (mutation.isSuccess) {
    return (
      <AccountCard title={t('accounts.checkEmailTitle')}>
        <p role="status" data-testid="sign-up-sent" className="text-slate-700">
          {t('accounts.checkEmailText', { email: mutation.data.data.email })}
        </p>
        <p className="mt-4 text-sm text-slate-600">{t('accounts.checkEmailHint')}</p>
        <Link
          data-testid="sign-up-sign-in"
          className={`${buttonClass({ full: true, variant: 'secondary' })} mt-6`}
          to={`/signin?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`}
        >
          {t('common.signIn')}
        </Link>
      </AccountCard>
    );
  }

  return (
    <AccountCard title={t('accounts.signUpTitle')} intro={t('accounts.signUpIntro')}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <FormField
          label={t('accounts.nickname')}
          name="nickname"
          autoComplete="name"
          required
          maxLength={40}
          value={form.nickname}
          onChange={set('nickname')}
          error={fieldError('nickname')}
        />
        <FormField
          label={t('accounts.email')}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={set('email')}
          error={fieldError('email')}
        />
        <FormField
          label={t('accounts.password')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN_LENGTH}
          hint={t('accounts.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          value={form.password}
          onChange={set('password')}
          error={fieldError('password')}
        />
        {generalError ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {generalError}
          </p>
        ) : null}
        <Button
          type="submit"
          full
          size="lg"
          disabled={mutation.isPending || !form.nickname.trim() || !form.email || form.password.length < PASSWORD_MIN_LENGTH}
        >
          {t('accounts.submitSignUp')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('accounts.haveAccount')}{' '}
        <Link
          className="font-semibold text-brand-700 hover:underline"
          to={`/signin?${new URLSearchParams({ [RETURN_TO_PARAM]: returnTo }).toString()}`}
        >
          {t('common.signIn')}
        </Link>
      </p>
    </AccountCard>
  );
}
