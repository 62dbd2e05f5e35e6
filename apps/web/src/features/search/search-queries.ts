import {
  clearSearchHistory,
  countCourses,
  countGroupClasses,
  getCategoryWithTags,
  getCourseEntryToggle,
  getPopularLanguages,
  getRecommendedClasses,
  getSearchHistory,
  saveSearchHistory,
  searchCourses,
  searchGroupClasses,
} from '@app/api';
import {
  buildCategoryWithTagsParams,
  buildCourseListParams,
  buildCoursesAmountParams,
  buildGroupClassesAmountParams,
  buildGroupClassListParams,
  buildRecommendedClassesParams,
  canUseSearchHistory,
  type GroupClassSearchFilters,
  type SearchRequestInput,
} from '@app/domain';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../lib/api-client';
import { apiQuery, apiQueryKey } from '../../lib/api-query';
import { listKey } from '../../lib/list-key';
import { useDisplayTime } from '../../lib/use-display-time';

/**
 * The search input of every call: language, filters, the user's zone, and the page's `now` (only the
 * start window reads it, and its range moves at local midnight, so the query keys stay put between).
 */
export function useSearchInput({ language, filters, now }: { language: string; filters: GroupClassSearchFilters; now: number }): SearchRequestInput {
  const { zone } = useDisplayTime();
  return useMemo(() => ({ language, filters, userTimezone: zone, now }), [language, filters, zone, now]);
}

/** 001 §7.1 `group_classes_amount`. */
export function useClassCount(input: SearchRequestInput) {
  return useQuery(apiQuery(countGroupClasses, { query: buildGroupClassesAmountParams(input) }));
}

/** 001 §7.1 `courses_amount`: "only with the course flag". */
export function useCourseCount(input: SearchRequestInput, courseEntryEnabled: boolean) {
  return useQuery({ ...apiQuery(countCourses, { query: buildCoursesAmountParams(input) }), enabled: courseEntryEnabled });
}

/** 001 §2.4 course-entry feature flag (a failed read counts as off: no course section). `ready` once answered or failed. */
export function useCourseEntry(): { enabled: boolean; ready: boolean } {
  const toggle = useQuery({ ...apiQuery(getCourseEntryToggle), staleTime: 60_000 });
  return { enabled: toggle.data?.status === 'ON', ready: !toggle.isPending };
}

/** 001 §4.1 "single classes load 60 per page, and 'SHOW MORE' loads the next page while the server says there is one". */
export function classListQuery(input: SearchRequestInput) {
  const first = buildGroupClassListParams({ ...input, offset: 0 });
  return infiniteQueryOptions({
    queryKey: [...apiQueryKey(searchGroupClasses), listKey(first)],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => api.call(searchGroupClasses, { query: buildGroupClassListParams({ ...input, offset: pageParam }), signal }),
    getNextPageParam: (last, pages) => (last.hasNext ? pages.reduce((sum, page) => sum + page.items.length, 0) : undefined),
  });
}

export function useClassList(input: SearchRequestInput, enabled: boolean) {
  return useInfiniteQuery({ ...classListQuery(input), enabled });
}

/** 001 §4.1 "courses load 3 per page in the single-class view and 60 per page in the course view". */
export function useCourseList(input: SearchRequestInput, enabled: boolean) {
  const first = buildCourseListParams({ ...input, offset: 0 });
  return useInfiniteQuery({
    queryKey: [...apiQueryKey(searchCourses), listKey(first)],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => api.call(searchCourses, { query: buildCourseListParams({ ...input, offset: pageParam }), signal }),
    getNextPageParam: (last, pages) => (last.hasNext ? pages.reduce((sum, page) => sum + page.items.length, 0) : undefined),
    enabled,
  });
}

/** 001 §7.1 `category_with_tags`: the category filter's options (refreshed when its params change). */
export function useCategories(input: SearchRequestInput) {
  return useQuery({ ...apiQuery(getCategoryWithTags, { query: buildCategoryWithTagsParams(input) }), placeholderData: (previous) => previous });
}

/** 001 §7.1 recommend_classes; 001 §4.1 "Recommendations differ for students with and without a booking record". */
export function useRecommendations({ language, studentHasRecord, enabled }: { language: string; studentHasRecord: boolean; enabled: boolean }) {
  return useQuery({ ...apiQuery(getRecommendedClasses, { query: buildRecommendedClassesParams({ language, studentHasRecord }) }), enabled });
}

/** 001 §7.2 popular languages (the second part of 'I'm learning'). */
export function usePopularLanguages() {
  return useQuery({ ...apiQuery(getPopularLanguages), staleTime: 5 * 60_000 });
}

/** 001 §6 "search history is saved, read and deleted only for signed-in users (the read is disabled otherwise)". */
export function useSearchHistory(signedIn: boolean) {
  const queryClient = useQueryClient();
  const enabled = canUseSearchHistory({ signedIn });
  const history = useQuery({ ...apiQuery(getSearchHistory), enabled });
  const key = apiQueryKey(getSearchHistory);
  const save = useMutation({
    mutationFn: (word: string) => api.call(saveSearchHistory, { body: { word } }),
    onSuccess: (list) => { queryClient.setQueryData(key, list); },
  });
  const clear = useMutation({
    mutationFn: () => api.call(clearSearchHistory),
    onSuccess: (list) => { queryClient.setQueryData(key, list); },
  });
  return { words: enabled ? (history.data ?? []) : [], save, clear, enabled };
}
