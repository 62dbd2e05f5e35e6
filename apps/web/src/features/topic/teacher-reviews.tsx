import type { TeacherReview } from '@app/api';
import { REVIEW_REPLY_MAX_LENGTH, REVIEWS_INITIAL_VISIBLE } from '@app/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { ReadMore } from '../../components/read-more';
import { TextAreaField } from '../../components/form-field';
import { Skeleton } from '../../components/skeleton';
import { StarRating } from '../../components/star-rating';
import { useToast } from '../../components/toast';
import { errorText } from '../../i18n/error-text';
import { useI18n, useT } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { useDisplayTime } from '../../lib/use-display-time';
import { useViewer } from '../../lib/viewer';
import { useReplyToReview } from './api/reply-to-review';
import { teacherReviewsQuery } from './api/teacher-reviews';

/**
 * 000 §2.A teacher reviews, 000 §9 "Review page size is 20; the first view shows 2 reviews, then
 * more." Show more first reveals the rest of the loaded page, then loads the next 20. 000 §8 "A
 * review load failure silently hides the show-more button." Issue 17: every review is a student's,
 * with her stars and the teacher's one reply (the teacher answers here); the header shows the
 * average of all the teacher's stored ratings.
 */
export function TeacherReviews({ teacherId, language }: { teacherId: number; language: string }) {
  const t = useT();
  const { user } = useViewer();
  const reviews = useInfiniteQuery(teacherReviewsQuery({ teacherId, language }));
  const rating = reviews.data?.pages[0]?.data.rating;
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
      {rating && rating.count > 0 ? (
        <p
          className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700"
          data-testid="reviews-average"
          data-average={rating.average}
        >
          <StarRating value={rating.average} label={t('reviews.average', { value: rating.average.toFixed(1) })} />
          <span aria-hidden="true" className="font-semibold text-slate-900">
            {rating.average.toFixed(1)}
          </span>
          <span>· {t('reviews.count', { n: rating.count })}</span>
        </p>
      ) : null}
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
            <ReviewItem review={review} teacherId={teacherId} viewerIsTeacher={user?.user_id === teacherId} />
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

function ReviewItem({ review, viewerIsTeacher }: { review: TeacherReview; teacherId: number; viewerIsTeacher: boolean }) {
  const { t, tn } = useI18n();
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
            {tn('topicPage.reviewLessons', review.lesson_count)} · {languageNames.label(comment.session_language)} ·{' '}
            <time dateTime={comment.create_time}>{time.date(comment.create_time)}</time>
          </p>
        </div>
      </div>
      <StarRating value={review.rating} label={t('reviews.rated', { n: review.rating })} className="mt-2" />
      {/* The student's own words, in whatever language she wrote them (data-user-content: not UI text). */}
      <div data-user-content>
        <ReadMore text={comment.content} lines={3} className="mt-1 text-slate-800" />
      </div>
      {review.reply ? (
        <div className="mt-2 border-l-4 border-brand-200 pl-3 text-sm" data-testid="review-reply">
          <p className="font-semibold">{t('reviews.replyFromTeacher')}</p>
          <div data-user-content>
            <ReadMore text={review.reply.content} lines={3} className="text-slate-800" />
          </div>
        </div>
      ) : viewerIsTeacher ? (
        <ReplyForm commentId={comment.comment_id} />
      ) : null}
    </article>
  );
}

function ReplyForm({ commentId }: { commentId: number }) {
  const t = useT();
  const toast = useToast();
  const reply = useReplyToReview();
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  if (!open)
    return (
      <Button
        variant="ghost"
        size="sm"
        className="mt-1"
        onClick={() => {
          setOpen(true);
        }}
        data-testid="review-reply-open"
      >
        {t('reviews.reply')}
      </Button>
    );
  return (
    <form
      className="mt-2 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (content.trim() === '') return;
        reply.mutate(
          { commentId, content: content.trim() },
          {
            onSuccess: () => {
              toast({ kind: 'success', text: t('reviews.replySent') });
            },
            onError: (error) => {
              toast({ kind: 'error', text: errorText(t, error) });
            },
          },
        );
      }}
    >
      <TextAreaField
        label={t('reviews.replyLabel')}
        value={content}
        rows={3}
        maxLength={REVIEW_REPLY_MAX_LENGTH}
        onChange={(e) => {
          setContent(e.target.value);
        }}
      />
      <Button type="submit" size="sm" disabled={reply.isPending || content.trim() === ''}>
        {t('reviews.sendReply')}
      </Button>
    </form>
  );
}
