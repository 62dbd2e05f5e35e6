import type { TeacherResultItem } from '@app/api';
import { canToggleCardTranslation, type TranslationItem } from '@app/domain';
import { useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '../../components/avatar';
import { buttonClass } from '../../components/button';
import { FavouriteButton } from '../../components/favourite-button';
import { useI18n, useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { usePrice } from '../../lib/use-price';
import { signInHref } from '../../lib/return-to';
import type { TeacherCardView } from './teacher-card-view';
import { instantStartText } from './instant-start-text';
import { useDismiss } from '../../lib/use-dismiss';

export interface TeacherCardProps {
  readonly item: TeacherResultItem;
  readonly view: TeacherCardView;
  readonly isSignedIn: boolean;
  readonly favourite: { readonly isFavor: boolean; readonly count: number; readonly busy: boolean };
  readonly onToggleFavourite: () => void;
  readonly onReduceSimilar: () => void;
  /** Sends the book-click event; the link itself opens the booking page. */
  readonly onBookClick?: (() => void) | undefined;
  readonly translation?: TranslationItem | undefined;
  /** 001 §4.2: the card-translate test is on for this user. */
  readonly isCardTranslateTestOn: boolean;
}

const DAY_KEYS = { Today: 'teachers.dayToday', Tomorrow: 'teachers.dayTomorrow', 'In 3 days': 'teachers.dayIn3Days' } as const;

/** One teacher of the search (001 §2.5 "Teacher card"); every decision comes in `view`. */
export function TeacherCard({
  item,
  view,
  isSignedIn,
  favourite,
  onToggleFavourite,
  onReduceSimilar,
  onBookClick,
  translation,
  isCardTranslateTestOn,
}: TeacherCardProps) {
  const i18n = useI18n();
  const { t, tn } = i18n;
  const languageNames = useLanguageNames();
  const price = usePrice();
  const location = useLocation();
  const [translated, setTranslated] = useState(false);
  const { user_info: user, teacher_info: info } = item;
  const canTranslate = canToggleCardTranslation({ translation, isCardTranslateTestOn });
  const showTranslated = canTranslate && translated && translation !== undefined;
  const signature = showTranslated ? translation.short_signature || info.short_signature : info.short_signature;
  const about = showTranslated ? translation.about_info || info.about_teacher : info.about_teacher;
  const headingId = `teacher-${user.user_id}-name`;
  const instantStart = view.instantStart === undefined ? null : instantStartText({ texts: i18n, start: view.instantStart });

  return (
    <article
      aria-labelledby={headingId}
      data-testid="teacher-card"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:p-5"
    >
      <div className="flex shrink-0 items-start gap-3 sm:flex-col sm:items-center">
        <Avatar src={user.avatar_file_name} name={user.nickname} size="lg" />
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="text-lg font-bold text-slate-900">
            <Link to={view.profileUrl} className="hover:underline" data-testid="teacher-profile-link">
              {user.nickname}
            </Link>
          </h3>
          {info.apply_status === 'APPROVED' ? (
            <span title={t('teachers.verified')} className="inline-flex items-center text-brand-700">
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
                <path d="M10 1l2.4 2.1 3.2-.3.7 3.1 2.7 1.8-1.3 2.9 1.3 2.9-2.7 1.8-.7 3.1-3.2-.3L10 19l-2.4-2.1-3.2.3-.7-3.1L1 12.3l1.3-2.9L1 6.5l2.7-1.8.7-3.1 3.2.3z" />
                <path d="M8.6 13.2L5.8 10.4l1.1-1.1 1.7 1.7 4.5-4.5 1.1 1.1z" fill="#fff" />
              </svg>
              <span className="sr-only">{t('teachers.verified')}</span>
            </span>
          ) : null}
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${user.is_pro ? 'bg-brand-50 text-brand-800' : 'bg-amber-50 text-amber-900'}`}
          >
            {user.is_pro ? t('teachers.professional') : t('teachers.community')}
          </span>
          {info.is_new ? (
            <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">{t('teachers.newBadge')}</span>
          ) : null}
        </div>
        {view.rating ? (
          <p className="text-sm text-slate-700" data-testid="teacher-rating">
            <span aria-hidden="true" className="text-amber-500">
              ★{' '}
            </span>
            {tn('teachers.ratingLessons', info.session_count, { rating: view.rating.value.toFixed(1) })}
          </p>
        ) : null}
        {view.spoken.length > 0 ? (
          <p className="text-sm text-slate-700">
            <span className="font-medium">{t('teachers.speaks')}: </span>
            {view.spoken.map((s, i) => (
              <span key={s.language}>
                {i > 0 ? ', ' : ''}
                {languageNames.label(s.language)}{' '}
                <span className={s.isNative ? 'font-semibold text-emerald-800' : 'text-slate-600'}>
                  {s.isNative ? t('teachers.native') : s.level}
                </span>
              </span>
            ))}
          </p>
        ) : null}
        {/* The teacher's own words, in whatever language they wrote them (data-user-content: not UI text). */}
        {signature ? (
          <p className="font-medium text-slate-800" data-user-content>
            {signature}
          </p>
        ) : null}
        {about ? (
          <p className="line-clamp-2 text-sm text-slate-600" data-testid="teacher-about" data-user-content>
            {about}
          </p>
        ) : null}
        {canTranslate ? (
          <button
            type="button"
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline"
            onClick={() => {
              setTranslated((v) => !v);
            }}
          >
            {translated ? t('teachers.showOriginal') : t('teachers.showTranslation')}
          </button>
        ) : null}
        {instantStart ? (
          <p className="w-fit rounded-xl bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-900" data-testid="instant-start">
            <span aria-hidden="true" className="mr-1 inline-block h-2 w-2 rounded-full bg-emerald-500" />
            {instantStart.start}
            {instantStart.wait ? (
              <>
                {' '}
                <span className="whitespace-nowrap">{instantStart.wait}</span>
              </>
            ) : null}
          </p>
        ) : null}
        {view.availability ? (
          <p
            className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-900"
            data-testid="availability-tag"
          >
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-emerald-500" />
            {view.availability.kind === 'now'
              ? t('teachers.availableNow')
              : t('teachers.availableAt', { time: view.availability.time, day: t(DAY_KEYS[view.availability.day]) })}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-row items-center justify-between gap-3 border-t border-slate-100 pt-3 sm:w-48 sm:flex-col sm:items-stretch sm:border-0 sm:pt-0">
        {view.price ? (
          <p className="text-sm text-slate-600" data-testid="teacher-price">
            {view.price.kind === 'trial' ? t('teachers.trialPrice') : t('teachers.lessonPrice')}{' '}
            <span className="text-lg font-bold text-slate-900">{price(view.price.cents)}</span>
          </p>
        ) : null}
        <div className="flex items-center gap-2 sm:flex-col sm:items-stretch">
          <a href={view.bookUrl} target="_blank" rel="noopener" className={buttonClass({ size: 'md' })} onClick={onBookClick}>
            {view.trialOffered ? t('teachers.bookTrial') : t('teachers.bookLesson')}
            <span className="sr-only"> {t('teachers.opensInNewTab')}</span>
          </a>
          <div className="flex items-center justify-end gap-1 sm:justify-between">
            <FavouriteButton
              label={
                favourite.isFavor ? t('teachers.unfavourite', { name: user.nickname }) : t('teachers.favourite', { name: user.nickname })
              }
              isFavor={favourite.isFavor}
              busy={favourite.busy}
              onToggle={onToggleFavourite}
              signIn={isSignedIn ? null : signInHref(location)}
              title={isSignedIn ? tn('teachers.favouriteCount', favourite.count) : t('teachers.favouriteSignIn')}
              count={favourite.count}
            />
            {isSignedIn ? <CardMenu name={user.nickname} onReduceSimilar={onReduceSimilar} /> : null}
          </div>
        </div>
      </div>
    </article>
  );
}

function CardMenu({ name, onReduceSimilar }: { name: string; onReduceSimilar: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(ref, open, () => {
    setOpen(false);
  });
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t('teachers.moreActions', { name })}
        onClick={() => {
          setOpen((v) => !v);
        }}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5 fill-current">
          <circle cx="4" cy="10" r="1.8" />
          <circle cx="10" cy="10" r="1.8" />
          <circle cx="16" cy="10" r="1.8" />
        </svg>
      </button>
      {open ? (
        <div role="menu" className="absolute right-0 z-10 mt-1 w-60 rounded-xl border border-slate-200 bg-white p-1 shadow-xl">
          <button
            role="menuitem"
            type="button"
            className="block w-full rounded-md px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100"
            onClick={() => {
              setOpen(false);
              onReduceSimilar();
            }}
          >
            {t('teachers.reduceSimilar')}
          </button>
        </div>
      ) : null}
    </div>
  );
}
