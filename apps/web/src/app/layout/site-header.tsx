import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { Avatar } from '../../components/avatar';
import { buttonClass } from '../../components/button';
import { useViewer } from '../../lib/viewer';
import { loadEnglish } from '../../i18n/english';
import { useT } from '../../i18n/i18n-provider';
import { signInHref } from '../../lib/return-to';
import { useDismiss } from '../../lib/use-dismiss';

/**
 * Signed in only, it reads through the query cache and its texts are beyond the English core:
 * loaded when someone is signed in.
 */
const MessagesNavLink = lazy(async () => {
  const [module] = await Promise.all([import('../../features/messages/messages-nav-link'), loadEnglish()]);
  return module;
});

const AccountMenuItems = lazy(() => import('./account-menu-items'));
const loadAccountMenuItems = () => void import('./account-menu-items');

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
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, open, () => {
    setOpen(false);
  });

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
        onPointerEnter={loadAccountMenuItems}
        onFocus={loadAccountMenuItems}
        className="flex items-center gap-2 rounded-full p-0.5 pr-2 hover:bg-slate-100"
      >
        <span aria-hidden="true">
          <Avatar src={avatar} name={nickname} size="sm" />
        </span>
        <span className="hidden max-w-32 truncate text-sm font-medium sm:inline">{nickname}</span>
        <span className="sr-only">{t('common.accountMenu')}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <AccountMenuItems
            nickname={nickname}
            userId={userId}
            isStaff={isStaff}
            isTeacher={isTeacher}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
