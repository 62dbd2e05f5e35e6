import { ApiClientError, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, signUp } from '@app/api';
import { getPasswordProblem } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../components/button';
import { FormField } from '../components/form-field';
import { AccountCard } from '../features/accounts/account-card';
import { readReturnTo, RETURN_TO_PARAM } from '../lib/return-to';
import { type TFunction, useI18n } from '../i18n/i18n-provider';
import { errorText } from '../i18n/error-text';
import { api } from '../lib/api-client';
import { usePageTitle } from '../lib/use-page-title';
import { visitorClock } from '../lib/use-display-time';

function browserZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export default function SignUpPage() {
  // The page's language is the one the account's mails are written in.
  const { t, locale, intlLocale } = useI18n();
  usePageTitle(t('accounts.signUpTitle'));
  const location = useLocation();
  const returnTo = readReturnTo(location.search);
  const [form, setForm] = useState({ nickname: '', email: '', password: '' });
  // Issue 17: the button is never disabled without a word; a submit names what is missing, field by
  // field, and the messages follow the typing from then on.
  const [tried, setTried] = useState(false);
  const missing = formProblems(t, form);

  const mutation = useMutation({
    mutationFn: () => {
      const zone = browserZone();
      // The confirmation link brings the person back to where they were (the class they were booking).
      // The clock the visitor saw stays theirs (issue 17: times switched from 12 h to 24 h on sign-up).
      const body = { ...form, locale, is_am: visitorClock(intlLocale), return_to: returnTo, ...(zone ? { timezone_iana: zone } : {}) };
      return api.call(signUp, { body });
    },
  });
  const error = mutation.error instanceof ApiClientError ? mutation.error : null;
  const fieldError = (field: keyof typeof form) => (tried ? missing[field] : null) ?? (error?.field === field ? errorText(t, error) : null);
  const generalError = error && !error.field ? errorText(t, error) : null;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setTried(true);
    if (Object.values(missing).some(Boolean)) return;
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
        <Button type="submit" full size="lg" disabled={mutation.isPending}>
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

/** What the form still needs before it can be sent, by field (the password by the domain's policy). */
function formProblems(
  t: TFunction,
  form: { nickname: string; email: string; password: string },
): Record<'nickname' | 'email' | 'password', string | null> {
  const password = getPasswordProblem({ password: form.password, email: form.email });
  return {
    nickname: form.nickname.trim() ? null : t('accounts.nicknameMissing'),
    email: !form.email.trim()
      ? t('accounts.emailMissing')
      : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(form.email.trim())
        ? null
        : t('accounts.emailInvalid'),
    password:
      password === 'TOO_SHORT'
        ? t('accounts.passwordTooShort', { min: PASSWORD_MIN_LENGTH })
        : password === 'TOO_LONG'
          ? t('accounts.passwordTooLong', { max: PASSWORD_MAX_LENGTH })
          : password === 'SAME_AS_EMAIL'
            ? t('accounts.passwordSameAsEmail')
            : null,
  };
}
