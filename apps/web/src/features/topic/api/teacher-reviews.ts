import { getTeacherLessonReviews } from '@app/api';
import { REVIEWS_ALLOW_EMPTY, REVIEWS_NEED_TOP_TOTAL, REVIEWS_PAGE_SIZE } from '@app/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQueryKey } from '../../../lib/api-query';

const flag = (value: number) => (value ? '1' : '0');

/** 000 §7 lesson_reviews: "page, page_size 20, language, need_top_total 0, allow_empty 0". */
export function teacherReviewsQuery({ teacherId, language }: { teacherId: number; language: string }) {
  return infiniteQueryOptions({
    queryKey: [...apiQueryKey(getTeacherLessonReviews), { id: teacherId, language }, 'pages'],
    queryFn: ({ pageParam, signal }) =>
      api.call(getTeacherLessonReviews, {
        params: { id: teacherId },
        query: {
          page: pageParam,
          page_size: REVIEWS_PAGE_SIZE,
          language,
          need_top_total: flag(REVIEWS_NEED_TOP_TOTAL),
          allow_empty: flag(REVIEWS_ALLOW_EMPTY),
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.paging.has_next ? last.paging.page + 1 : undefined),
  });
}
