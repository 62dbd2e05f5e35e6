import type { ConversationSummary } from '@app/api';
import { Link } from 'react-router';
import { Avatar } from '../../components/avatar';
import { useT } from '../../i18n/i18n-provider';
import { useDisplayTime } from '../../lib/use-display-time';

/** A thread in the list: the other person, the last message (mine prefixed "You:"), when, and its unread count. */
export function ConversationListItem({ summary, viewerId }: { summary: ConversationSummary; viewerId: number }) {
  const t = useT();
  const time = useDisplayTime();
  const { user, last_message: last, unread_count: unread } = summary;
  const preview = last.sender_id === viewerId ? t('messages.you', { text: last.text }) : last.text;
  return (
    <li
      className="relative flex items-center gap-3 px-4 py-3 focus-within:bg-slate-50 hover:bg-slate-50"
      data-testid="conversation-item"
      data-unread={unread}
    >
      <Avatar src={user.avatar_file_name} name={user.nickname} size="md" />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-2">
          <Link
            to={`/conversation/${user.user_id}`}
            className={`truncate after:absolute after:inset-0 after:content-[''] ${unread > 0 ? 'font-bold' : 'font-semibold'}`}
          >
            {user.nickname}
          </Link>
          <time className="shrink-0 text-xs text-slate-600" dateTime={last.created_at}>
            {time.date(last.created_at)}
          </time>
        </div>
        <div className="flex items-center justify-between gap-2">
          <p className={`truncate text-sm ${unread > 0 ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>{preview}</p>
          {unread > 0 ? (
            <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-bold text-white" data-testid="unread-badge">
              {t('messages.unread', { n: unread })}
            </span>
          ) : null}
        </div>
      </div>
    </li>
  );
}
