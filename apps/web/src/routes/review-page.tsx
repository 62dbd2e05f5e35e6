import { ApiClientError, REVIEW_SESSION_KINDS, type ReviewSessionKind } from '@app/api';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { Avatar } from '../components/avatar';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { StarRating } from '../components/star-rating';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { myReviewQuery } from '../features/reviews/api/my-review';
import { ReviewForm } from '../features/reviews/review-form';
import { SignedInPage } from '../features/session/signed-in-page';
import { useT } from '../i18n/i18n-provider';
import { loadViewer, type PageLoader, prefetch } from '../lib/route-loader';
import { useDisplayTime } from '../lib/use-display-time';
import { useNow } from '../lib/use-now';
import { usePageTitle } from '../lib/use-page-title';

function parseTarget(params: { kind?: string | undefined; id?: string | undefined }): { kind: ReviewSessionKind; id: number } | null {
  const kind = REVIEW_SESSION_KINDS.find((k) => k === params.kind);
  const id = Number(params.id);
  return kind !== undefined && Number.isSafeInteger(id) && id > 0 ? { kind, id } : null;
}

/** `/review/:kind/:id` (issue 17): the student rates her class (`class`, the class id) or lesson (`lesson`, the lesson id). */
export default function ReviewPage() {
  const t = useT();
  usePageTitle(t('reviews.pageTitle'));
  const target = parseTarget(useParams());
  if (target === null) return <NotFoundScreen />;
  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{t('reviews.pageTitle')}</h1>
      <SignedInPage skeleton={<ReviewSkeleton />}>{() => <ReviewPanel {...target} />}</SignedInPage>
    </section>
  );
}

function ReviewSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('common.loading')}>
      <Skeleton className="mt-4 h-24 w-full rounded-2xl" />
      <Skeleton className="mt-4 h-48 w-full rounded-2xl" />
    </LoadingRegion>
  );
}

function ReviewPanel({ kind, id }: { kind: ReviewSessionKind; id: number }) {
  const t = useT();
  const time = useDisplayTime();
  // The 7-day edit window closes on its own while the page is open.
  const now = useNow(60_000);
  const query = useQuery(myReviewQuery({ kind, id }));
  if (query.error instanceof ApiClientError && query.error.status === 404) return <NotFoundScreen />;
  if (query.isError) return <ErrorState onRetry={() => void query.refetch()} />;
  if (!query.data) return <ReviewSkeleton />;
  const { session, review } = query.data.data;
  return (
    <>
      <div className="mt-4 flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-4" data-testid="review-session">
        <Avatar src={session.teacher.avatar_file_name} name={session.teacher.nickname} size="md" />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">{session.title ?? t('reviews.lessonTitle')}</h2>
          <p className="text-sm text-slate-700">
            {t('reviews.withTeacher', { name: session.teacher.nickname })} ·{' '}
            <time dateTime={session.start_time}>
              {time.date(session.start_time)} · {time.range(session.start_time, session.end_time)}
            </time>
          </p>
        </div>
      </div>
      {review ? (
        <div className="mt-4 rounded-2xl border border-slate-200 bg-white p-4" data-testid="my-review">
          <h2 className="text-base font-semibold">{t('reviews.yourReview')}</h2>
          <StarRating value={review.rating} label={t('reviews.rated', { n: review.rating })} className="mt-1 text-xl" />
          <p className="mt-1 whitespace-pre-line text-slate-800">{review.content}</p>
          {review.reply ? (
            <div className="mt-3 border-l-4 border-brand-200 pl-3" data-testid="review-reply">
              <p className="text-sm font-semibold">{t('reviews.teacherReply', { name: session.teacher.nickname })}</p>
              <p className="whitespace-pre-line text-slate-800">{review.reply.content}</p>
            </div>
          ) : null}
        </div>
      ) : null}
      {/* Keyed by the stored review so the form starts from what was saved. */}
      <ReviewForm key={review?.update_time ?? 'new'} data={query.data.data} now={now} />
      <p className="mt-6">
        <Link to="/my-classes?tab=past" className="text-brand-700 underline">
          {t('reviews.backToClasses')}
        </Link>
      </p>
    </>
  );
}

export const loader: PageLoader = async ({ params }, { queryClient, shell }) => {
  const target = parseTarget(params);
  if (target !== null && (await loadViewer(shell))) await prefetch(queryClient, myReviewQuery(target));
};
