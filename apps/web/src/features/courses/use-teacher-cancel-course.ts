import {
  cancelCourseSpot,
  getCourseDetail,
  getGroupClassDetail,
  getTeaching,
  getTeachingClass,
  getTeachingTopicCourses,
  searchCourses,
} from '@app/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/toast';
import { errorText } from '../../i18n/error-text';
import { type TFunction, useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';
import { apiQueryKey } from '../../lib/api-query';

function cancelledText(t: TFunction, refunded: number): string {
  if (refunded === 0) return t('courses.teacherCancelledNone');
  return refunded === 1 ? t('courses.teacherCancelledOne') : t('courses.teacherCancelledMany', { n: refunded });
}

/**
 * The course's teacher cancels the whole course (the CANCEL action of a course, answered for her by
 * `decideTeacherCancelCourse` under the course lock, every taken seat refunded once). Her groups, her
 * schedule and the course's pages are read again either way: after a refusal they were out of date
 * (a second student joined, or the course started).
 */
export function useTeacherCancelCourse({ courseId }: { courseId: number }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [getTeachingTopicCourses, getTeaching, getTeachingClass, getGroupClassDetail, getCourseDetail, searchCourses].map((endpoint) =>
        queryClient.invalidateQueries({ queryKey: apiQueryKey(endpoint) }),
      ),
    );
  return useMutation({
    mutationFn: () => api.call(cancelCourseSpot, { params: { id: courseId } }),
    onSuccess: async (answer) => {
      toast({ kind: 'success', text: cancelledText(t, answer.data.kind === 'course-cancelled' ? answer.data.refunded_seats : 0) });
      await refresh();
    },
    onError: async (error) => {
      toast({ kind: 'error', text: errorText(t, error, 'course') });
      await refresh();
    },
  });
}
