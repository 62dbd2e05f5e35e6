import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router';
import { useT } from '../../i18n/i18n-provider';
import { useSlotQueryClient } from '../../lib/query-client-slot';
import { unreadConversationsQuery } from './api/unread-count';

/** The unread total is re-read every minute and whenever a thread is opened (the thread invalidates it). */
const UNREAD_REFRESH_MS = 60_000;

/**
 * Messages in the header, with the number of unread messages when there are any. Signed in only,
 * so the header loads it lazily (the landing's first load has no query client).
 */
export default function MessagesNavLink({ className }: { className: (state: { isActive: boolean }) => string }) {
  const t = useT();
  const unread = useQuery(
    {
      ...unreadConversationsQuery(),
      refetchInterval: UNREAD_REFRESH_MS,
      select: (answer) => answer.data.unread_total,
    },
    useSlotQueryClient(),
  );
  const count = unread.data ?? 0;
  // The badge is `relative`: its sr-only text is absolutely positioned and must stay inside the nav,
  // which scrolls sideways on phones (otherwise the page itself gets wider than the screen).
  return (
    <NavLink to="/conversations" className={(state) => `${className(state)} inline-flex items-center gap-1.5`}>
      {t('common.navMessages')}
      {count > 0 ? (
        <span className="relative rounded-full bg-brand-600 px-1.5 text-xs font-bold text-white" data-testid="header-unread">
          {count}
          <span className="sr-only"> {t('messages.unread', { n: count })}</span>
        </span>
      ) : null}
    </NavLink>
  );
}
