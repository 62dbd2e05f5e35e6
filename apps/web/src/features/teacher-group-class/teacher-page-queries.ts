import { getTeacherGroupClasses, getTeacherGroupClassStatistics, getTeacherGroupCourses, getTeacherProfile } from '@app/api';
import { buildTeacherCoursesParams, buildTeacherGroupClassesParams, type GroupClassSearchFilters } from '@app/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { apiQuery, apiQueryKey } from '../../lib/api-query';
import { listKey } from '../../lib/list-key';
import { useDisplayTime } from '../../lib/use-display-time';

/** The header: `GET /v1/teachers/:id` (avatar, nickname, short signature) and the group-class statistics (001 §2.2). */
export function useTeacherHeader(teacherId: number) {
  const profile = useQuery(apiQuery(getTeacherProfile, { params: { id: teacherId } }));
  const statistics = useQuery(apiQuery(getTeacherGroupClassStatistics, { params: { id: teacherId } }));
  return { profile, statistics };
}

/** 001 §7.1 "GET /v2/teacher/group_classes | group_by_topic=1, teacher_id, page, page_size=60; levels sent sorted and comma-joined". */
export function useTeacherClasses({ teacherId, language, filters, enabled }: { teacherId: number; language: string; filters: GroupClassSearchFilters; enabled: boolean }) {
  const { zone } = useDisplayTime();
  const first = buildTeacherGroupClassesParams({ teacherId, page: 1, language, filters, userTimezone: zone });
  return useInfiniteQuery({
    queryKey: [...apiQueryKey(getTeacherGroupClasses), listKey(first)],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => api.call(getTeacherGroupClasses, { query: { ...buildTeacherGroupClassesParams({ teacherId, page: pageParam, language, filters, userTimezone: zone }), teacher_id: teacherId }, signal }),
    getNextPageParam: (last, _pages, pageParam) => (last.data.paging.has_next ? pageParam + 1 : undefined),
    enabled,
  });
}

/** 001 §7.1 "GET /v2/teacher/group_class_courses | teacher_id, page, page_size=60". */
export function useTeacherCourses({ teacherId, enabled }: { teacherId: number; enabled: boolean }) {
  return useInfiniteQuery({
    queryKey: [...apiQueryKey(getTeacherGroupCourses), { teacher_id: teacherId }],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => api.call(getTeacherGroupCourses, { query: { ...buildTeacherCoursesParams({ teacherId, page: pageParam }), teacher_id: teacherId }, signal }),
    getNextPageParam: (last, _pages, pageParam) => (last.data.paging.has_next ? pageParam + 1 : undefined),
    enabled,
  });
}
