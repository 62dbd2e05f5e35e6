import { cancelCourseSpot, getCourseDetail, getCourseOrder, searchCourses } from '@app/api';
import { decideCancelCourseSpot } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/toast';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';
import { apiQueryKey } from '../../lib/api-query';
import { ruleText } from '../../lib/course-texts';

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * 000 §4 "Cancel a course spot", step by step: a confirm dialog; then the course is re-read
 * (`GET /v3/group_class/courses/{id}`) and the domain's `decideCancelCourseSpot` decides on the
 * fresh course: a spot already cancelled shows "This class has been canceled." and refreshes; a
 * cancellable one makes `POST .../actions/CANCEL`, where an error answer is the warning "Course
 * could not be canceled." and success shows "This course has been canceled." after the 1000 ms delay
 * (000 §9), then refreshes. Any other outcome (too late, no longer Upcoming) shows its message.
 * `clock` is read at the moment of the decision, not when the page last re-rendered.
 */
export function useCancelCourseSpot({
  courseId,
  studentId,
  clock = Date.now,
}: {
  courseId: number;
  studentId: number;
  clock?: () => number;
}) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [confirmOpen, setConfirmOpen] = useState(false);

  const refresh = () =>
    Promise.all(
      [getCourseOrder, getCourseDetail, searchCourses].map((endpoint) =>
        queryClient.invalidateQueries({ queryKey: apiQueryKey(endpoint) }),
      ),
    );

  const mutation = useMutation({
    mutationFn: async () => {
      let fresh;
      try {
        fresh = await api.call(getCourseDetail, { params: { id: courseId } });
      } catch {
        toast({ kind: 'warning', text: t('courses.messageCancelFailed') });
        return;
      }
      const decision = decideCancelCourseSpot({ course: fresh.data.group_course, studentId, now: clock() });
      if (decision.outcome !== 'cancel') {
        toast({ kind: decision.outcome === 'already-cancelled' ? 'info' : 'warning', text: ruleText(t, decision.message) });
        await refresh();
        return;
      }
      try {
        await api.call(cancelCourseSpot, { params: { id: courseId } });
      } catch {
        toast({ kind: 'warning', text: ruleText(t, decision.failureMessage) });
        await refresh();
        return;
      }
      await wait(decision.messageDelayMs);
      toast({ kind: 'success', text: ruleText(t, decision.successMessage) });
      await refresh();
    },
  });

  return {
    confirmOpen,
    busy: mutation.isPending,
    ask: () => {
      setConfirmOpen(true);
    },
    dismiss: () => {
      setConfirmOpen(false);
    },
    confirm: () => {
      setConfirmOpen(false);
      mutation.mutate();
    },
  };
}
