import { ApiClientError, changeEmail } from '@app/api';
import { useMutation } from '@tanstack/react-query';
import { type SyntheticEvent, useId, useState } from 'react';
import { Button } from '../../components/button';
import { FormField } from '../../components/form-field';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';

/** Issue 17 "change email (confirm the new address by mail link; the old address notified)". */
export function EmailSection({ email }: { email: string }) {
  const t = useT();
  const titleId = useId();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const save = useMutation({
    mutationFn: () => api.call(changeEmail, { body: { new_email: newEmail.trim(), current_password: password } }),
    onSuccess: () => {
      setPassword('');
    },
  });
  const failure = save.error instanceof ApiClientError ? save.error : null;
  const fieldError = (field: string) => (failure?.field === field ? errorText(t, failure) : null);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <section
      aria-labelledby={titleId}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="email-section"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('accountManagement.emailTitle')}
      </h2>
      <p className="mt-1 text-sm break-words text-slate-700">{t('accountManagement.emailIntro', { email })}</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <FormField
          label={t('accountManagement.newEmail')}
          type="email"
          name="new-email"
          autoComplete="email"
          required
          value={newEmail}
          error={fieldError('new_email')}
          onChange={(e) => {
            setNewEmail(e.target.value);
          }}
        />
        <FormField
          label={t('accountManagement.currentPassword')}
          hint={t('accountManagement.emailPasswordHint')}
          type="password"
          name="email-current-password"
          autoComplete="current-password"
          required
          value={password}
          error={fieldError('current_password')}
          onChange={(e) => {
            setPassword(e.target.value);
          }}
        />
        {failure && failure.field !== 'new_email' && failure.field !== 'current_password' ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorText(t, failure)}
          </p>
        ) : null}
        {save.isSuccess ? (
          <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm break-words text-emerald-800">
            {t('accountManagement.emailSent', { email: save.data.data.new_email })}
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('accountManagement.emailSaving') : t('accountManagement.emailSave')}
        </Button>
      </form>
    </section>
  );
}
