import { DeclineTeacherApplicationBodySchema } from '@app/api';
import { DECLINE_REASON_MAX_LENGTH, DECLINE_REASON_MIN_LENGTH } from '@app/domain';
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { type TFunction, useT } from '../../i18n/i18n-provider';

/** The reason as the server will take it (trimmed), or the text of what is wrong with it. */
function checkReason(t: TFunction, reason: string): { reason: string } | { error: string } {
  const parsed = DeclineTeacherApplicationBodySchema.safeParse({ reason });
  if (parsed.success) return { reason: parsed.data.reason };
  const issue = parsed.error.issues[0];
  const problem = issue?.code === 'custom' ? (issue.params as { problem?: string } | undefined)?.problem : undefined;
  return problem === 'tooLong'
    ? { error: t('teacherApplication.reasonTooLong', { max: DECLINE_REASON_MAX_LENGTH }) }
    : { error: t('teacherApplication.reasonTooShort', { min: DECLINE_REASON_MIN_LENGTH }) };
}

/**
 * Staff decline an application with a reason the applicant reads, checked by the server's own
 * `DeclineTeacherApplicationBodySchema` (trimmed, `DECLINE_REASON_MIN_LENGTH..MAX` characters).
 */
export function DeclineDialog({
  open,
  applicantName,
  busy = false,
  onConfirm,
  onClose,
  initialReason = '',
  checkAtOnce = false,
}: {
  open: boolean;
  applicantName: string;
  busy?: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  /** What the reason box holds at first, and whether it is checked before Decline is pressed (stories). */
  initialReason?: string;
  checkAtOnce?: boolean;
}) {
  const t = useT();
  const id = useId();
  const [reason, setReason] = useState(initialReason);
  const [error, setError] = useState<string | null>(() => {
    if (!checkAtOnce) return null;
    const checked = checkReason(t, initialReason);
    return 'error' in checked ? checked.error : null;
  });
  const confirm = () => {
    const checked = checkReason(t, reason);
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    setError(null);
    onConfirm(checked.reason);
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
