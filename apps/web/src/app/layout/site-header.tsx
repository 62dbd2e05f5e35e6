import { useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar } from '../../components/avatar';
import { buttonClass } from '../../components/button';
import { MessagesNavLink } from '../../features/messages/messages-nav-link';
import { useViewer } from '../../lib/viewer-query';
import { useSignOut } from '../../features/session/use-sign-out';
import { useT } from '../../i18n/i18n-provider';
import { signInHref } from '../../lib/return-to';
import { useDismiss } from '../../lib/use-dismiss';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`;

export function SiteHeader() {
  const t = useT();
  const { user } = useViewer();
  const location = useLocation();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <Link to="/group-class" className="flex items-center gap-2 text-lg font-extrabold text-brand-700">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          {t('common.siteName')}
        </Link>
        <nav aria-label="Main" className="order-3 -mx-2 flex w-full gap-1 overflow-x-auto sm:order-none sm:mx-0 sm:w-auto">
          <NavLink to="/group-class" end className={navLinkClass}>
            {t('common.navGroupClasses')}
          </NavLink>
          <NavLink to="/teachers/english" className={navLinkClass}>
            {t('common.navFindTeacher')}
          </NavLink>
          {user ? (
            <NavLink to="/my-classes" className={navLinkClass}>
              {t('common.navMyClasses')}
            </NavLink>
          ) : null}
          {user ? (
            <NavLink to="/wallet" className={navLinkClass}>
              {t('common.navWallet')}
            </NavLink>
          ) : null}
          {user?.role === 'TEACHER' ? (
            <NavLink to="/teaching" className={navLinkClass}>
              {t('common.navTeaching')}
            </NavLink>
          ) : null}
          {user ? <MessagesNavLink className={navLinkClass} /> : null}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          {user === undefined ? null : user ? (
            <AccountMenu
              nickname={user.nickname}
              avatar={user.avatar_file_name}
              userId={user.user_id}
              isStaff={user.role === 'ADMIN'}
              isTeacher={user.role === 'TEACHER'}
            />
          ) : (
            <>
              <Link to={signInHref(location)} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
                {t('common.signIn')}
              </Link>
              <Link to={signInHref(location, '/signup')} className={buttonClass({ size: 'sm' })}>
                {t('common.signUp')}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

function AccountMenu({
  nickname,
  avatar,
  userId,
  isStaff,
  isTeacher,
}: {
  nickname: string;
  avatar: string | null;
  userId: number;
  isStaff: boolean;
  isTeacher: boolean;
}) {
  const t = useT();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, open, () => {
    setOpen(false);
  });

  const item = 'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100';
  return (
    <div ref={ref} className="relative">
      {/* The name is the visible nickname plus "Account menu" (axe label-content-name-mismatch). */}
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => {
          setOpen((v) => !v);
        }}
        className="flex items-center gap-2 rounded-full p-0.5 pr-2 hover:bg-slate-100"
      >
        <span aria-hidden="true">
          <Avatar src={avatar} name={nickname} size="sm" />
        </span>
        <span className="hidden max-w-32 truncate text-sm font-medium sm:inline">{nickname}</span>
        <span className="sr-only">{t('common.accountMenu')}</span>
      </button>
      {open ? (
        <div
          role="menu"
          className="absolute right-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-xl"
          onClick={() => {
            setOpen(false);
          }}
        >
          <Link role="menuitem" to={`/user/${userId}`} className={item}>
            {nickname}
          </Link>
          <Link role="menuitem" to="/my-classes" className={item}>
            {t('common.navMyClasses')}
          </Link>
          <Link role="menuitem" to="/wallet" className={item}>
            {t('common.navWallet')}
          </Link>
          {isTeacher ? (
            <Link role="menuitem" to="/teaching" className={item}>
              {t('common.navTeaching')}
            </Link>
          ) : isStaff ? null : (
            <Link role="menuitem" to="/teaching/apply" className={item}>
              {t('common.navBecomeTeacher')}
            </Link>
          )}
          <Link role="menuitem" to="/conversations" className={item}>
            {t('common.navMessages')}
          </Link>
          <Link role="menuitem" to="/settings" className={item}>
            {t('common.navSettings')}
          </Link>
          {isStaff ? (
            <Link role="menuitem" to="/admin/report" className={item}>
              {t('common.navAdminReport')}
            </Link>
          ) : null}
          {isStaff ? (
            <Link role="menuitem" to="/admin/teachers" className={item}>
              {t('common.navAdminTeachers')}
            </Link>
          ) : null}
          {isStaff ? (
            <Link role="menuitem" to="/admin/gift-codes" className={item}>
              {t('common.navAdminGiftCodes')}
            </Link>
          ) : null}
          <button
            role="menuitem"
            type="button"
            className={item}
            onClick={() => {
              signOut.mutate();
            }}
          >
            {t('common.signOut')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
