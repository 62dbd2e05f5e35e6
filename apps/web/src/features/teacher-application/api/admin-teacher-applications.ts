import { getAdminTeacherApplications } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** Staff: the applications waiting for review, oldest first. */
export function pendingTeacherApplicationsQuery() {
  return apiQuery(getAdminTeacherApplications, { query: { status: 'PENDING' } });
}
