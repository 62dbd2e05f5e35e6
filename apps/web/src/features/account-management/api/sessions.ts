import { listSessions } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** The signed-in user's sessions with device and last use (`GET /v1/me/sessions`). */
export function sessionsQuery() {
  return apiQuery(listSessions);
}
