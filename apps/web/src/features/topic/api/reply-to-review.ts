import { getTeacherLessonReviews, replyToReview } from '@app/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQueryKey } from '../../../lib/api-query';

/** Issue 17 "teachers may reply once": the reviewed teacher's reply; the review lists are read again. */
export function useReplyToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, content }: { commentId: number; content: string }) =>
      api.call(replyToReview, { params: { comment_id: commentId }, body: { content } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiQueryKey(getTeacherLessonReviews) }),
  });
}
