import { getExperimentAssignments } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** One user's experiment groups (the report's lookup panel). */
export function experimentAssignmentsQuery({ userId }: { userId: number }) {
  return apiQuery(getExperimentAssignments, { query: { user_id: userId } });
}
