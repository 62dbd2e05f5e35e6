import { getGlobalPopup } from '@app/api';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** Issue 6: the stored marketing popup; it does not change within a visit and a failure is not retried. */
export function globalPopupQuery() {
  return queryOptions({ ...apiQuery(getGlobalPopup), staleTime: Infinity, retry: false });
}
