import { CLASS_TYPES, type ClassType } from './group-class-filters';

/** How the course section shows: the full list (course tab), the 3-per-page strip (single tab), or not at all. */
export type CourseSectionMode = 'list' | 'preview' | 'hidden';

/** Which parts of the search page's result area show. */
export interface SearchSections {
  readonly courses: CourseSectionMode;
  readonly singles: boolean;
  /** '0 results' with the request menu. */
  readonly empty: boolean;
}

/**
 * 001 §4.1 "Sections: the course section needs the course-entry feature flag, a course count above
 * 0, and a class type that is not single; the single section needs a class count above 0 and a type
 * that is not course; with both counts 0 the page shows '0 results' and the request menu", read
 * together with "courses load 3 per page in the single-class view and 60 per page in the course
 * view". Counts are exclusive at 0 (1 shows). Decided:
 * - course tab ('2'): course section as the full list (`'list'`) if the flag is on and courses > 0;
 *   the single section never shows;
 * - single tab ('1'): single section if classes > 0; the course section itself stays hidden as the
 *   spec says, but a 3-per-page course strip (`'preview'`, with 'See more courses') shows above it
 *   if the flag is on and courses > 0;
 * - `empty` ('0 results' and the request menu) when nothing else shows, which always includes
 *   both counts 0.
 */
export function getSearchSections({
  classtype,
  courseEntryEnabled,
  courseCount,
  classCount,
}: {
  classtype: ClassType;
  courseEntryEnabled: boolean;
  courseCount: number;
  classCount: number;
}): SearchSections {
  const coursesAvailable = courseEntryEnabled && courseCount > 0;
  const courses: CourseSectionMode = !coursesAvailable ? 'hidden' : classtype === CLASS_TYPES.single ? 'preview' : 'list';
  const singles = classCount > 0 && classtype !== CLASS_TYPES.course;
  return { courses, singles, empty: courses === 'hidden' && !singles };
}

/**
 * 001 §4.1: "'SHOW MORE' loads the next page while the server says there is one"; courses: "a
 * 'See more courses' button when there is more". True iff the last answer said there is a next page
 * and no page is loading.
 */
export function canLoadMore({ hasNext, loading }: { hasNext: boolean; loading: boolean }): boolean {
  return hasNext && !loading;
}
