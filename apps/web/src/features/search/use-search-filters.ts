import {
  applyFilterChange,
  clearFiltersForLanguageChange,
  type FilterChange,
  type GroupClassSearchFilters,
  parseGroupClassSearchQuery,
  parseTeacherGroupClassQuery,
  REMEMBERED_LEVELS_STORAGE_KEY,
  resolveInitialLevels,
  serializeGroupClassSearchQuery,
  serializeTeacherGroupClassQuery,
} from '@app/domain';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readStored, writeStored } from '../../lib/browser-storage';

export type FilterPage = 'search' | 'teacher';

const PARSE = { search: parseGroupClassSearchQuery, teacher: parseTeacherGroupClassQuery } as const;
const SERIALIZE = { search: serializeGroupClassSearchQuery, teacher: serializeTeacherGroupClassQuery } as const;

/** `?query` or nothing. */
export function toSearchString(query: string): string {
  return query ? `?${query}` : '';
}

export interface SearchFiltersState {
  readonly filters: GroupClassSearchFilters;
  /** One user action (001 §4.1); the address is rewritten in place (replace, no history entry). */
  readonly change: (change: FilterChange) => void;
  /** The path of the same page in another language, with 001 §4.1's language-change clearing applied. */
  readonly languageHref: (language: string) => string;
}

/**
 * The filters live in the address (001 §2.1 "The address is rewritten in place to carry the filters
 * as query parameters ... Array values are written as indexed brackets"): read with the domain's
 * parser, written with its serializer through `navigate(..., { replace: true })`, which keeps the
 * literal brackets (URLSearchParams would percent-encode them). On the search page the remembered
 * levels value is read once on entry and written after every explicit levels change.
 */
export function useSearchFilters({ page, basePath }: { page: FilterPage; basePath: (language: string) => string }): SearchFiltersState {
  const location = useLocation();
  const navigate = useNavigate();
  const filters = useMemo(() => PARSE[page](location.search), [page, location.search]);

  const write = useCallback(
    (next: GroupClassSearchFilters) => {
      // The desktop panel's boxes show the address's value: rendered in a transition (the router's
      // default) a box would spring back until a later task, and a second click meanwhile would
      // build on the filters before the first.
      void navigate({ pathname: location.pathname, search: toSearchString(SERIALIZE[page](next)) }, { replace: true, flushSync: true });
    },
    [navigate, location.pathname, page],
  );

  // 001 §2.1 "reads ... a remembered levels value": URL levels win; otherwise the remembered ones apply.
  const entered = useRef(false);
  useEffect(() => {
    if (page !== 'search' || entered.current) return;
    entered.current = true;
    const initial = resolveInitialLevels({ urlLevels: filters.levels, remembered: readStored('local', REMEMBERED_LEVELS_STORAGE_KEY) });
    if (initial.source === 'remembered') write({ ...filters, levels: initial.levels });
  }, [page, write, filters]);

  const change = useCallback(
    (action: FilterChange) => {
      const result = applyFilterChange({ filters, change: action });
      if (page === 'search' && result.rememberedLevels !== null)
        writeStored('local', REMEMBERED_LEVELS_STORAGE_KEY, result.rememberedLevels);
      write(result.filters);
    },
    [page, write, filters],
  );

  const languageHref = useCallback(
    (language: string) => `${basePath(language)}${toSearchString(SERIALIZE[page](clearFiltersForLanguageChange(filters)))}`,
    [basePath, page, filters],
  );

  return { filters, change, languageHref };
}
