import { getTopicDetail } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** A class or course topic (the topic page and the course page read it by the same id). */
export function topicDetailQuery({ id }: { id: number }) {
  return apiQuery(getTopicDetail, { params: { id } });
}
