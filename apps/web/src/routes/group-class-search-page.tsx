import {
  CLASS_TYPES,
  canUseSearchHistory,
  getCategoryCodes,
  getSearchSections,
  parseGroupClassSearchQuery,
  type SearchRequestInput,
} from '@app/domain';
import { useId } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ErrorState } from '../components/status-screens';
import { ClassCardGrid } from '../components/class-card-grid';
import { courseFacesQuery } from '../features/search/course-faces-query';
import { ClassTypeTabs } from '../features/search/class-type-tabs';
import { EmptyResults } from '../features/search/empty-results';
import { FilterBar } from '../features/search/filter-bar';
import { KeywordBox } from '../features/search/keyword-box';
import { ResultSkeletons } from '../features/search/result-skeletons';
import { ClassSection, CourseSection } from '../features/search/search-results';
import { useLanguageChoices } from '../features/search/search-language-choices';
import {
  useCategories,
  useClassCount,
  useClassList,
  useCourseCount,
  useCourseEntry,
  useCourseList,
  useRecommendations,
  useSearchHistory,
  useSearchInput,
} from '../features/search/search-queries';
import { usePagedList } from '../features/search/use-paged-list';
import { useSearchFilters } from '../features/search/use-search-filters';
import { useViewer } from '../lib/viewer';
import { ZoneNote } from '../components/zone-note';
import { useT } from '../i18n/i18n-provider';
import { useLanguageNames } from '../i18n/language-names';
import { useNow } from '../lib/use-now';
import { usePageTitle } from '../lib/use-page-title';
import { categoriesQuery } from '../features/search/api/category-with-tags';
import { classCountQuery, courseCountQuery } from '../features/search/api/counts';
import { courseEntryToggleQuery } from '../features/search/api/course-entry-toggle';
import { popularLanguagesQuery } from '../features/search/api/popular-languages';
import { recommendedClassesQuery } from '../features/search/api/recommended-classes';
import { classListQuery, courseListQuery } from '../features/search/api/result-lists';
import { searchHistoryQuery } from '../features/search/api/search-history';
import { loadViewer, type PageLoader, prefetch, prefetchInfinite } from '../lib/route-loader';
import { favouritesQuery } from '../lib/api/favourites';
import { CARD_CORNER_CLASS, TopicFavouriteButton } from '../components/topic-favourite-button';
import type { PageHeadFunction } from '../lib/page-head';

const searchPath = (language: string) => `/group-class/${encodeURIComponent(language)}`;

/** 001 §2.1 group-class search page (GROUP_CLASS_LANG, `/group-class/:lang`). */
export default function GroupClassSearchPage() {
  const t = useT();
  const languageNames = useLanguageNames();
  const navigate = useNavigate();
  const language = (useParams().lang ?? '').toLowerCase();
  const languageName = languageNames.inSentence(language);
  usePageTitle(t('search.pageTitle', { language: languageName }));
  const { foundation, user, isSignedIn } = useViewer();
  const { filters, change, languageHref } = useSearchFilters({ page: 'search', basePath: searchPath });
  const now = useNow(60_000);
  const input = useSearchInput({ language, filters, now });
  const panelId = useId();

  const courseEntry = useCourseEntry();
  const classCount = useClassCount(input);
  const courseCount = useCourseCount(input, courseEntry.enabled);
  const categories = useCategories(input);
  const history = useSearchHistory(isSignedIn);
  const languages = useLanguageChoices({ foundation, current: language });
  const recommendations = useRecommendations({
    language,
    studentHasRecord: isSignedIn,
    enabled: user !== undefined && filters.classtype === CLASS_TYPES.single,
  });

  const countsReady = courseEntry.ready && classCount.data !== undefined && (!courseEntry.enabled || courseCount.data !== undefined);
  const sections = getSearchSections({
    classtype: filters.classtype,
    courseEntryEnabled: courseEntry.enabled,
    courseCount: courseCount.data?.amount ?? 0,
    classCount: classCount.data?.amount ?? 0,
  });
  const classList = useClassList(input, countsReady && sections.singles);
  const courseList = useCourseList(input, countsReady && sections.courses !== 'hidden');
  const classes = usePagedList(classList);
  const courses = usePagedList(courseList);
  // The last input's results stand in while this one loads (see useClassCount).
  const updating = [classCount, courseCount, classList, courseList].some((query) => query.isPlaceholderData);
  const total = filters.classtype === CLASS_TYPES.course ? courseCount.data?.amount : classCount.data?.amount;
  const recommended = recommendations.data?.data.classes.map((c) => c.group_class) ?? [];
  // Recommendations open the single-class view when there are any: the first cover is theirs then.
  const recommendationsShown = filters.classtype === CLASS_TYPES.single && recommended.length > 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{t('search.heading', { language: languageName })}</h1>
      <ZoneNote className="mt-1" />
      <div className="mt-5">
        <FilterBar
          language={language}
          languages={languages}
          onLanguage={(next) => {
            void navigate(languageHref(next), { replace: true });
          }}
          filters={filters}
          onChange={change}
          categoryCodes={getCategoryCodes(categories.data ?? [])}
          show={{ language: true, category: true }}
          keywordBox={
            <KeywordBox
              keyword={filters.keyword}
              onSubmit={(keyword) => {
                change({ type: 'keyword', keyword });
              }}
              history={{
                enabled: history.enabled,
                words: history.words,
                onSave: (word) => {
                  history.save.mutate(word);
                },
                onDelete: () => {
                  history.clear.mutate();
                },
              }}
            />
          }
        />
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <ClassTypeTabs
          value={filters.classtype}
          onChange={(classtype) => {
            change({ type: 'classtype', classtype });
          }}
          panelId={panelId}
        />
        {total === undefined || !countsReady ? null : (
          <p className="text-sm font-semibold text-slate-700" data-testid="result-count">
            {t('search.resultCount', { n: total })}
          </p>
        )}
      </div>

      <div
        id={panelId}
        role="tabpanel"
        aria-label={filters.classtype === CLASS_TYPES.course ? t('search.tabCourses') : t('search.tabSingle')}
        aria-busy={updating}
        className={`mt-6 flex flex-col gap-10 transition-opacity${updating ? ' opacity-60' : ''}`}
      >
        {classCount.isError || courseCount.isError ? (
          <ErrorState
            onRetry={() => {
              void classCount.refetch();
              void courseCount.refetch();
            }}
          />
        ) : !countsReady ? (
          <ResultSkeletons />
        ) : sections.empty ? (
          <EmptyResults />
        ) : (
          <>
            {recommendationsShown ? (
              <section aria-labelledby="recommend-title" data-testid="recommendations">
                <h2 id="recommend-title" className="text-xl font-bold">
                  {t('search.recommendTitle')}
                </h2>
                <p className="mb-4 mt-1 text-sm text-slate-600">
                  {recommendations.data?.data.basis === 'history' ? t('search.recommendBasisHistory') : t('search.recommendBasisPopular')}
                </p>
                <ClassCardGrid
                  items={recommended}
                  viewerId={user?.user_id}
                  loadingCount={0}
                  atTop
                  corner={(item) => <TopicFavouriteButton topicId={item.topic_id} title={item.title} className={CARD_CORNER_CLASS} />}
                />
              </section>
            ) : null}
            {sections.courses === 'hidden' ? null : (
              <CourseSection
                mode={sections.courses}
                list={courses}
                now={now}
                skeletons={sections.courses === 'preview' ? 3 : 20}
                atTop={!recommendationsShown}
              />
            )}
            {sections.singles ? (
              <ClassSection
                list={classes}
                now={now}
                viewerId={user?.user_id}
                atTop={!recommendationsShown && sections.courses === 'hidden'}
              />
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}

/**
 * What the page asks for first, with the same input (the address's language and filters, the viewer's
 * zone): the counts, the filter options and the side reads, then the result sections the counts open.
 */
export const loader: PageLoader = async ({ params, request }, { queryClient, shell, timeZone }) => {
  const viewer = await loadViewer(shell);
  const language = (params.lang ?? '').toLowerCase();
  const filters = parseGroupClassSearchQuery(new URL(request.url).search);
  const input: SearchRequestInput = { language, filters, userTimezone: viewer?.user.timezone_iana ?? timeZone, now: Date.now() };
  const signedIn = Boolean(viewer);
  const toggle = courseEntryToggleQuery();
  const classCount = classCountQuery(input);
  const courseCount = courseCountQuery(input);
  await Promise.all([
    prefetch(queryClient, toggle).then(() =>
      queryClient.getQueryData(toggle.queryKey)?.status === 'ON' ? prefetch(queryClient, courseCount) : undefined,
    ),
    prefetch(queryClient, classCount),
    prefetch(queryClient, categoriesQuery(input)),
    prefetch(queryClient, popularLanguagesQuery()),
    canUseSearchHistory({ signedIn }) ? prefetch(queryClient, searchHistoryQuery()) : undefined,
    // The cards' hearts.
    signedIn ? prefetch(queryClient, favouritesQuery()) : undefined,
    viewer !== undefined && filters.classtype === CLASS_TYPES.single
      ? prefetch(queryClient, recommendedClassesQuery({ language, studentHasRecord: signedIn }))
      : undefined,
  ]);
  const courseEntryEnabled = queryClient.getQueryData(toggle.queryKey)?.status === 'ON';
  const classAmount = queryClient.getQueryData(classCount.queryKey)?.amount;
  const courseAmount = courseEntryEnabled ? queryClient.getQueryData(courseCount.queryKey)?.amount : 0;
  // As the page: the lists wait for the counts, and a failed count leaves them to the page.
  if (classAmount === undefined || courseAmount === undefined) return;
  const sections = getSearchSections({
    classtype: filters.classtype,
    courseEntryEnabled,
    courseCount: courseAmount,
    classCount: classAmount,
  });
  const courseList = courseListQuery(input);
  await Promise.all([
    sections.singles ? prefetchInfinite(queryClient, classListQuery(input)) : undefined,
    sections.courses !== 'hidden'
      ? prefetchInfinite(queryClient, courseList).then(() => {
          // The course cards' learner faces: asked for after hydration, their answer re-rendered the
          // page in one synchronous task (a store changing under React's hydration transition).
          const courses = queryClient.getQueryData(courseList.queryKey)?.pages.flatMap((p) => p.items) ?? [];
          const faces = courseFacesQuery(courses);
          return faces.enabled ? prefetch(queryClient, faces) : undefined;
        })
      : undefined,
  ]);
};

/** The page's title, as the browser names it. */
export const head: PageHeadFunction = ({ params, t, languageNames }) => ({
  title: t('search.pageTitle', { language: languageNames.inSentence((params.lang ?? '').toLowerCase()) }),
});
