import { getSearchHistory } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** 001 §6 the signed-in user's saved search words. */
export function searchHistoryQuery() {
  return apiQuery(getSearchHistory);
}
