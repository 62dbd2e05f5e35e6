import { getAllLanguages } from '@app/api';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../api-query';

/** The configured languages; they change rarely, so a read stays fresh for 5 minutes. */
export function allLanguagesQuery() {
  return queryOptions({ ...apiQuery(getAllLanguages), staleTime: 5 * 60_000 });
}
