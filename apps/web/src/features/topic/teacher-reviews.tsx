import type { TeacherReview } from '@app/api';
import { REVIEWS_INITIAL_VISIBLE } from '@app/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { ReadMore } from '../../components/read-more';
import { Skeleton } from '../../components/skeleton';
import { useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { useDisplayTime } from '../../lib/use-display-time';
import { teacherReviewsQuery } from './api/teacher-reviews';

/**
 * 000 §2.A teacher reviews, 000 §9 "Review page size is 20; the first view shows 2 reviews, then
 * more." Show more first reveals the rest of the loaded page, then loads the next 20. 000 §8 "A
 * review load failure silently hides the show-more button."
 */
export function TeacherReviews({ teacherId, language }: { teacherId: number; language: string }) {
  const t = useT();
  const reviews = useInfiniteQuery(teacherReviewsQuery({ teacherId, language }));
  const [expanded, setExpanded] = useState(false);
  const all = reviews.data?.pages.flatMap((page) => page.data.review_list) ?? [];
  const shown = expanded ? all : all.slice(0, REVIEWS_INITIAL_VISIBLE);
  const canShowMore = !reviews.isError && ((!expanded && all.length > shown.length) || (expanded && reviews.hasNextPage));

  const showMore = () => {
    if (!expanded) setExpanded(true);
    else void reviews.fetchNextPage();
  };

  return (
    <section aria-labelledby="reviews-title" data-testid="teacher-reviews">
      <h3 id="reviews-title" className="text-base font-semibold">
        {t('topicPage.reviewsTitle')}
      </h3>
      {reviews.isPending ? (
        <div className="mt-3 space-y-2" aria-hidden="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : null}
      {reviews.isSuccess && all.length === 0 ? <p className="mt-2 text-sm text-slate-600">{t('topicPage.noReviews')}</p> : null}
      <ul className="mt-3 space-y-3">
        {shown.map((review) => (
          <li key={review.comment_info.comment_id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
      {canShowMore ? (
        <Button variant="ghost" size="sm" className="mt-2" onClick={showMore} disabled={reviews.isFetchingNextPage}>
          {reviews.isFetchingNextPage ? t('common.loading') : t('topicPage.showMoreReviews')}
        </Button>
      ) : null}
    </section>
  );
}

function ReviewItem({ review }: { review: TeacherReview }) {
  const t = useT();
  const languageNames = useLanguageNames();
  const time = useDisplayTime();
  const { comment_info: comment, user_info: user } = review;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-3" data-testid="review">
      <div className="flex items-center gap-3">
        <Avatar src={user.avatar_file_name} name={user.nickname} size="sm" />
        <div className="min-w-0 text-sm">
          <p className="truncate font-semibold">{user.nickname}</p>
          <p className="text-slate-600">
            {t('topicPage.reviewLessons', { n: review.lesson_count })} · {languageNames.label(comment.session_language)} ·{' '}
            <time dateTime={comment.create_time}>{time.date(comment.create_time)}</time>
          </p>
        </div>
      </div>
      <ReadMore text={comment.content} lines={3} className="mt-2 text-slate-800" />
    </article>
  );
}
