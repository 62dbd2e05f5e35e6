import type { TeacherSearchResult } from '@app/api';
import {
  buildTeacherSearchPayload,
  EXPERIMENT_NAMES,
  isInTestGroup,
  isTranslationLocale,
  type TeacherSearchMode,
  type TeacherSearchQuery,
} from '@app/domain';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useI18n } from '../../i18n/i18n-provider';
import { prefetch } from '../../lib/route-loader';
import { useViewer } from '../../lib/viewer';
import { teacherSearchExperimentGroupsQuery } from './api/experiment-groups';
import { lessonActivationQuery } from './api/lesson-activation';
import { teacherSearchTagsQuery } from './api/search-tags';
import { searchTeachersQuery } from './api/search-teachers';
import { teacherTranslationsQuery } from './api/teacher-translations';
import { trialInfoQuery } from './api/trial-info';

export interface TeacherSearchExperiments {
  readonly savedFilters: boolean;
  readonly lessonActivation: boolean;
  readonly cardTranslate: boolean;
  readonly helpFilter: boolean;
}

const NONE: TeacherSearchExperiments = { savedFilters: false, lessonActivation: false, cardTranslate: false, helpFilter: false };

type ExperimentGroups = Parameters<typeof isInTestGroup>[0];

function experimentsOf(list: ExperimentGroups): TeacherSearchExperiments {
  return {
    savedFilters: isInTestGroup(list, EXPERIMENT_NAMES.filterAutoRecord),
    lessonActivation: isInTestGroup(list, EXPERIMENT_NAMES.lessonActivation),
    cardTranslate: isInTestGroup(list, EXPERIMENT_NAMES.teacherCardTranslate),
    helpFilter: isInTestGroup(list, EXPERIMENT_NAMES.teacherSearchFilterTest),
  };
}

/** The signed-in user's test groups; every experiment is off for visitors and while loading. */
export function useTeacherSearchExperiments(): TeacherSearchExperiments {
  const { isSignedIn } = useViewer();
  const groups = useQuery({ ...teacherSearchExperimentGroupsQuery(), enabled: isSignedIn });
  return useMemo(() => (isSignedIn && groups.data ? experimentsOf(groups.data.data) : NONE), [isSignedIn, groups.data]);
}

/** `GET /v2/session/trial_info` for a signed-in student; visitors have none (the card's has_trial decides, 001 §6). */
export function useTrialInfo() {
  const { isSignedIn } = useViewer();
  return useQuery({ ...trialInfoQuery(), enabled: isSignedIn }).data?.data;
}

export interface TeacherSearchInput {
  query: TeacherSearchQuery;
  language: string;
  country?: string | undefined;
  speakingLanguage?: string | undefined;
  mode: TeacherSearchMode;
  now: number;
  zone: string;
}

/** `now` only matters for in72h: it is rounded to the minute so the query key stays stable within one. */
function minuteOf(now: number): number {
  return Math.floor(now / 60_000) * 60_000;
}

function teacherSearchBody({ query, language, country, speakingLanguage, mode, now, zone }: TeacherSearchInput) {
  return buildTeacherSearchPayload({ query, language, userTimezone: zone, now: minuteOf(now), mode, country, speakingLanguage });
}

function prefetchTeacherSearch(queryClient: QueryClient, input: TeacherSearchInput): Promise<void> {
  return prefetch(queryClient, searchTeachersQuery(teacherSearchBody(input)));
}

/**
 * The page loader's reads of what `TeacherSearchView` shows, with the same queries and conditions:
 * the page of teachers, the instant block's three on a search's first page, the filter's tags and,
 * for a student, her trial and experiment groups, then the lesson-activation facts her group's
 * banner needs. Below the fold or not, all come with the page: its HTML is whole and hydrating it
 * asks for nothing.
 */
export async function prefetchTeacherSearchView(
  queryClient: QueryClient,
  input: TeacherSearchInput & { signedIn: boolean },
): Promise<void> {
  const { signedIn, ...search } = input;
  const experiments = async () => {
    const groups = teacherSearchExperimentGroupsQuery();
    await prefetch(queryClient, groups);
    const list = queryClient.getQueryData(groups.queryKey)?.data;
    if (list && experimentsOf(list).lessonActivation) await prefetch(queryClient, lessonActivationQuery({ language: search.language }));
  };
  await Promise.all([
    prefetchTeacherSearch(queryClient, search),
    search.mode === 'search' && (search.query.page ?? 1) === 1
      ? prefetchTeacherSearch(queryClient, { ...search, mode: 'instantBlock' })
      : undefined,
    prefetch(queryClient, teacherSearchTagsQuery()),
    signedIn ? prefetch(queryClient, trialInfoQuery()) : undefined,
    signedIn ? experiments() : undefined,
  ]);
}

/** One page of teachers for a query, keeping the previous page on screen while the next loads. */
export function useTeacherSearch({ query, language, country, speakingLanguage, mode, now, zone }: TeacherSearchInput) {
  const minute = minuteOf(now);
  const body = useMemo(
    () => teacherSearchBody({ query, language, zone, now: minute, mode, country, speakingLanguage }),
    [query, language, zone, minute, mode, country, speakingLanguage],
  );
  return useQuery({
    ...searchTeachersQuery(body),
    placeholderData: keepPreviousData,
    select: (answer): TeacherSearchResult | null => ('data' in answer ? answer : null),
  });
}

/** 001 §7.2 "POST /v2/translate/teacher_list ... only when the display locale is es, ru or ja"; failures are tolerated. */
export function useTeacherTranslations(teacherIds: readonly number[]) {
  const { locale } = useI18n();
  const enabled = isTranslationLocale(locale) && teacherIds.length > 0;
  const translations = useQuery({
    ...teacherTranslationsQuery({ teacherIds, targetLang: locale }),
    enabled,
  });
  return useMemo(
    () => new Map((enabled ? (translations.data?.data ?? []) : []).map((item) => [item.teacher_id, item])),
    [enabled, translations.data],
  );
}
