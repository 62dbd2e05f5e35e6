import { Link } from 'react-router';
import { useSignOut } from '../../features/session/use-sign-out';
import { useT } from '../../i18n/i18n-provider';

const item = 'block w-full rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100';

/**
 * The open account menu: its links and Sign out. Loaded when the menu is first opened (or the
 * pointer or focus comes to its button), not with the landing's first load.
 */
export default function AccountMenuItems({
  nickname,
  userId,
  isStaff,
  isTeacher,
  onClose,
}: {
  nickname: string;
  userId: number;
  isStaff: boolean;
  isTeacher: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const signOut = useSignOut();
  return (
    <div role="menu" className="absolute right-0 mt-2 w-56 rounded-xl border border-slate-200 bg-white p-1 shadow-xl" onClick={onClose}>
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
  );
}
