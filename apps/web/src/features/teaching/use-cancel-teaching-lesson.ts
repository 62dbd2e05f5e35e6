import { cancelLesson, getLessonBookingOptions, getTeaching, getWallet } from '@app/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/toast';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';
import { apiQueryKey } from '../../lib/api-query';
import { markTeachingRowCancelled } from '../../lib/teaching/mark-teaching-row-cancelled';
import { errorText } from '../../i18n/error-text';

/**
 * The teacher cancels a lesson booked with them (until it starts; the server re-runs
 * `decideTeacherCancelLesson` under the teacher lock and refunds the student once). The row reads
 * Canceled in place (`markTeachingRowCancelled`).
 */
export function useCancelTeachingLesson({ lessonId }: { lessonId: number }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const refreshLessonReads = () =>
    Promise.all([getWallet, getLessonBookingOptions].map((endpoint) => queryClient.invalidateQueries({ queryKey: apiQueryKey(endpoint) })));
  return useMutation({
    mutationFn: () => api.call(cancelLesson, { params: { id: lessonId } }),
    onSuccess: async () => {
      toast({ kind: 'success', text: t('teaching.lessonCancelled') });
      await Promise.all([
        markTeachingRowCancelled(queryClient, (row) =>
          row.kind === 'lesson' && row.id === lessonId ? { ...row, status: 'CANCELLED', can_cancel: false } : row,
        ),
        refreshLessonReads(),
      ]);
    },
    onError: async (error) => {
      toast({ kind: 'error', text: errorText(t, error) });
      await Promise.all([queryClient.invalidateQueries({ queryKey: apiQueryKey(getTeaching) }), refreshLessonReads()]);
    },
  });
}
