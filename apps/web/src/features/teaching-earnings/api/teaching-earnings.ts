import { getTeachingEarnings, TEACHING_EARNINGS_CSV_PATH, TEACHING_EARNINGS_PAGE_SIZE } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** One page of the teacher's earnings history with the sums (GET /v1/teaching/earnings). */
export const teachingEarningsQuery = (page: number) =>
  apiQuery(getTeachingEarnings, { query: { page, page_size: TEACHING_EARNINGS_PAGE_SIZE } });

/** The CSV download: a plain link, the session cookie goes with it (a GET needs no CSRF header). */
export const TEACHING_EARNINGS_CSV_HREF = `/api${TEACHING_EARNINGS_CSV_PATH}`;

/** `?page=N` of the page's address, 1 when absent or not a whole number from 1. */
export function earningsPageOf(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isSafeInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}
