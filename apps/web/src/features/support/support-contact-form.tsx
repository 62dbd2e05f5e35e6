import { ApiClientError, createSupportRequest, type SupportRequestBody } from '@app/api';
import { type SupportWidgetUser } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { type SyntheticEvent, useState } from 'react';
import { Button } from '../../components/button';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';

type Field = 'name' | 'email' | 'subject' | 'message';
const FIELDS: readonly Field[] = ['name', 'email', 'subject', 'message'];

function fieldOfError(error: unknown): Field | null {
  if (!(error instanceof ApiClientError) || error.field === undefined) return null;
  // The server names the field as `email` or `body.email`.
  const name = error.field.replace(/^body\./, '').split('.')[0];
  return FIELDS.find((f) => f === name) ?? null;
}

/** The contact form of the support widget (001 §2.6), prefilled with the user's name and e-mail; stored by the server. */
export function SupportContactForm({ user, page }: { user: SupportWidgetUser; page: string }) {
  const t = useT();
  const [values, setValues] = useState<Record<Field, string>>({ name: user.name, email: user.email, subject: '', message: '' });
  const send = useMutation({ mutationFn: (body: SupportRequestBody) => api.call(createSupportRequest, { body }) });
  const badField = send.isError ? fieldOfError(send.error) : null;
  const tooMany = send.error instanceof ApiClientError && send.error.status === 429;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    send.mutate({ ...values, page: page.slice(0, 300) });
  };
  if (send.isSuccess)
    return (
      <p role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900" data-testid="support-sent">
        {t('support.sent')}
      </p>
    );

  const input = (field: Field, label: string, type = 'text') => (
    <label className="block text-sm">
      <span className="mb-1 block font-medium text-slate-800">{label}</span>
      {field === 'message' ? (
        <textarea
          name={field}
          required
          rows={4}
          value={values[field]}
          aria-invalid={badField === field}
          maxLength={5000}
          onChange={(e) => {
            setValues((v) => ({ ...v, [field]: e.target.value }));
          }}
          className="w-full rounded-lg border border-slate-300 px-2 py-1.5"
        />
      ) : (
        <input
          name={field}
          type={type}
          required
          value={values[field]}
          aria-invalid={badField === field}
          onChange={(e) => {
            setValues((v) => ({ ...v, [field]: e.target.value }));
          }}
          className="w-full rounded-lg border border-slate-300 px-2 py-1.5"
        />
      )}
      {badField === field ? <span className="mt-1 block text-red-700">{t('support.fieldInvalid')}</span> : null}
    </label>
  );
  return (
    <form onSubmit={submit} className="space-y-3" aria-label={t('support.contactTitle')}>
      {input('name', t('support.name'))}
      {input('email', t('support.email'), 'email')}
      {input('subject', t('support.subject'))}
      {input('message', t('support.message'))}
      {send.isError && badField === null ? (
        <p role="alert" className="text-sm text-red-700">
          {tooMany ? t('support.tooMany') : t('support.failed')}
        </p>
      ) : null}
      <Button type="submit" full disabled={send.isPending || FIELDS.some((f) => values[f].trim() === '')}>
        {send.isPending ? t('support.sending') : t('support.send')}
      </Button>
    </form>
  );
}
