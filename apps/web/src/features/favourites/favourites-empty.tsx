import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { useT } from '../../i18n/i18n-provider';

/** Nothing saved: what the heart does, and the two places to find one. */
export function FavouritesEmpty({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  // After the last row was removed, focus lands here instead of on the page body.
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <div className="mt-6 rounded-2xl border border-dashed border-slate-300 p-6 text-center sm:p-8" data-testid="favourites-empty">
      <h2 ref={heading} tabIndex={-1} className="text-lg font-bold focus:outline-none">
        {t('favourites.emptyTitle')}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-slate-700">{t('favourites.emptyText')}</p>
      <div className="mt-5 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/teachers/english" className={buttonClass()}>
          {t('favourites.findTeacher')}
        </Link>
        <Link to="/group-class/english" className={buttonClass({ variant: 'secondary' })}>
          {t('favourites.findClass')}
        </Link>
      </div>
    </div>
  );
}
