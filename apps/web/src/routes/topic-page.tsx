import { ApiClientError, type TopicDetail } from '@app/api';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { Skeleton } from '../components/skeleton';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { BookFlowPrompts } from '../features/booking/book-flow-prompts';
import { courseTopicHref } from '../lib/booking/booking-paths';
import { useBookFlow } from '../lib/booking/use-book-flow';
import { useViewer } from '../lib/viewer';
import { ContactButton } from '../features/messages/contact-button';
import { AllSlotsModal } from '../features/topic/all-slots-modal';
import { NotesBox } from '../features/topic/notes-box';
import { OtherClasses, otherClassesQuery } from '../features/topic/other-classes';
import { teacherReviewsQuery } from '../features/topic/api/teacher-reviews';
import { PhoneBookBar } from '../features/topic/phone-book-bar';
import { SlotList } from '../features/topic/slot-list';
import { firstSlotsQuery } from '../features/topic/api/slots';
import { TeacherCard } from '../features/topic/teacher-card';
import { TopicCard } from '../features/topic/topic-card';
import { useT } from '../i18n/i18n-provider';
import { useNow } from '../lib/use-now';
import { usePageTitle } from '../lib/use-page-title';
import { usePageViewEvent } from '../lib/events/use-page-view-event';
import { topicDetailQuery } from '../features/topic/api/topic-detail';
import { loadViewer, notFound, notFoundIfMissing, type PageLoader, prefetch, prefetchInfinite } from '../lib/route-loader';
import { favouritesQuery } from '../lib/api/favourites';
import type { PageHeadFunction } from '../lib/page-head';
import { courseStructuredData } from '../lib/structured-data';

function parseId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
}

/** `/group-class-online/topic/:id` (000 §2.A): a class topic before booking. */
export default function TopicPage() {
  const id = parseId(useParams().id);
  return id === null ? <NotFoundScreen /> : <Topic topicId={id} />;
}

function Topic({ topicId }: { topicId: number }) {
  const t = useT();
  const topic = useQuery(topicDetailQuery({ id: topicId }));
  usePageTitle(topic.data?.data.group_topic.title ?? t('topicPage.pageTitle'));
  usePageViewEvent('topic', { itemId: topicId, ready: topic.data?.data.kind === 'class' });
  if (topic.error instanceof ApiClientError && topic.error.status === 404) return <NotFoundScreen />;
  if (topic.isError)
    return (
      <div className="mx-auto max-w-3xl px-4 py-10">
        <ErrorState onRetry={() => void topic.refetch()} />
      </div>
    );
  if (!topic.data) return <TopicSkeleton />;
  // A course topic has its own page (000 §2.D), by the same topic id.
  if (topic.data.data.kind === 'course') return <Navigate to={courseTopicHref(topicId)} replace />;
  return <TopicView detail={topic.data.data} />;
}

function TopicView({ detail }: { detail: TopicDetail }) {
  const t = useT();
  const { user } = useViewer();
  const flow = useBookFlow();
  const now = useNow(60_000);
  const [allOpen, setAllOpen] = useState(false);
  const { group_topic: topic, teacher_info: teacher } = detail;
  const slots = useQuery(firstSlotsQuery(topic.id));
  const viewerId = user?.user_id;

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 min-[769px]:pb-12 lg:pt-10">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 lg:col-start-1">
          <TopicCard topic={topic} />
        </div>
        <aside className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:self-start">
          <SlotList
            price={topic.price}
            slots={slots.data?.data.classes}
            isError={slots.isError}
            onRetry={() => void slots.refetch()}
            onViewAll={() => {
              setAllOpen(true);
            }}
            teacher={teacher}
            viewerId={viewerId}
            flow={flow}
          />
        </aside>
        <div className="min-w-0 lg:col-start-1">
          <TeacherCard
            teacher={teacher}
            video={detail.teacher_video}
            language={topic.language}
            contact={<ContactButton userId={teacher.user_id} label={t('topicPage.contactTeacher')} className="w-full sm:w-auto" />}
          />
        </div>
        <div className="min-w-0 lg:col-start-1">
          <NotesBox category={topic.category} duration={topic.duration} />
        </div>
      </div>
      <OtherClasses teacherId={teacher.user_id} topicId={topic.id} language={topic.language} viewerId={viewerId} />

      <PhoneBookBar
        price={topic.price}
        onBookNow={() => {
          setAllOpen(true);
        }}
        disabled={slots.data?.data.classes.length === 0}
      />
      <AllSlotsModal
        open={allOpen}
        onClose={() => {
          setAllOpen(false);
        }}
        topicId={topic.id}
        teacher={teacher}
        viewerId={viewerId}
        flow={flow}
        now={now}
      />
      <BookFlowPrompts flow={flow} />
    </div>
  );
}

function TopicSkeleton() {
  const t = useT();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:py-10" role="status" aria-busy="true">
      <span className="sr-only">{t('common.loading')}</span>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-4">
          <Skeleton className="h-64" />
          <Skeleton className="h-80" />
        </div>
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}

/**
 * The topic, then (for a class topic; a course topic moves to its own page) its first slots, the
 * teacher's first reviews and other classes, and a signed-in viewer's saved list (the heart): the
 * whole page, with nothing left to ask after hydration.
 */
export const loader: PageLoader = async ({ params }, { queryClient, shell }) => {
  const topicId = parseId(params.id);
  if (topicId === null) notFound();
  const topic = topicDetailQuery({ id: topicId });
  // The heart: a signed-in viewer's saved list, read beside the topic.
  const saved = loadViewer(shell).then((viewer) => (viewer ? prefetch(queryClient, favouritesQuery()) : undefined));
  await prefetch(queryClient, topic);
  notFoundIfMissing(queryClient, topic);
  const detail = queryClient.getQueryData(topic.queryKey)?.data;
  if (detail?.kind !== 'class') return saved;
  const teacherId = detail.teacher_info.user_id;
  const language = detail.group_topic.language;
  await Promise.all([
    prefetch(queryClient, firstSlotsQuery(detail.group_topic.id)),
    prefetchInfinite(queryClient, teacherReviewsQuery({ teacherId, language })),
    prefetch(queryClient, otherClassesQuery({ teacherId, language })),
    saved,
  ]);
};

/** The topic's title and description, and a schema.org Course. */
export const head: PageHeadFunction = ({ params, url, queryClient, t }) => {
  const topicId = parseId(params.id);
  const topic = topicId === null ? undefined : queryClient.getQueryData(topicDetailQuery({ id: topicId }).queryKey)?.data;
  if (!topic) return { title: t('topicPage.pageTitle') };
  return {
    title: topic.group_topic.title,
    description: topic.group_topic.description,
    structuredData: courseStructuredData({ topic, url }),
  };
};
