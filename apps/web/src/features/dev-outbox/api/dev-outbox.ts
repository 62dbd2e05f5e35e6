import { getDevOutbox } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** The development mail outbox (dev only). */
export function devOutboxQuery() {
  return apiQuery(getDevOutbox);
}
