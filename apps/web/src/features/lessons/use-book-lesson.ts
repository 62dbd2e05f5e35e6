import { bookLesson, getLessonBookingOptions, getMyClasses, getWallet } from '@app/api';
import type { LessonOption } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { apiQueryKey } from '../../lib/api-query';
import type { LessonBookingParams } from './lesson-booking-params';

/**
 * Books the chosen lesson. The server re-runs every rule in its locked transaction; afterwards the
 * wallet, My classes and the page's slots are read again (a refused slot disappears at once).
 */
export function useBookLesson(params: LessonBookingParams) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ option, start }: { option: LessonOption; start: number }) => api.call(bookLesson, {
      body: { teacher_id: params.teacherId, language: params.language, start_time: new Date(start).toISOString(), duration: option.duration, is_trial: option.is_trial, instant_book: params.instantBook },
    }),
    onSettled: async () => {
      await Promise.all([getWallet, getMyClasses, getLessonBookingOptions].map((endpoint) => queryClient.invalidateQueries({ queryKey: apiQueryKey(endpoint) })));
    },
  });
}
