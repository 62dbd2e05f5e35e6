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
import { useViewer } from '../../lib/viewer-query';
import { teacherSearchExperimentGroupsQuery } from './api/experiment-groups';
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

/** The signed-in user's test groups; every experiment is off for visitors and while loading. */
export function useTeacherSearchExperiments(): TeacherSearchExperiments {
  const { isSignedIn } = useViewer();
  const groups = useQuery({ ...teacherSearchExperimentGroupsQuery(), enabled: isSignedIn });
  return useMemo(() => {
    if (!isSignedIn || !groups.data) return NONE;
    const list = groups.data.data;
    return {
      savedFilters: isInTestGroup(list, EXPERIMENT_NAMES.filterAutoRecord),
      lessonActivation: isInTestGroup(list, EXPERIMENT_NAMES.lessonActivation),
      cardTranslate: isInTestGroup(list, EXPERIMENT_NAMES.teacherCardTranslate),
      helpFilter: isInTestGroup(list, EXPERIMENT_NAMES.teacherSearchFilterTest),
    };
  }, [isSignedIn, groups.data]);
}

/** `GET /v2/session/trial_info` for a signed-in student; visitors have none (the card's has_trial decides, 001 §6). */
export function useTrialInfo() {
  const { isSignedIn } = useViewer();
  return useQuery({ ...trialInfoQuery(), enabled: isSignedIn }).data?.data;
}

interface TeacherSearchInput {
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

/** The page loader's read of the page `useTeacherSearch` shows first (the same query key). */
export function prefetchTeacherSearch(queryClient: QueryClient, input: TeacherSearchInput): Promise<void> {
  return prefetch(queryClient, searchTeachersQuery(teacherSearchBody(input)));
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
