import { PROBLEM_REASON_MAX_LENGTH, reportClassProblem } from '@app/api';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { useT } from '../../i18n/i18n-provider';
import { errorText } from '../../i18n/error-text';
import { api } from '../../lib/api-client';

/**
 * "There was a problem" (000 §4): the student says what went wrong; the server stores the report
 * and the seat becomes PROBLEM (the headline then reads Canceled, with the problem-reported text).
 */
export function ProblemReportDialog({
  open,
  classId,
  onClose,
  onReported,
}: {
  open: boolean;
  classId: number;
  onClose: () => void;
  onReported: () => void;
}) {
  const t = useT();
  const toast = useToast();
  const id = useId();
  const [reason, setReason] = useState('');
  const send = useMutation({
    mutationFn: () => api.call(reportClassProblem, { params: { group_class_id: classId }, body: { reason: reason.trim() } }),
    onSuccess: () => {
      toast({ kind: 'success', text: t('classPage.problemSent') });
      setReason('');
      onClose();
      onReported();
    },
  });
  const error = send.error ? errorText(t, send.error) : null;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('classPage.problemTitle')}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => {
              send.mutate();
            }}
            disabled={send.isPending || reason.trim() === ''}
          >
            {t('classPage.problemSend')}
          </Button>
        </>
      }
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t('classPage.problemReasonLabel')}
      </label>
      <textarea
        id={id}
        data-autofocus
        rows={5}
        maxLength={PROBLEM_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => {
          setReason(event.target.value);
        }}
        className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-slate-900 shadow-sm"
      />
      <p className="mt-1 text-xs text-slate-600">{t('classPage.problemReasonHint')}</p>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
