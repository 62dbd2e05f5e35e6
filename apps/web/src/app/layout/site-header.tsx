import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar } from '../../components/avatar';
import { buttonClass } from '../../components/button';
import { useViewer } from '../../lib/viewer';
import { useSignOut } from '../../features/session/use-sign-out';
import { useT } from '../../i18n/i18n-provider';
import { signInHref } from '../../lib/return-to';
import { useDismiss } from '../../lib/use-dismiss';

/** Signed in only, and it reads through the query cache: loaded when someone is signed in. */
const MessagesNavLink = lazy(() => import('../../features/messages/messages-nav-link'));

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'}`;

export function SiteHeader() {
  const t = useT();
  const { user } = useViewer();
  const location = useLocation();
  const navId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  useDismiss(header, menuOpen, (reason) => {
    setMenuOpen(false);
    if (reason === 'escape') menuButton.current?.focus();
  });
  return (
    <header ref={header} className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <Link to="/group-class" className="flex items-center gap-2 text-lg font-extrabold text-brand-700">
          <img src="/favicon.svg" alt="" className="h-7 w-7" />
          {t('common.siteName')}
        </Link>
        {/* Below 1024 px the links do not fit beside the account menu: a disclosure button shows
            them as a list under the bar, rather than a row scrolled out of sight. */}
        <button
          ref={menuButton}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => {
            setMenuOpen((open) => !open);
          }}
          className="order-2 inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 lg:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5">
            <path d="M3 5h14M3 10h14M3 15h14" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          {t('common.navMenu')}
        </button>
        {/* A click on a link closes the list: the next page starts with it folded. */}
        <nav
          id={navId}
          aria-label="Main"
          onClick={() => {
            setMenuOpen(false);
          }}
          className={`order-4 -mx-2 w-full flex-col gap-1 pb-2 lg:order-none lg:mx-0 lg:flex lg:w-auto lg:flex-row lg:pb-0 ${menuOpen ? 'flex' : 'hidden'}`}
        >
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
          {user ? (
            <Suspense fallback={null}>
              <MessagesNavLink className={navLinkClass} />
            </Suspense>
          ) : null}
        </nav>
        <div className="order-3 ml-auto flex items-center gap-2 lg:order-none">
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
          <Link role="menuitem" to="/favourites" className={item}>
            {t('common.navFavourites')}
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
              void signOut();
            }}
          >
            {t('common.signOut')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
