import type { GroupClassSearchFilters } from '@app/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { teacherProfileQuery } from '../../lib/api/teacher-profile';
import { useDisplayTime } from '../../lib/use-display-time';
import { teacherStatisticsQuery } from './api/teacher-statistics';
import { teacherClassesQuery, teacherCoursesQuery } from './api/teacher-lists';

/** The header: `GET /v1/teachers/:id` (avatar, nickname, short signature) and the group-class statistics (001 §2.2). */
export function useTeacherHeader(teacherId: number) {
  const profile = useQuery(teacherProfileQuery({ id: teacherId }));
  const statistics = useQuery(teacherStatisticsQuery({ id: teacherId }));
  return { profile, statistics };
}

/** The teacher's classes in the viewer's zone (see `teacherClassesQuery`). */
export function useTeacherClasses({
  teacherId,
  language,
  filters,
  enabled,
}: {
  teacherId: number;
  language: string;
  filters: GroupClassSearchFilters;
  enabled: boolean;
}) {
  const { zone } = useDisplayTime();
  return useInfiniteQuery({ ...teacherClassesQuery({ teacherId, language, filters, zone }), enabled });
}

export function useTeacherCourses({ teacherId, enabled }: { teacherId: number; enabled: boolean }) {
  return useInfiniteQuery({ ...teacherCoursesQuery({ teacherId }), enabled });
}
