import { getPublicUserProfile } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** A user's public profile (`/user/:id`). */
export function publicUserProfileQuery({ id }: { id: number }) {
  return apiQuery(getPublicUserProfile, { params: { id } });
}
