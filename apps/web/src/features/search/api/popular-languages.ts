import { getPopularLanguages } from '@app/api';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** 001 §7.2 popular languages (the second part of 'I'm learning'). */
export function popularLanguagesQuery() {
  return queryOptions({ ...apiQuery(getPopularLanguages), staleTime: 5 * 60_000 });
}
