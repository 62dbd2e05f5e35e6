import { type LessonPreferenceQuery, parseTeacherSearchQuery, serializeTeacherSearchQuery, type TeacherSearchQuery } from '@app/domain';

/**
 * Spreads a lesson-preference filter (001 §5 "Preference mapping") over the current query: `null`
 * removes a parameter, a list replaces it, absent keys stay; the result is parsed again, so it is
 * always a valid query. Paging starts again.
 */
export function applyLessonPreference(query: TeacherSearchQuery, preference: LessonPreferenceQuery): TeacherSearchQuery {
  const raw = new Map(Object.entries(serializeTeacherSearchQuery(query)));
  raw.delete('page');
  for (const [key, value] of Object.entries(preference) as [string, string | readonly string[] | null | undefined][]) {
    if (value === undefined) continue;
    if (value === null) raw.delete(key);
    else raw.set(key, typeof value === 'string' ? value : value.join(','));
  }
  return parseTeacherSearchQuery(Object.fromEntries(raw));
}
