import { ApiClientError, type Foundation, MESSAGE_TEXT_MAX_LENGTH, sendMessage } from '@app/api';
import { countCharacters, getContactTeacherGate } from '@app/domain';
import { useMutation } from '@tanstack/react-query';
import { type SyntheticEvent, type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../components/button';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';
import { ConfirmEmailPrompt } from '../../components/confirm-email-prompt';

type SendError = 'rate-limited' | 'failed' | null;

/**
 * Writes one message. 000 §5/§6: a user who must confirm the email gets the confirm-email prompt
 * instead of sending (checked here with the same rule as the server, and again if the server
 * answers 403 ConfirmEmailRequired); a 429 says to slow down; the text stays in the box on any
 * failure. Enter sends, Shift+Enter starts a new line.
 */
export function MessageComposer({ viewer, recipientId, onSent }: { viewer: Foundation['user']; recipientId: number; onSent: () => void }) {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<SendError>(null);
  const [blank, setBlank] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const length = countCharacters(text.trim());
  const tooLong = length > MESSAGE_TEXT_MAX_LENGTH;

  const send = useMutation({
    mutationFn: (body: string) => api.call(sendMessage, { params: { userId: recipientId }, body: { text: body } }),
    onSuccess: () => {
      setText('');
      onSent();
    },
    onError: (failure) => {
      if (failure instanceof ApiClientError && failure.status === 403 && failure.code === 'ConfirmEmailRequired') setConfirmOpen(true);
      else setError(failure instanceof ApiClientError && failure.status === 429 ? 'rate-limited' : 'failed');
    },
  });

  const submit = (event?: SyntheticEvent) => {
    event?.preventDefault();
    if (send.isPending) return;
    setError(null);
    if (getContactTeacherGate({ viewer }) === 'confirm-email') {
      setConfirmOpen(true);
      return;
    }
    if (length === 0) {
      setBlank(true);
      return;
    }
    if (tooLong) return;
    send.mutate(text.trim());
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const problem = blank ? t('messages.blank') : tooLong ? t('messages.tooLong', { max: MESSAGE_TEXT_MAX_LENGTH, n: length }) : null;
  return (
    <form onSubmit={submit} className="rounded-2xl border border-slate-200 bg-white p-3 shadow-sm" data-testid="message-composer">
      <label htmlFor={id} className="sr-only">
        {t('messages.messageLabel')}
      </label>
      <textarea
        id={id}
        rows={3}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setBlank(false);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        placeholder={t('messages.messagePlaceholder')}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[hintId, problem ? errorId : null].filter(Boolean).join(' ')}
        className="block w-full resize-y rounded-lg border border-slate-300 px-3 py-2 text-slate-900"
      />
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <p id={hintId} className={`text-xs ${tooLong ? 'text-red-700' : 'text-slate-600'}`}>
          {t('messages.charactersLeft', { n: Math.max(0, MESSAGE_TEXT_MAX_LENGTH - length) })}
        </p>
        <Button type="submit" disabled={send.isPending}>
          {send.isPending ? t('messages.sending') : t('messages.send')}
        </Button>
      </div>
      {problem ? (
        <p id={errorId} className="mt-2 text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="send-error" data-error={error}>
          {t(error === 'rate-limited' ? 'messages.rateLimited' : 'messages.sendFailed')}
        </p>
      ) : null}
      <ConfirmEmailPrompt
        open={confirmOpen}
        onClose={() => {
          setConfirmOpen(false);
        }}
        reason="contact"
        email={viewer.email}
      />
    </form>
  );
}
