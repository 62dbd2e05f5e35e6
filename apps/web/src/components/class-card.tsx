import type { GroupClassSearchItem } from '@app/api';
import { getSpotsDisplay } from '@app/domain';
import { Avatar } from './avatar';
import { useT } from '../i18n/i18n-provider';
import { useLanguageNames } from '../i18n/language-names';
import { usePrice } from '../lib/use-price';
import { useDisplayTime } from '../lib/use-display-time';
import { categoryName, levelName, spotsText } from '../lib/catalog-labels';
import { TeacherTypeBadge } from './teacher-badge';

/** 000 §2: "Card height is 399 (307 for the miniature)." */
export const CLASS_CARD_HEIGHT_PX = 399;
export const CLASS_CARD_MINIATURE_HEIGHT_PX = 307;
/**
 * The same heights as classes: a server-rendered page carries no style attributes (the CSP's
 * `style-src 'self'` refuses them in markup), and the card's height must hold before hydration.
 */
export const CLASS_CARD_HEIGHT_CLASS = 'h-[399px]';
const CLASS_CARD_MINIATURE_HEIGHT_CLASS = 'h-[307px]';

/**
 * How a card's cover loads: `lazy` below the fold; `eager` in a list's first row, which the phone or
 * desktop shows at once; `first` for the very first card, whose cover is often the page's largest
 * paint (Lighthouse found the search page's LCP waiting on a lazy first cover).
 */
export type CoverLoading = 'lazy' | 'eager' | 'first';

/** The cards of a list's first row: their covers load at once (`coverLoadingAt`). */
export const FIRST_ROW_CARDS = 3;

/** The cover loading of the card at `index` of a list at the top of its page. */
export function coverLoadingAt(index: number): CoverLoading {
  if (index === 0) return 'first';
  return index < FIRST_ROW_CARDS ? 'eager' : 'lazy';
}

/** A cover `<img>`'s loading attributes. */
export function coverImageLoading(cover: CoverLoading): { loading: 'lazy' | 'eager'; fetchPriority: 'high' | 'auto' } {
  return { loading: cover === 'lazy' ? 'lazy' : 'eager', fetchPriority: cover === 'first' ? 'high' : 'auto' };
}

const SPOTS_TONE = {
  'booked-by-you': 'text-emerald-700',
  'fully-booked': 'text-slate-500',
  'be-the-first': 'text-brand-700',
  'only-one-left': 'text-red-700',
  'only-few-left': 'text-amber-800',
  'spots-left': 'text-slate-700',
} as const;

/**
 * A class card: cover, title, language and level, category, next start in the user's zone, teacher,
 * spots and price. 000 §2 "A card opens the topic detail in a new tab."
 */
export function ClassCard({
  item,
  viewerId,
  miniature = false,
  cover = 'lazy',
}: {
  item: GroupClassSearchItem;
  viewerId: number | null | undefined;
  miniature?: boolean;
  cover?: CoverLoading;
}) {
  const t = useT();
  const languageNames = useLanguageNames();
  const price = usePrice();
  const time = useDisplayTime();
  const spots = getSpotsDisplay({ capacity: item.student_capacity, seats: item.group_class_students, viewerId });
  return (
    <a
      href={`/group-class-online/topic/${item.topic_id}`}
      target="_blank"
      rel="noopener"
      data-testid="class-card"
      className={`group flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md ${miniature ? CLASS_CARD_MINIATURE_HEIGHT_CLASS : CLASS_CARD_HEIGHT_CLASS}`}
    >
      <div className={`shrink-0 bg-brand-100 ${miniature ? 'h-28' : 'h-40'}`}>
        {item.intro_cover ? (
          <img src={item.intro_cover} alt="" {...coverImageLoading(cover)} className="h-full w-full object-cover object-left-top" />
        ) : null}
      </div>
      <div className="flex min-h-0 flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {languageNames.label(item.language)} · {levelName(t, item.language_level)} · {categoryName(t, item.category)}
        </p>
        <h3 className="line-clamp-2 text-base font-bold leading-snug text-slate-900 group-hover:text-brand-700">
          {item.title}
          <span className="sr-only"> {t('catalog.opensInNewTab')}</span>
        </h3>
        <p className="text-sm text-slate-700">
          <time dateTime={item.start_time}>
            {time.date(item.start_time)} · {time.range(item.start_time, item.end_time)}
          </time>
        </p>
        {miniature ? null : (
          <div className="flex min-w-0 items-center gap-2">
            <Avatar src={item.teacher_info.avatar_file_name} name={item.teacher_info.nickname} size="sm" />
            <span className="truncate text-sm font-medium">{item.teacher_info.nickname}</span>
            <TeacherTypeBadge isPro={item.teacher_info.is_pro} />
          </div>
        )}
        <div className="mt-auto flex items-end justify-between gap-2">
          <span className={`text-sm font-semibold ${SPOTS_TONE[spots.kind]}`} data-spots={spots.kind}>
            {spotsText(t, spots)}
          </span>
          <span className="text-right">
            <span className="block text-lg font-bold text-slate-900">{price(item.price)}</span>
            <span className="block text-xs text-slate-600">{t('catalog.perClass')}</span>
          </span>
        </div>
      </div>
    </a>
  );
}
