import { sendGroupClassFeedback } from '@app/api';
import { canSendFeedback, type FeedbackCategory, getFeedbackOutcome } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { useToast } from '../../components/toast';
import { errorText } from '../../i18n/error-text';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';
import { ApiClientError } from '@app/api';

/**
 * 001 §4.1 "Feedback form: open, then sending (button disabled while the text is empty), then
 * closed on success"; 001 §8 "'Submitted Successfully' and the form closes" /
 * ErrFeedbackCustomMsgLengthTooLong "shows 'No more than 5000 characters' and keeps the form open".
 * The outcome of an answer is the domain's `getFeedbackOutcome`.
 */
export function FeedbackForm({ category, open, onClose }: { category: FeedbackCategory; open: boolean; onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const send = useMutation({
    mutationFn: () => api.call(sendGroupClassFeedback, { body: { category, custom_msg: text } }),
    onSettled: (_data, failure) => {
      const code = failure ? (failure instanceof ApiClientError ? failure.code : 'NetworkError') : null;
      const outcome = getFeedbackOutcome({ errorCode: code, errorMessage: failure?.message ?? null });
      const message = code === null ? t('search.feedbackSuccess') : outcome.toast === null ? null : errorText(t, failure);
      if (outcome.closeForm) {
        if (message) toast({ kind: 'success', text: message });
        setText('');
        setError(null);
        onClose();
      } else {
        setError(message);
      }
    },
  });
  const title = category === 'topic' ? t('search.feedbackTopicTitle') : t('search.feedbackGeneralTitle');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={() => {
              send.mutate();
            }}
            disabled={!canSendFeedback(text) || send.isPending}
            data-testid="feedback-send"
          >
            {t('search.feedbackSend')}
          </Button>
        </>
      }
    >
      <label htmlFor={fieldId} className="block text-sm font-semibold text-slate-800">
        {category === 'topic' ? t('search.feedbackTopicLabel') : t('search.feedbackGeneralLabel')}
      </label>
      <textarea
        id={fieldId}
        data-autofocus
        data-testid="feedback-text"
        value={text}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${fieldId}-hint`}
        onChange={(event) => {
          setText(event.target.value);
          setError(null);
        }}
        className="mt-2 w-full rounded-lg border border-slate-300 p-3 text-sm focus:border-brand-500 focus:outline-none"
      />
      <p
        id={`${fieldId}-hint`}
        className={`mt-1 text-sm ${error ? 'font-semibold text-red-700' : 'text-slate-600'}`}
        role={error ? 'alert' : undefined}
        data-testid="feedback-hint"
      >
        {error ?? t('search.feedbackHint')}
      </p>
    </Modal>
  );
}
