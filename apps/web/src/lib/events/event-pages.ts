import type { EventPage } from '@app/api';

/** Path patterns of DESIGN.md "Entry points and routes", most specific first. */
const PAGE_PATTERNS: readonly [RegExp, EventPage][] = [
  [/^\/group-class\/?$/, 'landing'],
  [/^\/group-class\/teacher\/[^/]+\/[^/]+\/?$/, 'teacher_group_class'],
  [/^\/group-class\/[^/]+\/?$/, 'group_class_search'],
  [/^\/group-class-online\/topic\/[^/]+\/?$/, 'topic'],
  [/^\/group-class-online\/class\/[^/]+\/?$/, 'class'],
  [/^\/group-course\/order\/[^/]+\/?$/, 'course_order'],
  [/^\/group-course\/class\/?$/, 'course_class'],
  [/^\/group-course\/[^/]+\/?$/, 'course'],
  [/^\/instant-lessons(\/.*)?$/, 'instant_lessons'],
  [/^\/teachers(\/.*)?$/, 'teacher_search'],
  [/^\/teacher\/[^/]+\/[^/]+\/?$/, 'teacher_profile'],
  [/^\/payment\/?$/, 'payment'],
  [/^\/my-classes\/?$/, 'my_classes'],
  [/^\/wallet\/?$/, 'wallet'],
];

/** The event page key of a web path, or null for pages that are not tracked (sign-in, staff pages). */
export function eventPageOfPath(pathname: string): EventPage | null {
  for (const [pattern, page] of PAGE_PATTERNS) if (pattern.test(pathname)) return page;
  return null;
}
