import { ApiClientError, changePassword, PASSWORD_MIN_LENGTH } from '@app/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useId, useState } from 'react';
import { Button } from '../../components/button';
import { FormField } from '../../components/form-field';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';
import { sessionsQuery } from './api/sessions';

/** Issue 17 "Change password (current password required; other sessions ended)". */
export function PasswordSection({ email }: { email: string }) {
  const t = useT();
  const titleId = useId();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const save = useMutation({
    mutationFn: () => api.call(changePassword, { body: { current_password: current, new_password: next } }),
    onSuccess: () => {
      setCurrent('');
      setNext('');
      void queryClient.invalidateQueries({ queryKey: sessionsQuery().queryKey });
    },
  });
  const failure = save.error instanceof ApiClientError ? save.error : null;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <section
      aria-labelledby={titleId}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="password-section"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('accountManagement.passwordTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('accountManagement.passwordIntro')}</p>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        {/* Lets password managers file the change under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <FormField
          label={t('accountManagement.currentPassword')}
          type="password"
          name="current-password"
          autoComplete="current-password"
          required
          value={current}
          error={failure?.code === 'CurrentPasswordWrong' ? errorText(t, failure) : null}
          onChange={(e) => {
            setCurrent(e.target.value);
          }}
        />
        <FormField
          label={t('accountManagement.newPassword')}
          hint={t('accountManagement.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          value={next}
          error={failure?.code === 'WeakPassword' ? errorText(t, failure) : null}
          onChange={(e) => {
            setNext(e.target.value);
          }}
        />
        {failure && failure.code !== 'CurrentPasswordWrong' && failure.code !== 'WeakPassword' ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorText(t, failure)}
          </p>
        ) : null}
        {save.isSuccess ? (
          <p role="status" className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-800">
            {t('accountManagement.passwordSaved', { count: save.data.data.ended })}
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('accountManagement.passwordSaving') : t('accountManagement.passwordSave')}
        </Button>
      </form>
    </section>
  );
}
