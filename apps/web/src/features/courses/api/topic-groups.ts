import { searchCourses } from '@app/api';
import { TOPIC_COURSES_INITIAL_LENGTH, TOPIC_COURSES_INITIAL_OFFSET, TOPIC_COURSES_PAGE_LENGTH } from '@app/domain';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiQueryKey } from '../../../lib/api-query';

interface GroupsPageParam {
  readonly offset: number;
  readonly length: number;
}

const FIRST_PAGE: GroupsPageParam = { offset: TOPIC_COURSES_INITIAL_OFFSET, length: TOPIC_COURSES_INITIAL_LENGTH };

/**
 * 000 §7 `GET /v3/group_class/courses/?topic_id=..` "(initial offset 0, length 2; pages of 60)": the
 * groups of one course topic, soonest first. The first page (2) fills the side list; the Upcoming
 * Groups modal asks for the next pages of 60 from where the loaded ones end. The body is the list,
 * has-next is the X-Has-Next header (the client answers `{ items, hasNext }`).
 */
export function topicGroupsQuery(topicId: number) {
  return infiniteQueryOptions({
    queryKey: [...apiQueryKey(searchCourses), { topic_id: topicId }],
    initialPageParam: FIRST_PAGE,
    queryFn: ({ pageParam, signal }) =>
      api.call(searchCourses, { query: { topic_id: topicId, offset: pageParam.offset, length: pageParam.length }, signal }),
    getNextPageParam: (last, pages): GroupsPageParam | undefined =>
      last.hasNext ? { offset: pages.reduce((sum, page) => sum + page.items.length, 0), length: TOPIC_COURSES_PAGE_LENGTH } : undefined,
  });
}
