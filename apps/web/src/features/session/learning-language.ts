import type { Foundation } from '@app/api';

/** The language the group-class page opens on: the user's first learning language, else English. */
export const DEFAULT_SEARCH_LANGUAGE = 'english';

export function getLearningLanguage(foundation: Foundation | null | undefined): string {
  return (
    foundation?.language_list.find((entry) => entry.is_learning)?.language ?? foundation?.user.learning_language ?? DEFAULT_SEARCH_LANGUAGE
  );
}
