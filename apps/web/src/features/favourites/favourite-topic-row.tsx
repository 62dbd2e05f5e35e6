import type { FavouriteTopicItem } from '@app/api';
import { Link } from 'react-router';
import { FavouriteButton } from '../../components/favourite-button';
import { useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { courseTopicHref, topicHref } from '../../lib/booking/booking-paths';
import { levelName } from '../../lib/catalog-labels';
import { useDisplayTime } from '../../lib/use-display-time';
import { usePrice } from '../../lib/use-price';

/** A saved topic: cover, title to its page, language and level, price per class, its next class, and the heart that removes it. */
export function FavouriteTopicRow({ item, busy, onRemove }: { item: FavouriteTopicItem; busy: boolean; onRemove: () => void }) {
  const t = useT();
  const languageNames = useLanguageNames();
  const price = usePrice();
  const time = useDisplayTime();
  const href = item.kind === 'course' ? courseTopicHref(item.topic_id) : topicHref(item.topic_id);
  const next = item.next_class;
  return (
    // Phones: the cover, title and heart on one line, the next class and price under them at full width.
    <li className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-3 gap-y-1 p-4 sm:gap-x-4" data-testid="favourite-topic">
      <div className="h-14 w-20 shrink-0 overflow-hidden rounded-lg bg-brand-100 sm:row-span-2 sm:h-20 sm:w-32">
        {item.intro_cover ? (
          <img src={item.intro_cover} alt="" loading="lazy" className="h-full w-full object-cover object-left-top" />
        ) : null}
      </div>
      <div className="min-w-0 space-y-1">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">
          {languageNames.label(item.language)} · {levelName(t, item.language_level)}
          {item.kind === 'course' ? ` · ${t('favourites.course')}` : ''}
        </p>
        <h3 className="font-bold leading-snug text-slate-900">
          <Link to={href} className="hover:underline">
            {item.title}
          </Link>
        </h3>
      </div>
      <FavouriteButton
        label={t('favourites.removeTopic', { title: item.title })}
        isFavor
        busy={busy}
        onToggle={onRemove}
        signIn={null}
        title={t('favourites.removeTopic', { title: item.title })}
        className="-mr-2 -mt-2"
      />
      <div className="col-span-3 space-y-1 sm:col-span-1 sm:col-start-2">
        <p className="text-sm text-slate-700">
          {next ? (
            <time dateTime={next.start_time}>
              {t('favourites.nextClass', { when: `${time.date(next.start_time)} · ${time.range(next.start_time, next.end_time)}` })}
            </time>
          ) : (
            t('favourites.noNextClass')
          )}
        </p>
        <p className="text-sm font-semibold text-slate-900">{t('favourites.perClass', { price: price(item.price) })}</p>
      </div>
    </li>
  );
}
