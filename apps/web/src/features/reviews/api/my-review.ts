import { getMyReview, getTeacherLessonReviews, type ReviewSessionKind, type WriteReviewBody, writeMyReview } from '@app/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQuery, apiQueryKey } from '../../../lib/api-query';

/** Issue 17: the viewer's class seat or lesson to review, and her review of it. */
export function myReviewQuery({ kind, id }: { kind: ReviewSessionKind; id: number }) {
  return apiQuery(getMyReview, { params: { kind, id } });
}

/** Write or edit the review; the answer is the page's new state, and the teachers' review lists are read again. */
export function useWriteReview({ kind, id }: { kind: ReviewSessionKind; id: number }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WriteReviewBody) => api.call(writeMyReview, { params: { kind, id }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(myReviewQuery({ kind, id }).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: apiQueryKey(getTeacherLessonReviews) });
    },
  });
}
