import {
  formatTeacherSearchQueryString,
  getLessonPreferenceFilter,
  INSTANT_LESSONS_PATH,
  type MarketingContent,
  shouldShowUsdPaymentNote,
  type TeacherSearchMode,
  type TeacherSearchQuery,
  usesTwelveHourClock,
} from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { Modal } from '../../components/modal';
import { Skeleton } from '../../components/skeleton';
import { ErrorState } from '../../components/status-screens';
import { useToast } from '../../components/toast';
import { useI18n } from '../../i18n/i18n-provider';
import { useLanguageNames } from '../../i18n/language-names';
import { allLanguagesQuery } from '../../lib/api/all-languages';
import { useNow } from '../../lib/use-now';
import { usePrice } from '../../lib/use-price';
import { usePageTitle } from '../../lib/use-page-title';
import { useDisplayTime } from '../../lib/use-display-time';
import { useViewer } from '../../lib/viewer';
import { openSupportWidget } from '../../lib/support-events';
import { lessonActivationQuery } from './api/lesson-activation';
import { teacherSearchTagsQuery } from './api/search-tags';
import { applyLessonPreference } from './apply-preference';
import { KeywordBanner, KeywordBox } from './keyword-box';
import { getSearchHeaderTexts } from './search-header-texts';
import { SearchPaging } from './search-paging';
import { TeacherFilterForm } from './teacher-filter-form';
import { TeacherResults } from './teacher-results';
import { useTeacherSearch, useTeacherSearchExperiments, useTrialInfo } from './teacher-search-data';
import { useHelpFilter } from './use-help-filter';
import { useSavedFilters } from './use-saved-filters';
import { countActiveFilters, useTeacherSearchQuery, withoutKey } from './use-teacher-search-query';

export interface TeacherSearchViewProps {
  mode: Extract<TeacherSearchMode, 'search' | 'instant'>;
  language: string;
  country?: string | undefined;
  speakingLanguage?: string | undefined;
}

/**
 * The teacher search (001 §2.5) and, with `mode="instant"`, the instant-lessons page: the same
 * search restricted to instant-lesson teachers, 9 per page. The page hands in what other features
 * own: the content record of the language (`content`), the signed-out marketing blocks and the popup.
 */
export function TeacherSearchView({
  mode,
  language,
  country,
  speakingLanguage,
  content,
  signedOutBlocks,
  popup,
}: TeacherSearchViewProps & {
  content: MarketingContent | null;
  signedOutBlocks: ReactNode;
  popup: ReactNode;
}) {
  const { t, tn } = useI18n();
  const languageNames = useLanguageNames();
  const price = usePrice();
  const toast = useToast();
  const { user, foundation, isSignedIn } = useViewer();
  const { zone, isAm } = useDisplayTime();
  const now = useNow(60_000);
  const experiments = useTeacherSearchExperiments();
  const trial = useTrialInfo();
  const { query, setQuery, setFilters } = useTeacherSearchQuery();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const instant = mode === 'instant';

  const restore = useCallback(
    (saved: TeacherSearchQuery) => {
      setQuery(saved);
      toast({ kind: 'info', text: t('teachers.savedFiltersApplied') });
    },
    [setQuery, toast, t],
  );
  useSavedFilters({ enabled: experiments.savedFilters, language, query, onRestore: restore });

  const search = useTeacherSearch({ query, language, country, speakingLanguage, mode, now, zone });
  const result = search.data ?? null;
  const tags = useQuery(teacherSearchTagsQuery());
  const languages = useQuery(allLanguagesQuery());
  const help = useHelpFilter({ enabled: experiments.helpFilter && !instant, language, query, universalCount: result?.count, zone, now });
  const activation = useQuery({ ...lessonActivationQuery({ language }), enabled: experiments.lessonActivation });
  const preference = getLessonPreferenceFilter({
    isSignedIn,
    isInLessonActivationTestGroup: experiments.lessonActivation,
    activation: activation.data?.data,
    languageList: foundation?.language_list ?? [],
  });

  const header = getSearchHeaderTexts({
    t,
    languageName: languageNames.inSentence,
    language,
    isInstantLesson: instant,
    helpFilterStatus: help.status,
    speaksLanguage: help.speaks,
    teacherType: query.teacher_type,
    seo: instant ? undefined : { title: content?.hero_title, subtitle: content?.hero_description },
  });
  usePageTitle(header.title);

  const cardViewer = { isSignedIn, isPro: user?.is_pro ?? false, trial, zone, isAm };
  const filterForm = (onDone?: () => void) => (
    <TeacherFilterForm
      // A new query or a currency known only now (the rates arrive after the page) shows its values afresh.
      key={`${formatTeacherSearchQueryString(query)}|${price.currency}`}
      query={query}
      categories={tags.data?.data.tags ?? []}
      languages={languages.data?.data.languages ?? []}
      twelveHour={usesTwelveHourClock(isAm)}
      priceCurrency={price.rate}
      onApply={setFilters}
      {...(onDone ? { onDone } : {})}
    />
  );
  const activeFilters = countActiveFilters(query);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 lg:py-10">
      <header className="mb-6 space-y-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-extrabold text-slate-900">{header.title}</h1>
          {result ? (
            <span className="rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-900" data-testid="teacher-count">
              {tn('teachers.teacherCount', result.count)}
            </span>
          ) : null}
        </div>
        <p className="max-w-3xl text-slate-700">{header.subtitle}</p>
        {instant ? (
          <button
            type="button"
            onClick={() => {
              openSupportWidget('instant');
            }}
            className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            {t('teachers.instantFaqLink')}
          </button>
        ) : null}
        {user && shouldShowUsdPaymentNote(user.currency) ? (
          <p className="text-sm text-slate-600" data-testid="usd-note">
            {t('teachers.usdNote')}
          </p>
        ) : null}
      </header>

      {help.speaks && (help.status === 11 || help.status === 12) ? (
        <div
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3"
          data-testid="help-filter"
        >
          {/* The header above already carries the also-speak title and subtitle: this says what the button does. */}
          <p className="text-sm text-brand-900">{t('teachers.helpFilterPrompt', { speaks: languageNames.inSentence(help.speaks) })}</p>
          <Button
            size="sm"
            onClick={() => {
              setFilters({ ...query, speaks: [help.speaks ?? ''] });
            }}
          >
            {t('teachers.helpFilterApply', { speaks: languageNames.inSentence(help.speaks) })}
          </Button>
        </div>
      ) : null}
      {preference ? (
        <div
          className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3"
          data-testid="lesson-preference"
        >
          <div>
            <p className="font-semibold text-emerald-900">{t('teachers.preferenceTitle')}</p>
            <p className="text-sm text-emerald-900">{t('teachers.preferenceText')}</p>
          </div>
          <Button
            size="sm"
            onClick={() => {
              setQuery(applyLessonPreference(query, preference));
            }}
          >
            {t('teachers.preferenceApply')}
          </Button>
        </div>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <aside className="hidden lg:block">
          <div className="sticky top-20 max-h-[calc(100vh-6rem)] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-4">
            <h2 className="mb-3 text-lg font-bold">{t('teachers.filtersTitle')}</h2>
            {filterForm()}
          </div>
        </aside>
        <div className="min-w-0 space-y-4">
          <div className="flex gap-2">
            <div className="min-w-0 flex-1">
              <KeywordBox
                key={query.keyword ?? ''}
                keyword={query.keyword}
                onSearch={(keyword) => {
                  const rest = withoutKey(query, 'keyword');
                  setFilters(keyword ? { ...rest, keyword } : rest);
                }}
              />
            </div>
            <Button
              variant="secondary"
              className="lg:hidden"
              onClick={() => {
                setFiltersOpen(true);
              }}
            >
              {t('teachers.filtersOpen', { count: activeFilters })}
            </Button>
          </div>
          <KeywordBanner
            keyword={query.keyword}
            count={result?.count}
            onClear={() => {
              setFilters(withoutKey(query, 'keyword'));
            }}
          />

          {search.isError ? <ErrorState onRetry={() => void search.refetch()} /> : null}
          {!result && search.isPending ? <ResultsSkeleton /> : null}
          {result ? (
            <div aria-busy={search.isFetching} className={search.isPlaceholderData ? 'opacity-60' : ''} data-testid="search-results">
              {result.data.length === 0 ? (
                <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-700">
                  {t('teachers.noResults')}
                </p>
              ) : (
                <TeacherResults
                  items={result.data}
                  list={instant ? 'instant_lessons' : 'teacher_search'}
                  recipeName={result.statistics.algo_detail.recipe_name}
                  language={language}
                  viewer={cardViewer}
                  isCardTranslateTestOn={experiments.cardTranslate}
                />
              )}
              <SearchPaging
                page={result.paging.page}
                pageSize={result.paging.page_size}
                total={result.paging.total}
                hasNext={result.paging.has_next}
                onPage={(page) => {
                  setQuery({ ...query, page }, { push: true });
                  window.scrollTo({ top: 0 });
                }}
              />
            </div>
          ) : null}
          {!instant && (query.page ?? 1) === 1 ? (
            <InstantTeacherBlock
              query={query}
              language={language}
              country={country}
              speakingLanguage={speakingLanguage}
              viewer={cardViewer}
              now={now}
              isCardTranslateTestOn={experiments.cardTranslate}
            />
          ) : null}
        </div>
      </div>

      {user === null ? signedOutBlocks : null}
      {popup}

      <Modal
        open={filtersOpen}
        onClose={() => {
          setFiltersOpen(false);
        }}
        title={t('teachers.filtersTitle')}
      >
        {filtersOpen
          ? filterForm(() => {
              setFiltersOpen(false);
            })
          : null}
      </Modal>
    </div>
  );
}

/**
 * 001 §9 "3 in the instant-teacher block": up to 3 teachers free for an instant lesson, linking to
 * the instant page. It searches with the page's filters and path (country, speaking language): a
 * block that ignored them offered teachers the student had just filtered out (issue 17).
 */
function InstantTeacherBlock({
  query,
  language,
  country,
  speakingLanguage,
  viewer,
  now,
  isCardTranslateTestOn,
}: {
  query: TeacherSearchQuery;
  language: string;
  country: string | undefined;
  speakingLanguage: string | undefined;
  viewer: Parameters<typeof TeacherResults>[0]['viewer'];
  now: number;
  isCardTranslateTestOn: boolean;
}) {
  const { t } = useI18n();
  const block = useTeacherSearch({ query, language, country, speakingLanguage, mode: 'instantBlock', now, zone: viewer.zone });
  const items = block.data?.data ?? [];
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="instant-block"
      className="rounded-2xl border border-emerald-200 bg-emerald-50/60 p-4"
      data-testid="instant-block"
    >
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="instant-block" className="text-xl font-bold text-slate-900">
          {t('teachers.instantBlockTitle')}
        </h2>
        <Link to={`${INSTANT_LESSONS_PATH}/${encodeURIComponent(language)}`} className="font-semibold text-brand-700 hover:underline">
          {t('teachers.instantBlockMore')}
        </Link>
      </div>
      <TeacherResults
        labelledBy="instant-block"
        items={items}
        list="instant_lessons"
        language={language}
        viewer={viewer}
        isCardTranslateTestOn={isCardTranslateTestOn}
      />
    </section>
  );
}

function ResultsSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-busy="true" className="space-y-4">
      <span className="sr-only">{t('common.loading')}</span>
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-40" />
      ))}
    </div>
  );
}
