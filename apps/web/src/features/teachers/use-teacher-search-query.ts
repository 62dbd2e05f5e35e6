import { formatTeacherSearchQueryString, parseTeacherSearchQuery, type TeacherSearchQuery, type TeacherSearchRawQuery } from '@app/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The URL's query as the domain's raw query: a repeated key becomes a list. */
export function toRawQuery(params: URLSearchParams): TeacherSearchRawQuery {
  const out: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    out[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return out;
}

/**
 * 001 §2.5: every filter lives in the address. Reading parses with the domain's rules; writing
 * serializes the whole query (so the URL is always the canonical form) and replaces the history
 * entry for filter edits, pushing one for paging so Back returns to the previous page.
 */
export function useTeacherSearchQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => parseTeacherSearchQuery(toRawQuery(params)), [params]);
  const setQuery = useCallback(
    (next: TeacherSearchQuery, { push = false }: { push?: boolean } = {}) => {
      setParams(new URLSearchParams(formatTeacherSearchQueryString(next)), { replace: !push });
    },
    [setParams],
  );
  /** A filter change starts again at page 1. */
  const setFilters = useCallback(
    (next: TeacherSearchQuery) => {
      setQuery(withoutKey(next, 'page'));
    },
    [setQuery],
  );
  return { query, setQuery, setFilters };
}

/** A copy without one (optional) key: how a filter is removed from the query. */
export function withoutKey<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  return Object.fromEntries(Object.entries(value).filter(([k]) => k !== key)) as Omit<T, K>;
}

/** How many filters are set (the phone button's count); paging and the auto-match flag are not filters. */
export function countActiveFilters(query: TeacherSearchQuery): number {
  let n = 0;
  if (query.teacher_type) n++;
  if (query.tags.length + query.childTags.length > 0) n++;
  if (query.speaks.length > 0) n++;
  if (query.day.length + query.time.length > 0) n++;
  if (query.from) n++;
  if (query.trial_lesson) n++;
  if (query.instant_booking) n++;
  if (query.is_native) n++;
  if (query.minPrice !== undefined || query.maxPrice !== undefined) n++;
  if (query.specificDay) n++;
  if (query.in72h) n++;
  return n;
}
