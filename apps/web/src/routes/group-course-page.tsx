import { ApiClientError, type GroupCourseSearchItem, type TopicDetail } from '@app/api';
import {
  CLASS_TYPES,
  canShare,
  createEmptyGroupClassSearchFilters,
  getCoursePriceForDisplay,
  getGroupClassSearchHref,
  TOPIC_COURSES_INITIAL_LENGTH,
} from '@app/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Navigate, redirect, useParams } from 'react-router';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { BookFlowPrompts } from '../features/booking/book-flow-prompts';
import { topicHref } from '../lib/booking/booking-paths';
import { useBookFlow } from '../lib/booking/use-book-flow';
import { CoursePhoneBar } from '../features/courses/course-phone-bar';
import { CourseTopicCard } from '../features/courses/course-topic-card';
import { ShareLinkButton } from '../features/courses/share-link-button';
import { buildCourseShareUrl } from '../features/courses/share-link';
import { teacherTopicCoursesQuery } from '../features/courses/api/teacher-topic-courses';
import { topicGroupsQuery } from '../features/courses/api/topic-groups';
import { TeacherCourseList } from '../features/courses/teacher-course-list';
import { UpcomingGroups } from '../features/courses/upcoming-groups';
import { UpcomingGroupsModal } from '../features/courses/upcoming-groups-modal';
import { getLearningLanguage } from '../features/session/learning-language';
import { useViewer } from '../lib/viewer';
import { useNow } from '../lib/use-now';
import { ZoneNote } from '../components/zone-note';
import { useT } from '../i18n/i18n-provider';
import { usePageTitle } from '../lib/use-page-title';
import { parseRouteId } from '../lib/route-id';
import { usePageViewEvent } from '../lib/events/use-page-view-event';
import { topicDetailQuery } from '../features/topic/api/topic-detail';
import { notFound, notFoundIfMissing, type PageLoader, prefetch, prefetchInfinite } from '../lib/route-loader';
import type { PageHeadFunction } from '../lib/page-head';
import { courseStructuredData } from '../lib/structured-data';
import { useOrigin } from '../lib/render-snapshot';

/** 000 §2 D: a group course before booking, by course topic id (DESIGN route GROUP_COURSE_DETAIL). */
export default function GroupCoursePage() {
  const topicId = parseRouteId(useParams().id);
  if (topicId === null) return <NotFoundScreen />;
  return <GroupCourseTopic key={topicId} topicId={topicId} />;
}

/** The course topic (`GET /v1/group_topics/:id`): a class topic has its own page, an unlisted one is not found. */
function GroupCourseTopic({ topicId }: { topicId: number }) {
  const t = useT();
  const topic = useQuery(topicDetailQuery({ id: topicId }));
  usePageTitle(topic.data?.data.group_topic.title ?? t('courses.pageTitleFallback'));
  usePageViewEvent('course', { itemId: topicId, ready: topic.data?.data.kind === 'course' });
  if (topic.error instanceof ApiClientError && topic.error.status === 404) return <NotFoundScreen />;
  if (topic.isError)
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState onRetry={() => void topic.refetch()} />
      </div>
    );
  // The loader sends a class topic on; this is for one whose read failed there and worked here.
  if (topic.data?.data.kind === 'class') return <Navigate to={topicHref(topicId)} replace />;
  return <GroupCourseView topicId={topicId} detail={topic.data?.data} />;
}

/** The course topic's own teacher: her groups with who joined, in place of Join Group (issue 14). */
function TeacherGroups({ topicId, teacherId }: { topicId: number; teacherId: number }) {
  const courses = useQuery(teacherTopicCoursesQuery({ topicId }));
  // Cancel course closes at the start: the offer moves with the clock while the page stays open.
  const now = useNow(30_000);
  if (courses.isError) return <ErrorState onRetry={() => void courses.refetch()} />;
  if (!courses.data) return <Skeleton className="h-64 w-full rounded-2xl" />;
  return <TeacherCourseList courses={courses.data.data.courses} teacherId={teacherId} now={now} />;
}

function CardSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('common.loading')}>
      <div className="space-y-4 rounded-2xl border border-slate-200 bg-white p-6">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-4 w-1/3" />
        <Skeleton className="h-12 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    </LoadingRegion>
  );
}

function GroupCourseView({ topicId, detail }: { topicId: number; detail: TopicDetail | undefined }) {
  const { user, foundation } = useViewer();
  const origin = useOrigin();
  const [modalOpen, setModalOpen] = useState(false);
  // Her own course topic: she sees her groups, not the student's Join Group and its payment.
  const ownCourse = user?.user_id !== undefined && detail?.teacher_info.user_id === user.user_id;
  const groupsQuery = useInfiniteQuery({ ...topicGroupsQuery(topicId), enabled: !ownCourse });
  const groups = groupsQuery.data?.pages.flatMap((page) => page.items);

  const searchHref = getGroupClassSearchHref({
    language: detail?.group_topic.language ?? getLearningLanguage(foundation),
    filters: { ...createEmptyGroupClassSearchFilters(), classtype: CLASS_TYPES.course },
  });
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = groupsQuery;
  const loadMore = useCallback(() => {
    void fetchNextPage();
  }, [fetchNextPage]);
  const showGroups = () => {
    const section = document.getElementById('upcoming-groups');
    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    section?.focus({ preventScroll: true });
  };

  // Join Group is the book flow for a course (000 §4 "Book flow"): prompts, check, hand-off, payment.
  const flow = useBookFlow();
  const [joiningId, setJoiningId] = useState<number | null>(null);
  const join = {
    viewerId: user?.user_id,
    joiningId: flow.isChecking ? joiningId : null,
    onJoin: (group: GroupCourseSearchItem) => {
      if (flow.isChecking) return;
      setJoiningId(group.id);
      flow.book({ offering: 'course', course: group, teacher: { ...group.teacher_info, im_account: String(group.teacher_info.user_id) } });
    },
  };

  const info = detail?.course ?? null;
  const priceCents = info ? getCoursePriceForDisplay(info) : null;
  let card: React.ReactNode = <CardSkeleton />;
  if (detail) {
    const { group_topic: topic, teacher_info: teacher } = detail;
    const shareable = canShare({ kind: 'topic', status: topic.status });
    card = (
      <CourseTopicCard
        course={{ ...topic, outcomes: info?.outcomes ?? [] }}
        facts={
          info
            ? {
                class_amount: info.class_amount,
                duration: topic.duration,
                min_spots: info.min_spots,
                max_spots: info.max_spots,
                price: info.price,
              }
            : null
        }
        teacher={teacher}
        share={
          shareable ? (
            <ShareLinkButton
              url={buildCourseShareUrl({ origin, topicId })}
              shareItem={{ method: 'copy_link', content_type: 'course', item_id: topicId }}
            />
          ) : null
        }
      />
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 pt-6 min-[769px]:pb-12">
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="min-w-0">{card}</div>
        <aside className="min-w-0 lg:sticky lg:top-4">
          {ownCourse ? (
            <TeacherGroups topicId={topicId} teacherId={user.user_id} />
          ) : (
            <UpcomingGroups
              groups={groups?.slice(0, TOPIC_COURSES_INITIAL_LENGTH)}
              isError={groupsQuery.isError}
              onRetry={() => void groupsQuery.refetch()}
              hasMore={(groups?.length ?? 0) > 0}
              onViewAll={() => {
                setModalOpen(true);
              }}
              searchHref={searchHref}
              {...join}
            />
          )}
          <ZoneNote className="mt-3" />
        </aside>
      </div>
      <UpcomingGroupsModal
        open={modalOpen}
        onClose={() => {
          setModalOpen(false);
        }}
        groups={groups ?? []}
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        isError={groupsQuery.isFetchNextPageError}
        onLoadMore={loadMore}
        {...join}
      />
      {ownCourse ? null : <CoursePhoneBar priceCents={priceCents} onJoin={showGroups} />}
      <BookFlowPrompts flow={flow} />
    </div>
  );
}

/**
 * The topic and its first groups, side by side as the page asks for them. A class topic has its own
 * page: the loader sends the visitor there (the server answers 301), where a <Navigate> would render
 * nothing on the server and move only once the browser ran it.
 */
export const loader: PageLoader = async ({ params }, { queryClient }) => {
  const topicId = parseRouteId(params.id);
  if (topicId === null) notFound();
  const topic = topicDetailQuery({ id: topicId });
  await Promise.all([prefetch(queryClient, topic), prefetchInfinite(queryClient, topicGroupsQuery(topicId))]);
  notFoundIfMissing(queryClient, topic);
  if (queryClient.getQueryData(topic.queryKey)?.data.kind === 'class') throw redirect(topicHref(topicId), 301);
};

/** The course's title and description, and a schema.org Course. */
export const head: PageHeadFunction = ({ params, url, queryClient, t }) => {
  const topicId = parseRouteId(params.id);
  const topic = topicId === null ? undefined : queryClient.getQueryData(topicDetailQuery({ id: topicId }).queryKey)?.data;
  if (!topic) return { title: t('courses.pageTitleFallback') };
  return {
    title: topic.group_topic.title,
    description: topic.group_topic.description,
    structuredData: courseStructuredData({ topic, url }),
  };
};
