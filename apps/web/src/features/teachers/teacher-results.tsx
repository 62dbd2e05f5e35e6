import { addFavouriteTeacher, type EventCardList, reduceSimilarTeachers, removeFavouriteTeacher, type TeacherResultItem } from '@app/api';
import { getFavouriteCountAfterToggle } from '@app/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useToast } from '../../components/toast';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';
import { favouritesQuery } from '../../lib/api/favourites';
import { useNow } from '../../lib/use-now';
import { track } from '../../lib/events/track';
import { useCardViewEvents } from '../../lib/events/use-card-view-events';
import { TeacherCard } from './teacher-card';
import { type CardViewer, getTeacherCardView } from './teacher-card-view';
import { useTeacherTranslations } from './teacher-search-data';

type FavouriteState = { isFavor: boolean; count: number; busy: boolean };

/** The cards of one page of results, with favouriting, "Reduce similar teachers" and translations. */
export function TeacherResults({
  items,
  list,
  recipeName,
  language,
  viewer,
  isCardTranslateTestOn,
  labelledBy,
}: {
  items: readonly TeacherResultItem[];
  /** The ranking that ordered these cards (the search's algo_detail), carried on book clicks. */
  recipeName?: string;
  /** Which list the cards belong to, for their view and book-click events. */
  list: EventCardList;
  language: string;
  viewer: CardViewer;
  isCardTranslateTestOn: boolean;
  /** The id of the heading above the list, when it has one; otherwise the list gets its own. */
  labelledBy?: string;
}) {
  const t = useT();
  const ownHeadingId = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const now = useNow(60_000);
  const translations = useTeacherTranslations(items.map((i) => i.user_info.user_id));
  const [favourites, setFavourites] = useState<ReadonlyMap<number, FavouriteState>>(new Map());
  const cardRef = useCardViewEvents(list);

  const favouriteOf = (item: TeacherResultItem): FavouriteState =>
    favourites.get(item.user_info.user_id) ?? { isFavor: item.is_favor, count: item.favourite_count, busy: false };

  const toggleFavourite = async (item: TeacherResultItem) => {
    const id = item.user_info.user_id;
    const current = favouriteOf(item);
    const next = !current.isFavor;
    setFavourites((map) => new Map(map).set(id, { ...current, busy: true }));
    try {
      await api.call(next ? addFavouriteTeacher : removeFavouriteTeacher, { params: { id } });
      // 001 §4.2 "Favourite count goes up or down by 1 on success."
      setFavourites((map) =>
        new Map(map).set(id, {
          isFavor: next,
          count: getFavouriteCountAfterToggle({ count: current.count, isFavourite: next }),
          busy: false,
        }),
      );
      // The favourites page reads it again when next opened.
      void queryClient.invalidateQueries({ queryKey: favouritesQuery().queryKey });
    } catch {
      setFavourites((map) => new Map(map).set(id, { ...current, busy: false }));
      toast({ kind: 'error', text: t('common.genericError') });
    }
  };

  const reduceSimilar = async (item: TeacherResultItem) => {
    try {
      await api.call(reduceSimilarTeachers, { params: { id: item.user_info.user_id } });
      toast({ kind: 'success', text: t('teachers.reducedDone', { name: item.user_info.nickname }) });
    } catch {
      toast({ kind: 'error', text: t('common.genericError') });
    }
  };

  // The cards' names are h3: on a phone the filters' h2 lives in a closed drawer, so the list has its own.
  return (
    <>
      {labelledBy ? null : (
        <h2 id={ownHeadingId} className="sr-only">
          {t('teachers.resultsLabel')}
        </h2>
      )}
      <ul className="space-y-4" aria-labelledby={labelledBy ?? ownHeadingId}>
        {items.map((item, index) => (
          <li key={item.user_info.user_id} ref={cardRef({ itemType: 'teacher', itemId: item.user_info.user_id, index })}>
            <TeacherCard
              item={item}
              view={getTeacherCardView({ item, viewer, language, now })}
              isSignedIn={viewer.isSignedIn}
              favourite={favouriteOf(item)}
              onToggleFavourite={() => void toggleFavourite(item)}
              onReduceSimilar={() => void reduceSimilar(item)}
              onBookClick={() => {
                track('click_book_button', {
                  teacher_id: String(item.user_info.user_id),
                  list,
                  position: index,
                  ...(recipeName ? { recipe_name: recipeName } : {}),
                });
              }}
              translation={translations.get(item.user_info.user_id)}
              isCardTranslateTestOn={isCardTranslateTestOn}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
