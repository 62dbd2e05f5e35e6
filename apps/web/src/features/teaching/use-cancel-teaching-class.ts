import { ApiClientError, cancelClassBooking, getAvailableClasses, getGroupClassDetail, getTeaching, searchGroupClasses, type TeachingRow } from '@app/api';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/toast';
import type { TFunction } from '../../i18n/i18n-provider';
import { useT } from '../../i18n/i18n-provider';
import { api } from '../../lib/api-client';
import { apiQueryKey } from '../../lib/api-query';

type TeachingPages = InfiniteData<{ data: { items: TeachingRow[] } }>;

function cancelledText(t: TFunction, refunded: number): string {
  if (refunded === 0) return t('teaching.cancelledNone');
  return refunded === 1 ? t('teaching.cancelledOne') : t('teaching.cancelledMany', { n: refunded });
}

function refusalText(t: TFunction, error: Error): string {
  if (error instanceof ApiClientError && error.code === 'TeacherCancelNotAllowed') return t('teaching.cancelNotAllowed');
  return error instanceof ApiClientError && error.message ? error.message : t('common.genericError');
}

/**
 * The teacher cancels their class (000 §6, the CANCEL action; the server re-checks
 * `canTeacherCancelClass` under the class lock and refunds every booked student once). The toast
 * says how many were refunded.
 *
 * On success the row is marked cancelled where it is listed instead of refetching at once: the
 * Upcoming list excludes cancelled classes, and a row that vanished on click would hide the outcome.
 * The lists are marked stale, so the next visit, tab switch or focus reads them again.
 */
export function useCancelTeachingClass({ classId, teacherId }: { classId: number; teacherId: number }) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  const refreshClassPages = () => Promise.all([getGroupClassDetail, getAvailableClasses, searchGroupClasses].map((endpoint) => queryClient.invalidateQueries({ queryKey: apiQueryKey(endpoint) })));
  return useMutation({
    mutationFn: () => api.call(cancelClassBooking, { params: { group_class_id: classId } }),
    onSuccess: async (answer) => {
      toast({ kind: 'success', text: cancelledText(t, answer.data.kind === 'class-cancelled' ? answer.data.refunded_seats : 0) });
      queryClient.setQueriesData<TeachingPages>({ queryKey: apiQueryKey(getTeaching) }, (data) => data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          data: {
            ...page.data,
            items: page.data.items.map((row) => (row.kind === 'class' && row.group_class_id === classId
              ? { ...row, status: 'CANCELLED' as const, update_by: String(teacherId), booked_spots: 0, can_cancel: false }
              : row)),
          },
        })),
      });
      await Promise.all([queryClient.invalidateQueries({ queryKey: apiQueryKey(getTeaching), refetchType: 'none' }), refreshClassPages()]);
    },
    onError: async (error) => {
      toast({ kind: 'error', text: refusalText(t, error) });
      // The refusal means the list was out of date (a student booked, or the class started).
      await Promise.all([queryClient.invalidateQueries({ queryKey: apiQueryKey(getTeaching) }), refreshClassPages()]);
    },
  });
}
