import { resendConfirmation } from '@app/api';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from './button';
import { Modal } from './modal';
import { useT } from '../i18n/i18n-provider';
import { useShellReads } from '../lib/shell-reads';
import { api } from '../lib/api-client';
import { errorText } from '../i18n/error-text';

/**
 * 000 §5: "A user with register_status 4 or lower and an unconfirmed email is prompted to confirm
 * the email, both for booking and for contacting the teacher." `reason` picks the sentence. The
 * link itself is in the user's mail; "I have confirmed it" re-reads the account, so the next click
 * goes through without a reload. A lost or expired mail is not a dead end (issue 17): the prompt sends
 * a new link, which brings the person back to this page.
 */
export function ConfirmEmailPrompt({
  open,
  onClose,
  reason,
  email,
}: {
  open: boolean;
  onClose: () => void;
  reason: 'book' | 'contact';
  email: string;
}) {
  const t = useT();
  const shell = useShellReads();
  const [checking, setChecking] = useState(false);
  const location = useLocation();
  const resend = useMutation({
    mutationFn: () => api.call(resendConfirmation, { body: { return_to: `${location.pathname}${location.search}` } }),
  });
  const recheck = async () => {
    setChecking(true);
    try {
      await shell.viewer.refresh().catch(() => undefined);
    } finally {
      setChecking(false);
      onClose();
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('accounts.confirmPromptTitle')}
      footer={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              void recheck();
            }}
            disabled={checking}
          >
            {t('booking.confirmedAlready')}
          </Button>
          <Button onClick={onClose} data-autofocus>
            {t('booking.ok')}
          </Button>
        </>
      }
    >
      <p className="text-slate-700">{t(reason === 'book' ? 'accounts.confirmPromptBook' : 'accounts.confirmPromptContact', { email })}</p>
      <p className="mt-3 text-sm text-slate-600">{t('booking.confirmPromptHint')}</p>
      <div className="mt-4">
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            resend.mutate();
          }}
          disabled={resend.isPending || resend.isSuccess}
          data-testid="resend-confirmation"
        >
          {resend.isPending ? t('accounts.resendSending') : t('accounts.resendLink')}
        </Button>
        {resend.isSuccess ? (
          <p role="status" className="mt-2 text-sm text-emerald-800">
            {t('accounts.resendSent', { email })}
          </p>
        ) : null}
        {resend.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-800">
            {errorText(t, resend.error)}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
