import { MAIL_KINDS, type MailKind, type MailPreferences, updateMailPreferences } from '@app/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { Button } from '../../components/button';
import { SettingsSection } from '../../components/settings-section';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';
import { mailPreferencesQuery } from './api/mail-preferences';

/** The kinds a user sees: the teachers' new-booking mail only for teachers. */
export function shownMailKinds(isTeacher: boolean): readonly MailKind[] {
  return MAIL_KINDS.filter((kind) => isTeacher || kind !== 'teacher_new_booking');
}

/** Issue 15: "a per-kind setting in /settings": one checkbox per optional mail, saved with PATCH /v1/me/settings/mail. */
export function MailPreferencesSection({ isTeacher }: { isTeacher: boolean }) {
  const t = useT();
  const preferences = useQuery(mailPreferencesQuery());
  return (
    <SettingsSection
      title={t('settings.emailsTitle')}
      intro={t('settings.emailsIntro')}
      query={preferences}
      skeletonClassName="h-32"
      testId="mail-preferences"
    >
      {(answer) => <MailPreferencesForm saved={answer.data.preferences} kinds={shownMailKinds(isTeacher)} />}
    </SettingsSection>
  );
}

export function MailPreferencesForm({ saved, kinds }: { saved: MailPreferences; kinds: readonly MailKind[] }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<MailPreferences>(saved);
  const [status, setStatus] = useState<'idle' | 'saved' | 'failed'>('idle');
  const save = useMutation({
    mutationFn: (body: Partial<MailPreferences>) => api.call(updateMailPreferences, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(mailPreferencesQuery().queryKey, answer);
      setValues(answer.data.preferences);
      setStatus('saved');
    },
    onError: () => {
      setStatus('failed');
    },
  });
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    // Every shown kind: the answer is the same whatever changed, and a save without a change still confirms.
    save.mutate(Object.fromEntries(kinds.map((kind) => [kind, values[kind]])));
  };
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      <fieldset>
        <legend className="sr-only">{t('settings.emailsTitle')}</legend>
        <div className="space-y-3">
          {kinds.map((kind) => (
            <div key={kind} className="flex items-start gap-3 p-1 text-slate-900">
              <input
                id={`mail-kind-${kind}`}
                type="checkbox"
                name={kind}
                checked={values[kind]}
                aria-describedby={`mail-kind-${kind}-hint`}
                onChange={(e) => {
                  setValues((old) => ({ ...old, [kind]: e.target.checked }));
                  setStatus('idle');
                }}
                className="mt-1 h-5 w-5 shrink-0 accent-brand-600"
              />
              <div>
                <label htmlFor={`mail-kind-${kind}`} className="block font-medium">
                  {t(`settings.emailKind_${kind}`)}
                </label>
                <p id={`mail-kind-${kind}-hint`} className="text-sm text-slate-600">
                  {t(`settings.emailKind_${kind}_hint`)}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('settings.saving') : t('settings.emailsSave')}
        </Button>
        <p role="status" aria-live="polite" className="text-sm">
          {status === 'saved' ? <span className="text-emerald-800">{t('settings.emailsSaved')}</span> : null}
        </p>
      </div>
      {status === 'failed' ? (
        <p role="alert" className="text-sm text-red-800">
          {t('settings.emailsSaveFailed')}
        </p>
      ) : null}
    </form>
  );
}
