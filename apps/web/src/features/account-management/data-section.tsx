import { accountExportUrl, ApiClientError, deleteAccount } from '@app/api';
import { useMutation } from '@tanstack/react-query';
import { type SyntheticEvent, useId, useState } from 'react';
import { Button, buttonClass } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from '../../components/form-field';
import { useToast } from '../../components/toast';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';

/**
 * Issue 17 "download my data (JSON ...)" and "delete account". `onDeleted` runs once the account is
 * gone (the page forgets what it read as the user and leaves).
 */
export function DataSection({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const t = useT();
  const titleId = useId();
  const toast = useToast();
  const [password, setPassword] = useState('');
  const [asking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: () => api.call(deleteAccount, { body: { current_password: password } }),
    onSuccess: async (answer) => {
      setAsking(false);
      toast({ kind: 'success', text: t('accountManagement.deleted', { dropped: answer.data.dropped, kept: answer.data.kept }) });
      await onDeleted();
    },
    onError: () => {
      setAsking(false);
    },
  });
  const failure = remove.error instanceof ApiClientError ? remove.error : null;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setAsking(true);
  };
  return (
    <section
      aria-labelledby={titleId}
      className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="data-section"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t('accountManagement.dataTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t('accountManagement.dataIntro')}</p>
      <a href={accountExportUrl()} download className={`${buttonClass({ variant: 'secondary' })} mt-4`}>
        {t('accountManagement.download')}
      </a>
      <form onSubmit={submit} noValidate className="mt-6 space-y-4 border-t border-slate-200 pt-6">
        <h3 className="font-semibold text-red-800">{t('accountManagement.deleteTitle')}</h3>
        <p className="text-sm text-slate-700">{t('accountManagement.deleteIntro')}</p>
        <FormField
          label={t('accountManagement.currentPassword')}
          type="password"
          name="delete-current-password"
          autoComplete="current-password"
          required
          value={password}
          error={failure?.field === 'current_password' ? errorText(t, failure) : null}
          onChange={(e) => {
            setPassword(e.target.value);
          }}
        />
        {failure && failure.field !== 'current_password' ? (
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
            {errorText(t, failure)}
          </p>
        ) : null}
        <Button type="submit" variant="danger" disabled={remove.isPending}>
          {t('accountManagement.deleteButton')}
        </Button>
      </form>
      <ConfirmDialog
        open={asking}
        title={t('accountManagement.deleteConfirmTitle')}
        text={t('accountManagement.deleteConfirmText')}
        confirmLabel={t('accountManagement.deleteConfirm')}
        dismissLabel={t('accountManagement.deleteKeep')}
        busy={remove.isPending}
        onConfirm={() => {
          remove.mutate();
        }}
        onClose={() => {
          setAsking(false);
        }}
      />
    </section>
  );
}
