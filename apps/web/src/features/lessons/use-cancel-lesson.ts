import { cancelLesson, getLessonBookingOptions, getMyClasses, getWallet } from '@app/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../components/toast';
import { useT } from '../../i18n/i18n-provider';
import { errorText } from '../../i18n/error-text';
import { api } from '../../lib/api-client';
import { apiQueryKey } from '../../lib/api-query';

/**
 * Cancels one's lesson; the server decides with `decideCancelLesson` (more than 24 h ahead) and
 * refunds once. Either way My classes and the wallet are read again.
 */
export function useCancelLesson(lessonId: number) {
  const t = useT();
  const toast = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(cancelLesson, { params: { id: lessonId } }),
    onSuccess: () => {
      toast({ kind: 'success', text: t('lessons.cancelled') });
    },
    onError: (error) => {
      toast({ kind: 'warning', text: errorText(t, error) });
    },
    onSettled: async () => {
      await Promise.all(
        [getMyClasses, getWallet, getLessonBookingOptions].map((endpoint) =>
          queryClient.invalidateQueries({ queryKey: apiQueryKey(endpoint) }),
        ),
      );
    },
  });
}
