import type { Foundation } from '@app/api';
import { useMemo } from 'react';
import type { LanguageChoices } from './filter-bar';
import { usePopularLanguages } from './search-queries';

/**
 * 001 §2.1 "Language ('I'm learning'): the user's learning languages (entries with is_learning)
 * first, then popular languages." The page's own language is always offered (it may be neither).
 */
export function getLanguageChoices({
  foundation,
  popular,
  current,
}: {
  foundation: Foundation | null | undefined;
  popular: readonly string[];
  current: string;
}): LanguageChoices {
  const learning = [...new Set((foundation?.language_list ?? []).filter((e) => e.is_learning).map((e) => e.language))];
  const rest = popular.filter((l) => !learning.includes(l));
  if (!learning.includes(current) && !rest.includes(current)) rest.unshift(current);
  return { learning, popular: rest };
}

export function useLanguageChoices({
  foundation,
  current,
}: {
  foundation: Foundation | null | undefined;
  current: string;
}): LanguageChoices | null {
  const popular = usePopularLanguages();
  return useMemo(
    () => (popular.data ? getLanguageChoices({ foundation, popular: popular.data.data.languages.map((l) => l.text_code), current }) : null),
    [popular.data, foundation, current],
  );
}
