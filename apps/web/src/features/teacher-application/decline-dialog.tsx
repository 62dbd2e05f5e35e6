import { DECLINE_REASON_MAX_LENGTH, DECLINE_REASON_MIN_LENGTH, countCharacters } from '@app/domain';
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useT } from '../../i18n/i18n-provider';

/** Staff decline an application with a reason the applicant reads (`DECLINE_REASON_MIN_LENGTH..MAX` characters). */
export function DeclineDialog({
  open,
  applicantName,
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  applicantName: string;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const confirm = () => {
    const length = countCharacters(reason.trim());
    if (length < DECLINE_REASON_MIN_LENGTH) setError(t('teacherApplication.reasonTooShort', { min: DECLINE_REASON_MIN_LENGTH }));
    else if (length > DECLINE_REASON_MAX_LENGTH) setError(t('teacherApplication.reasonTooLong', { max: DECLINE_REASON_MAX_LENGTH }));
    else {
      setError(null);
      onConfirm(reason.trim());
    }
  };
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('teacherApplication.declineTitle', { name: applicantName })}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} disabled={busy}>
            {t('teacherApplication.declineConfirm')}
          </Button>
        </>
      }
    >
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {t('teacherApplication.declineReason')}
        </label>
        <textarea
          id={id}
          data-autofocus
          rows={5}
          value={reason}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => {
            setReason(e.target.value);
            setError(null);
          }}
          className={`block w-full rounded-lg border px-3 py-2 ${error ? 'border-red-500' : 'border-slate-300'}`}
        />
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {t('teacherApplication.declineReasonHint', { min: DECLINE_REASON_MIN_LENGTH, max: DECLINE_REASON_MAX_LENGTH })}
        </p>
        {error ? (
          <p id={`${id}-error`} className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </Modal>
  );
}
