import { getMailPreferences } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** Which optional mails the signed-in user gets (`GET /v1/me/settings/mail`). */
export function mailPreferencesQuery() {
  return apiQuery(getMailPreferences);
}
