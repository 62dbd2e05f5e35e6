import { encodeSavedFilters, getSavedFilters, SAVED_FILTERS_STORAGE_KEY, type TeacherSearchQuery } from '@app/domain';
import { useEffect, useRef } from 'react';
import { readStored, writeStored } from '../../lib/browser-storage';
import { countActiveFilters } from './use-teacher-search-query';

/**
 * 001 §4.2 "Saved filters: for the test group, filters are saved automatically in local storage
 * under web_filter_auto_record per language, excluding trial_lesson." Arriving on a language with
 * no filter in the address restores that language's saved filters once; every later change is saved.
 */
export function useSavedFilters({
  enabled,
  language,
  query,
  onRestore,
}: {
  enabled: boolean;
  language: string;
  query: TeacherSearchQuery;
  onRestore: (saved: TeacherSearchQuery) => void;
}): void {
  const restoredFor = useRef<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    if (restoredFor.current !== language) {
      restoredFor.current = language;
      if (countActiveFilters(query) === 0 && query.keyword === undefined) {
        const saved = getSavedFilters({ stored: readStored('local', SAVED_FILTERS_STORAGE_KEY), language });
        if (saved !== null && (countActiveFilters(saved) > 0 || saved.keyword !== undefined)) {
          onRestore(saved);
          return;
        }
      }
    }
    writeStored(
      'local',
      SAVED_FILTERS_STORAGE_KEY,
      encodeSavedFilters({ stored: readStored('local', SAVED_FILTERS_STORAGE_KEY), language, query }),
    );
  }, [enabled, language, query, onRestore]);
}
