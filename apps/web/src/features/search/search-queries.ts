import { clearSearchHistory, saveSearchHistory } from '@app/api';
import { canUseSearchHistory, type GroupClassSearchFilters, type SearchRequestInput } from '@app/domain';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api-client';
import { useDisplayTime } from '../../lib/use-display-time';
import { categoriesQuery } from './api/category-with-tags';
import { classCountQuery, courseCountQuery } from './api/counts';
import { courseEntryToggleQuery } from './api/course-entry-toggle';
import { popularLanguagesQuery } from './api/popular-languages';
import { recommendedClassesQuery } from './api/recommended-classes';
import { classListQuery, courseListQuery } from './api/result-lists';
import { searchHistoryQuery } from './api/search-history';

/**
 * The search input of every call: language, filters, the user's zone, and the page's `now` (only the
 * start window reads it, and its range moves at local midnight, so the query keys stay put between).
 */
export function useSearchInput({
  language,
  filters,
  now,
}: {
  language: string;
  filters: GroupClassSearchFilters;
  now: number;
}): SearchRequestInput {
  const { zone } = useDisplayTime();
  return useMemo(() => ({ language, filters, userTimezone: zone, now }), [language, filters, zone, now]);
}

/*
 * The counts and lists keep what they show while a new input loads: a filter change, or the zone
 * moving from the server's guess to the browser's right after a first visit hydrates, would
 * otherwise swap every card for a skeleton and back (the page jumps, each card is remounted).
 */

/** 001 §7.1 `group_classes_amount`. */
export function useClassCount(input: SearchRequestInput) {
  return useQuery({ ...classCountQuery(input), placeholderData: keepPreviousData });
}

/** 001 §7.1 `courses_amount`: "only with the course flag". */
export function useCourseCount(input: SearchRequestInput, courseEntryEnabled: boolean) {
  return useQuery({ ...courseCountQuery(input), enabled: courseEntryEnabled, placeholderData: keepPreviousData });
}

/** 001 §2.4 course-entry feature flag (a failed read counts as off: no course section). `ready` once answered or failed. */
export function useCourseEntry(): { enabled: boolean; ready: boolean } {
  const toggle = useQuery(courseEntryToggleQuery());
  return { enabled: toggle.data?.status === 'ON', ready: !toggle.isPending };
}

export function useClassList(input: SearchRequestInput, enabled: boolean) {
  return useInfiniteQuery({ ...classListQuery(input), enabled, placeholderData: keepPreviousData });
}

export function useCourseList(input: SearchRequestInput, enabled: boolean) {
  return useInfiniteQuery({ ...courseListQuery(input), enabled, placeholderData: keepPreviousData });
}

/** 001 §7.1 `category_with_tags`: the category filter's options (refreshed when its params change). */
export function useCategories(input: SearchRequestInput) {
  return useQuery({ ...categoriesQuery(input), placeholderData: (previous) => previous });
}

/** 001 §7.1 recommend_classes; 001 §4.1 "Recommendations differ for students with and without a booking record". */
export function useRecommendations({
  language,
  studentHasRecord,
  enabled,
}: {
  language: string;
  studentHasRecord: boolean;
  enabled: boolean;
}) {
  return useQuery({ ...recommendedClassesQuery({ language, studentHasRecord }), enabled });
}

/** 001 §7.2 popular languages (the second part of 'I'm learning'). */
export function usePopularLanguages() {
  return useQuery(popularLanguagesQuery());
}

/** 001 §6 "search history is saved, read and deleted only for signed-in users (the read is disabled otherwise)". */
export function useSearchHistory(signedIn: boolean) {
  const queryClient = useQueryClient();
  const enabled = canUseSearchHistory({ signedIn });
  const history = useQuery({ ...searchHistoryQuery(), enabled });
  const key = searchHistoryQuery().queryKey;
  const save = useMutation({
    mutationFn: (word: string) => api.call(saveSearchHistory, { body: { word } }),
    onSuccess: (list) => {
      queryClient.setQueryData(key, list);
    },
  });
  const clear = useMutation({
    mutationFn: () => api.call(clearSearchHistory),
    onSuccess: (list) => {
      queryClient.setQueryData(key, list);
    },
  });
  return { words: enabled ? (history.data ?? []) : [], save, clear, enabled };
}
