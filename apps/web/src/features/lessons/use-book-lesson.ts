import { bookLesson, getLessonBookingOptions, getMyClasses, getWallet } from '@app/api';
import type { LessonOption } from '@app/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { apiQueryKey } from '../../lib/api-query';
import { useIdempotencyKeys } from '../../lib/idempotency-key';
import type { LessonBookingParams } from './lesson-booking-params';

/**
 * Books the chosen lesson. The server re-runs every rule in its locked transaction; afterwards the
 * wallet, My classes and the page's slots are read again (a refused slot disappears at once). The
 * same choice sent again after a lost answer carries the same Idempotency-Key, so it cannot pay twice.
 */
export function useBookLesson(params: LessonBookingParams) {
  const queryClient = useQueryClient();
  const keys = useIdempotencyKeys();
  return useMutation({
    mutationFn: async ({ option, start }: { option: LessonOption; start: number }) => {
      const intent = `${params.teacherId}:${params.language}:${option.duration}:${option.is_trial}:${start}:${params.instantBook}`;
      try {
        return await api.call(bookLesson, {
          body: {
            teacher_id: params.teacherId,
            language: params.language,
            start_time: new Date(start).toISOString(),
            duration: option.duration,
            is_trial: option.is_trial,
            instant_book: params.instantBook,
          },
          idempotencyKey: keys.keyFor(intent),
        });
      } catch (error) {
        keys.settle(intent, error);
        throw error;
      }
    },
    onSettled: async () => {
      await Promise.all(
        [getWallet, getMyClasses, getLessonBookingOptions].map((endpoint) =>
          queryClient.invalidateQueries({ queryKey: apiQueryKey(endpoint) }),
        ),
      );
    },
  });
}
