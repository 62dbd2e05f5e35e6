import type { FavouriteTeacherItem } from '@app/api';
import { getCardPrice } from '@app/domain';
import { Link } from 'react-router';
import { Avatar } from '../../components/avatar';
import { FavouriteButton } from '../../components/favourite-button';
import { TeacherTypeBadge } from '../../components/teacher-badge';
import { useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { teacherProfileHref } from '../../lib/profile-paths';
import { usePrice } from '../../lib/use-price';

/** A saved teacher: picture, name to the profile (in the language they teach best), lesson price, and the heart that removes them. */
export function FavouriteTeacherRow({ item, busy, onRemove }: { item: FavouriteTeacherItem; busy: boolean; onRemove: () => void }) {
  const t = useT();
  const languageNames = useLanguageNames();
  const price = usePrice();
  // No trial here: whether one is offered depends on the student's own history, which the search card reads.
  const lessonPrice = getCardPrice({ courseInfo: { min_price: item.min_price }, trialOffered: false });
  return (
    <li className="flex items-start gap-3 p-4 sm:gap-4" data-testid="favourite-teacher">
      <Avatar src={item.avatar_file_name} name={item.nickname} size="md" />
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="truncate font-bold text-slate-900">
          <Link to={teacherProfileHref({ teacherId: item.teacher_id, language: item.language })} className="hover:underline">
            {item.nickname}
          </Link>
        </h3>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <TeacherTypeBadge isPro={item.is_pro} />
          {item.language ? <span>{languageNames.label(item.language)}</span> : null}
        </p>
        {lessonPrice ? <p className="text-sm text-slate-700">{t('favourites.lessonsFrom', { price: price(lessonPrice.cents) })}</p> : null}
      </div>
      <FavouriteButton
        label={t('teachers.unfavourite', { name: item.nickname })}
        isFavor
        busy={busy}
        onToggle={onRemove}
        signIn={null}
        title={t('teachers.unfavourite', { name: item.nickname })}
        className="-mr-2 -mt-2"
      />
    </li>
  );
}
