import { useLocation } from 'react-router';
import { useT } from '../i18n/i18n-provider';
import { signInHref } from '../lib/return-to';
import { useTopicFavourite } from '../lib/use-topic-favourite';
import { FavouriteButton } from './favourite-button';

/** Where the heart sits on a class card: the cover's top right corner. */
export const CARD_CORNER_CLASS = 'absolute right-2 top-2 bg-white/90 shadow-sm';

/** The heart of a topic (its page, its search card): saves it to the viewer's favourites, or asks a visitor to sign in. */
export function TopicFavouriteButton({ topicId, title, className }: { topicId: number; title: string; className?: string }) {
  const t = useT();
  const location = useLocation();
  const favourite = useTopicFavourite(topicId);
  return (
    <FavouriteButton
      label={favourite.isFavor ? t('favourites.removeTopic', { title }) : t('favourites.addTopic', { title })}
      isFavor={favourite.isFavor}
      busy={favourite.busy}
      onToggle={favourite.toggle}
      signIn={favourite.isSignedIn ? null : signInHref(location)}
      title={
        favourite.isSignedIn ? (favourite.isFavor ? t('favourites.savedTopic') : t('favourites.saveTopic')) : t('favourites.topicSignIn')
      }
      {...(className === undefined ? {} : { className })}
    />
  );
}
