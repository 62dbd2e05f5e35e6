import { ApiClientError } from '@app/api';
import {
  CLASS_TYPES,
  getGroupClassSearchHref,
  parseTeacherGroupClassQuery,
  shouldFetchNextTeacherPage,
  TEACHER_PAGE_DAY_BOUNDARIES,
} from '@app/domain';
import { type ReactNode, useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import { buttonClass } from '../components/button';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { ClassCard, coverLoadingAt } from '../components/class-card';
import { ClassTypeTabs } from '../features/search/class-type-tabs';
import { CourseSearchCard } from '../features/search/course-search-card';
import { useCourseFaces } from '../features/search/course-faces-query';
import { DayGroupedList } from '../features/search/day-grouped-list';
import { FilterBar } from '../features/search/filter-bar';
import { ResultSkeletons } from '../features/search/result-skeletons';
import { useSearchFilters } from '../features/search/use-search-filters';
import { TeacherHeader } from '../features/teacher-group-class/teacher-header';
import { useTeacherClasses, useTeacherCourses, useTeacherHeader } from '../features/teacher-group-class/teacher-page-queries';
import { useViewer } from '../lib/viewer';
import { useWhenVisible } from '../features/topic/use-when-visible';
import { ZoneNote } from '../components/zone-note';
import { useT } from '../i18n/i18n-provider';
import { useLanguageNames } from '../i18n/language-names';
import { useNow } from '../lib/use-now';
import { usePageTitle } from '../lib/use-page-title';
import { parseRouteId } from '../lib/route-id';
import { teacherClassesQuery, teacherCoursesQuery } from '../features/teacher-group-class/api/teacher-lists';
import { teacherStatisticsQuery } from '../features/teacher-group-class/api/teacher-statistics';
import { teacherProfileQuery } from '../lib/api/teacher-profile';
import { loadViewer, notFound, notFoundIfMissing, type PageLoader, prefetch, prefetchInfinite } from '../lib/route-loader';
import type { PageHeadFunction } from '../lib/page-head';

/** 001 §2.2 teacher group-class page (GROUP_CLASS_TEACHER_LANG, `/group-class/teacher/:id/:lang`). */
export default function GroupClassTeacherPage() {
  const params = useParams();
  const teacherId = parseRouteId(params.id);
  const language = (params.lang ?? '').toLowerCase();
  if (teacherId === null) return <NotFoundScreen />;
  return <TeacherPage teacherId={teacherId} language={language} />;
}

function TeacherPage({ teacherId, language }: { teacherId: number; language: string }) {
  const t = useT();
  const languageNames = useLanguageNames();
  const navigate = useNavigate();
  const { user } = useViewer();
  const now = useNow(60_000);
  const panelId = useId();
  const { profile, statistics } = useTeacherHeader(teacherId);
  const teacher = profile.data?.data.teacher_info;
  usePageTitle(teacher ? t('search.teacherPageTitle', { name: teacher.nickname }) : null);
  const basePath = (l: string) => `/group-class/teacher/${teacherId}/${encodeURIComponent(l)}`;
  const { filters, change, languageHref } = useSearchFilters({ page: 'teacher', basePath });
  const isCourseTab = filters.classtype === CLASS_TYPES.course;
  const classes = useTeacherClasses({ teacherId, language, filters, enabled: !isCourseTab });
  const courses = useTeacherCourses({ teacherId, enabled: isCourseTab });
  const classItems = classes.data?.pages.flatMap((p) => p.data.classes);
  const courseItems = courses.data?.pages.flatMap((p) => p.data.courses);
  const faces = useCourseFaces(courseItems ?? []);
  const active = isCourseTab ? courses : classes;
  const loaded = (isCourseTab ? courseItems : classItems)?.length ?? 0;
  const sentinel = useWhenVisible(() => {
    if (active.hasNextPage && !active.isFetchingNextPage) void active.fetchNextPage();
  });
  // 001 §9 "requests more results when the 51st card is seen": the 51st card of the newest batch.
  const watch = (index: number, node: ReactNode) =>
    shouldFetchNextTeacherPage({ index }) && index >= loaded - 60 ? <div ref={sentinel}>{node}</div> : node;

  if (profile.isError || statistics.isError) {
    // Only the profile says whether the teacher exists (the loader's 404 reads it alone too).
    return profile.error instanceof ApiClientError && profile.error.status === 404 ? (
      <NotFoundScreen />
    ) : (
      <ErrorState
        onRetry={() => {
          void profile.refetch();
          void statistics.refetch();
        }}
      />
    );
  }
  const languages = statistics.data?.data.languages ?? [];
  const seeAll = getGroupClassSearchHref({ language, filters: { ...filters, category: [], tag: [], keyword: '' } });
  const items = isCourseTab ? courseItems : classItems;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-6 sm:py-8">
      {teacher ? (
        <TeacherHeader teacher={teacher} statistics={statistics.data?.data} />
      ) : (
        <div className="h-48 animate-pulse rounded-2xl bg-slate-200" aria-hidden="true" />
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 className="text-xl font-bold">{t('search.heading', { language: languageNames.inSentence(language) })}</h2>
          <ZoneNote className="mt-1" />
        </div>
        <a
          href={seeAll}
          target="_blank"
          rel="noopener"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          data-testid="see-all-teachers"
        >
          {t('search.seeAllTeachers')}
          <span className="sr-only"> {t('catalog.opensInNewTab')}</span>
        </a>
      </div>
      <FilterBar
        language={language}
        languages={{ learning: [], popular: languages.includes(language) ? languages : [language, ...languages] }}
        onLanguage={(next) => {
          void navigate(languageHref(next), { replace: true });
        }}
        filters={filters}
        onChange={change}
        show={{ language: languages.length > 1, category: false }}
        languageLabel={t('search.filterTeacherLanguage')}
      />
      <ClassTypeTabs
        value={filters.classtype}
        onChange={(classtype) => {
          change({ type: 'classtype', classtype });
        }}
        panelId={panelId}
      />
      <div id={panelId} role="tabpanel" aria-label={isCourseTab ? t('search.tabCourses') : t('search.tabSingle')}>
        {active.isError ? (
          <ErrorState
            onRetry={() => {
              void active.refetch();
            }}
          />
        ) : items === undefined ? (
          <ResultSkeletons />
        ) : items.length === 0 ? (
          <section
            data-testid="teacher-empty"
            className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center sm:p-10"
          >
            <p className="text-lg font-bold">{t('search.zeroResults')}</p>
            <p className="mx-auto mt-2 max-w-xl text-slate-700">{t('search.teacherEmptyText')}</p>
            <a href={seeAll} target="_blank" rel="noopener" className={`${buttonClass()} mt-4`}>
              {t('search.seeAllTeachers')}
              <span className="sr-only"> {t('catalog.opensInNewTab')}</span>
            </a>
          </section>
        ) : isCourseTab && courseItems ? (
          <DayGroupedList
            items={courseItems}
            getStart={(c) => c.start_time}
            getKey={(c) => c.id}
            now={now}
            boundaries={TEACHER_PAGE_DAY_BOUNDARIES}
            headingLevel={3}
            renderItem={(course, index) => watch(index, <CourseSearchCard course={course} faces={faces} />)}
          />
        ) : classItems ? (
          <DayGroupedList
            items={classItems}
            getStart={(c) => c.start_time}
            getKey={(c) => c.id}
            now={now}
            boundaries={TEACHER_PAGE_DAY_BOUNDARIES}
            headingLevel={3}
            renderItem={(item, index) => watch(index, <ClassCard item={item} viewerId={user?.user_id} cover={coverLoadingAt(index)} />)}
          />
        ) : null}
        {active.isFetchingNextPage ? (
          <div className="mt-6">
            <ResultSkeletons count={3} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The header, and the tab the address asks for (the class times in the viewer's zone). */
export const loader: PageLoader = async ({ params, request }, { queryClient, shell, timeZone }) => {
  const teacherId = parseRouteId(params.id);
  if (teacherId === null) notFound();
  const filters = parseTeacherGroupClassQuery(new URL(request.url).search);
  const list = async () => {
    if (filters.classtype === CLASS_TYPES.course) return prefetchInfinite(queryClient, teacherCoursesQuery({ teacherId }));
    const viewer = await loadViewer(shell);
    if (viewer === undefined) return;
    return prefetchInfinite(
      queryClient,
      teacherClassesQuery({
        teacherId,
        language: (params.lang ?? '').toLowerCase(),
        filters,
        zone: viewer?.user.timezone_iana ?? timeZone,
      }),
    );
  };
  await Promise.all([
    prefetch(queryClient, teacherProfileQuery({ id: teacherId })),
    prefetch(queryClient, teacherStatisticsQuery({ id: teacherId })),
    list(),
  ]);
  // The teacher does not exist when the profile says so; a failed statistics read is the page's error.
  notFoundIfMissing(queryClient, teacherProfileQuery({ id: teacherId }));
};

/** The teacher's name as the page title, from the profile the loader read. */
export const head: PageHeadFunction = ({ params, queryClient, t }) => {
  const teacherId = parseRouteId(params.id);
  const teacher =
    teacherId === null ? undefined : queryClient.getQueryData(teacherProfileQuery({ id: teacherId }).queryKey)?.data.teacher_info;
  return { title: teacher ? t('search.teacherPageTitle', { name: teacher.nickname }) : null };
};
