import type { Message } from '@app/api';
import { useT } from '../../i18n/i18n-provider';
import { useDisplayTime } from '../../lib/use-display-time';

/**
 * One message of a thread: mine on the right (with Sent or Read), theirs on the left. Text keeps
 * its line breaks and long words wrap, so a pasted link never widens the phone layout.
 */
export function MessageBubble({ message, mine }: { message: Message; mine: boolean }) {
  const t = useT();
  const time = useDisplayTime();
  return (
    <li className={`flex ${mine ? 'justify-end' : 'justify-start'}`} data-testid="message" data-mine={mine ? 'true' : 'false'}>
      <div
        className={`max-w-[85%] rounded-2xl px-4 py-2 sm:max-w-[70%] ${mine ? 'rounded-br-sm bg-brand-600 text-white' : 'rounded-bl-sm border border-slate-200 bg-white text-slate-900'}`}
      >
        <p className="whitespace-pre-wrap break-words [overflow-wrap:anywhere]" data-testid="message-text">
          {message.text}
        </p>
        <p className={`mt-1 text-right text-xs ${mine ? 'text-brand-50' : 'text-slate-600'}`}>
          <time dateTime={message.created_at}>
            {time.date(message.created_at)} · {time.time(message.created_at)}
          </time>
          {mine ? <span data-testid="message-receipt"> · {message.read_at ? t('messages.read') : t('messages.sent')}</span> : null}
        </p>
      </div>
    </li>
  );
}
