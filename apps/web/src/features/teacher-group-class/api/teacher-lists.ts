import { getTeacherGroupClasses, getTeacherGroupCourses } from '@app/api';
import { buildTeacherCoursesParams, buildTeacherGroupClassesParams, type GroupClassSearchFilters } from '@app/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQueryKey } from '../../../lib/api-query';
import { listKey } from '../../../lib/list-key';

/** 001 §7.1 "GET /v2/teacher/group_classes | group_by_topic=1, teacher_id, page, page_size=60; levels sent sorted and comma-joined". */
export function teacherClassesQuery({
  teacherId,
  language,
  filters,
  zone,
}: {
  teacherId: number;
  language: string;
  filters: GroupClassSearchFilters;
  zone: string;
}) {
  const first = buildTeacherGroupClassesParams({ teacherId, page: 1, language, filters, userTimezone: zone });
  return infiniteQueryOptions({
    queryKey: [...apiQueryKey(getTeacherGroupClasses), listKey(first)],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.call(getTeacherGroupClasses, {
        query: {
          ...buildTeacherGroupClassesParams({ teacherId, page: pageParam, language, filters, userTimezone: zone }),
          teacher_id: teacherId,
        },
        signal,
      }),
    getNextPageParam: (last, _pages, pageParam) => (last.data.paging.has_next ? pageParam + 1 : undefined),
  });
}

/** 001 §7.1 "GET /v2/teacher/group_class_courses | teacher_id, page, page_size=60". */
export function teacherCoursesQuery({ teacherId }: { teacherId: number }) {
  return infiniteQueryOptions({
    queryKey: [...apiQueryKey(getTeacherGroupCourses), { teacher_id: teacherId }],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      api.call(getTeacherGroupCourses, {
        query: { ...buildTeacherCoursesParams({ teacherId, page: pageParam }), teacher_id: teacherId },
        signal,
      }),
    getNextPageParam: (last, _pages, pageParam) => (last.data.paging.has_next ? pageParam + 1 : undefined),
  });
}
