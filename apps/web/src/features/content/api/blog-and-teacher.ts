import { getBlogAndTeacher } from '@app/api';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** The blog block's posts for a display and a learning language. */
export function blogAndTeacherQuery({ displayLanguage, learningLanguage }: { displayLanguage: string; learningLanguage: string }) {
  return queryOptions({
    ...apiQuery(getBlogAndTeacher, { query: { display_language: displayLanguage, learning_language: learningLanguage } }),
    staleTime: 5 * 60_000,
  });
}
