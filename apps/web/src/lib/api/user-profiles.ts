import { getUserProfiles } from '@app/api';
import { apiQuery } from '../api-query';

/** Names and avatars of several users at once (course attendees, course faces in search). */
export function userProfilesQuery({ userIds }: { userIds: readonly number[] }) {
  return apiQuery(getUserProfiles, { query: { user_ids: userIds.join(',') } });
}
