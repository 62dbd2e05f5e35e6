import { getTeachingTopic, listTeachingTopics, searchGroupClasses, type TeachingTopic } from '@app/api';
import type { QueryClient } from '@tanstack/react-query';
import { apiQuery, apiQueryKey } from '../../../lib/api-query';

/** The teacher's topics with the form options (GET /v1/teaching/topics). */
export const teachingTopicsQuery = apiQuery(listTeachingTopics);

/** One topic with its files, lock counts and the form options (GET /v1/teaching/topics/:id). */
export const teachingTopicQuery = (id: number) => apiQuery(getTeachingTopic, { params: { id } });

/** After a write: the topic as the server answered it, in place, and every list that shows topics marked stale. */
export async function storeTopic(queryClient: QueryClient, topic: TeachingTopic): Promise<void> {
  queryClient.setQueryData(teachingTopicQuery(topic.id).queryKey, (old) => (old ? { data: { ...old.data, topic } } : old));
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: apiQueryKey(listTeachingTopics) }),
    queryClient.invalidateQueries({ queryKey: apiQueryKey(searchGroupClasses), refetchType: 'none' }),
  ]);
}
