import { getTrialInfo } from '@app/api';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** `GET /v2/session/trial_info` of the signed-in student. */
export function trialInfoQuery() {
  return queryOptions({ ...apiQuery(getTrialInfo), staleTime: 60_000 });
}
