import { cancelClassBooking, getAvailableClasses, getGroupClassDetail, getTeaching, getTeachingClass, searchGroupClasses } from '@app/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/toast';
import type { TFunction } from '../../i18n/i18n-provider';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../api-client';
import { apiQueryKey } from '../api-query';
import { markTeachingRowCancelled } from './mark-teaching-row-cancelled';
import { errorText } from '../../i18n/error-text';

function cancelledText(t: TFunction, refunded: number): string {
  if (refunded === 0) return t('teaching.cancelledNone');
  return refunded === 1 ? t('teaching.cancelledOne') : t('teaching.cancelledMany', { n: refunded });
}

/**
 * In lib/: the teacher's schedule (features/teaching) and her class page (features/teaching-class) both
 * cancel. The teacher cancels their class (000 §6, the CANCEL action; the server re-checks
 * `canTeacherCancelClass` under the class lock and refunds every booked student once). The toast
 * says how many were refunded; the row reads Canceled in place (`markTeachingRowCancelled`).
 */
export function useCancelTeachingClass({ classId, teacherId }: { classId: number; teacherId: number }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const refreshClassPages = () =>
    Promise.all(
      [getGroupClassDetail, getTeachingClass, getAvailableClasses, searchGroupClasses].map((endpoint) =>
        queryClient.invalidateQueries({ queryKey: apiQueryKey(endpoint) }),
      ),
    );
  return useMutation({
    mutationFn: () => api.call(cancelClassBooking, { params: { group_class_id: classId } }),
    onSuccess: async (answer) => {
      toast({ kind: 'success', text: cancelledText(t, answer.data.kind === 'class-cancelled' ? answer.data.refunded_seats : 0) });
      await Promise.all([
        markTeachingRowCancelled(queryClient, (row) =>
          row.kind === 'class' && row.group_class_id === classId
            ? { ...row, status: 'CANCELLED', update_by: String(teacherId), booked_spots: 0, can_cancel: false }
            : row,
        ),
        refreshClassPages(),
      ]);
    },
    onError: async (error) => {
      toast({ kind: 'error', text: errorText(t, error) });
      // The refusal means the list was out of date (a student booked, or the class started).
      await Promise.all([queryClient.invalidateQueries({ queryKey: apiQueryKey(getTeaching) }), refreshClassPages()]);
    },
  });
}
