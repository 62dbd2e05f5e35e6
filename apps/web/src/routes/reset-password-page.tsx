import { ApiClientError, forgotPasswordPath, resetPassword, signInPath, PASSWORD_MIN_LENGTH } from '@app/api';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonClass } from '../components/button';
import { FormField } from '../components/form-field';
import { AccountCard } from '../features/accounts/account-card';
import { resetTokenQuery } from '../features/account-management/api/reset-token';
import { useForgetViewerReads } from '../features/session/forget-viewer-reads';
import { errorText } from '../i18n/error-text';
import { useT } from '../i18n/i18n-provider';
import { api } from '../lib/api-client';
import { type PageLoader, prefetch, searchParamsOf } from '../lib/route-loader';
import { usePageTitle } from '../lib/use-page-title';

/** `/reset-password?token=...`, from the reset mail: checks the link first, then sets the new password once. */
export default function ResetPasswordPage() {
  const t = useT();
  usePageTitle(t('accountManagement.resetTitle'));
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AccountCard title={t('accountManagement.resetTitle')}>
      {token ? <ResetFlow token={token} /> : <BadLink text={t('accountManagement.resetMissingToken')} />}
    </AccountCard>
  );
}

function BadLink({ text }: { text: string }) {
  const t = useT();
  return (
    <>
      <p role="alert" className="text-red-800">
        {text}
      </p>
      <Link to={forgotPasswordPath()} className={`${buttonClass({ full: true })} mt-6`}>
        {t('accountManagement.askNewLink')}
      </Link>
    </>
  );
}

function ResetFlow({ token }: { token: string }) {
  const t = useT();
  const check = useQuery(resetTokenQuery(token));
  const forgetViewerReads = useForgetViewerReads();
  const [password, setPassword] = useState('');
  const save = useMutation({
    mutationFn: () => api.call(resetPassword, { body: { token, password } }),
    // Every session of the account ended, this browser's too if it was theirs.
    onSuccess: () => forgetViewerReads(),
  });
  const failure = save.error instanceof ApiClientError ? save.error : null;
  if (save.isSuccess)
    return (
      <>
        <p role="status" className="text-emerald-800">
          {t('accountManagement.resetDone')}
        </p>
        <Link to={signInPath()} className={`${buttonClass({ full: true })} mt-6`}>
          {t('accountManagement.signIn')}
        </Link>
      </>
    );
  if (check.isError || failure?.code === 'InvalidResetToken') return <BadLink text={errorText(t, failure ?? check.error)} />;
  if (!check.data)
    return (
      <p role="status" className="text-slate-700">
        {t('accountManagement.resetChecking')}
      </p>
    );
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <p className="text-slate-700">{t('accountManagement.resetIntro')}</p>
      <FormField
        label={t('accountManagement.newPassword')}
        hint={t('accountManagement.passwordHint', { min: PASSWORD_MIN_LENGTH })}
        type="password"
        name="new-password"
        autoComplete="new-password"
        required
        value={password}
        error={failure ? errorText(t, failure) : null}
        onChange={(e) => {
          setPassword(e.target.value);
        }}
      />
      <Button type="submit" full size="lg" disabled={save.isPending}>
        {save.isPending ? t('accountManagement.resetSaving') : t('accountManagement.resetSubmit')}
      </Button>
    </form>
  );
}

export const loader: PageLoader = async ({ request }, { queryClient }) => {
  const token = searchParamsOf(request).get('token');
  if (token) await prefetch(queryClient, resetTokenQuery(token));
};
