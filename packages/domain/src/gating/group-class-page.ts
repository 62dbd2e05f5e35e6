import { readQueryValue, type UrlQueryRecord } from '../automatch/url-query';

/** 001 §2.4 "permissionStatus 'OFF' shows a no-permission screen." Exact, case-sensitive. */
export const PERMISSION_STATUS_OFF = 'OFF';

/** 001 §3 "Group detail: group.group_class.course_id." The part of `initialGroupDetail` the gate reads. */
export interface GroupDetailFacts {
  readonly group?: {
    readonly group_class?: { readonly course_id?: number | string | null } | null;
  } | null;
}

/** 001 §3 "Language config: languages[] each with text_code." */
export interface LanguageConfigFacts {
  readonly languages?: readonly { readonly text_code: string }[] | null;
}

/** Which screen the group-class page shows (001 §2.4). */
export type GroupClassPageView =
  | { readonly view: 'no-permission' }
  | { readonly view: 'detail-with-course-entry'; readonly courseEntryMenu: false }
  | { readonly view: 'booked-student-course-class'; readonly studentBookedId: string; readonly courseId: number | string }
  | { readonly view: 'booked-student-class'; readonly studentBookedId: string }
  | { readonly view: 'not-found' }
  | { readonly view: 'single-class' };

/** The supported language codes of a language config (`languages[].text_code`); `[]` for a missing config. */
export function getSupportedLanguageCodes(config: LanguageConfigFacts | null | undefined): string[] {
  return (config?.languages ?? []).map((l) => l.text_code);
}

/** The group's course id, or `null` when it has none (`null`, missing, `0` or blank all mean none). */
export function getGroupCourseId(detail: GroupDetailFacts | null | undefined): number | string | null {
  const id = detail?.group?.group_class?.course_id;
  if (id === undefined || id === null || id === 0) return null;
  if (typeof id === 'string' && (id.trim() === '' || id.trim() === '0')) return null;
  return id;
}

/**
 * 001 §2.4 "Group-class page gating", in this exact order:
 * "1. permissionStatus 'OFF' shows a no-permission screen.
 *  2. If the language query parameter is absent or is one of the supported language codes, show the
 *     group-class detail view plus a menu-less course entry block.
 *  3. Otherwise, if the studentBookedID query parameter is present: with a course_id on the group's
 *     class show one booked-student view, without it show another booked-student view.
 *  4. Otherwise, if the group has a course_id or the page is a course class, show a not-found style
 *     screen; else show a further group-class view."
 * A parameter is absent when missing or blank; a list takes its first item. Language codes compare
 * case-insensitively. A course_id of `null`, `0` or blank counts as none.
 */
export function getGroupClassPageView({
  initialGroupDetail,
  isCourseClass,
  languageData,
  searchParams,
  permissionStatus,
}: {
  initialGroupDetail: GroupDetailFacts | null | undefined;
  isCourseClass: boolean;
  languageData: readonly string[];
  searchParams: UrlQueryRecord;
  permissionStatus: string | null | undefined;
}): GroupClassPageView {
  if (permissionStatus === PERMISSION_STATUS_OFF) return { view: 'no-permission' };

  const language = readQueryValue(searchParams, 'language')?.toLowerCase();
  if (language === undefined || languageData.some((code) => code.trim().toLowerCase() === language)) {
    return { view: 'detail-with-course-entry', courseEntryMenu: false };
  }

  const courseId = getGroupCourseId(initialGroupDetail);
  const studentBookedId = readQueryValue(searchParams, 'studentBookedID');
  if (studentBookedId !== undefined) {
    return courseId !== null
      ? { view: 'booked-student-course-class', studentBookedId, courseId }
      : { view: 'booked-student-class', studentBookedId };
  }

  return courseId !== null || isCourseClass ? { view: 'not-found' } : { view: 'single-class' };
}

/** The course part of a page's data that the course-entry feature flag controls. */
export interface CourseEntryData<T> {
  readonly courseTopics: readonly T[];
  readonly hasNext: boolean;
  readonly courseAmount: number;
}

/**
 * 001 §2.4 "When the course-entry feature flag is off, the course topics list is emptied (no next
 * page) and the course amount is set to 0." With the flag on, the data is returned unchanged.
 */
export function applyCourseEntryFlag<T>({
  isCourseEntryEnabled,
  data,
}: {
  isCourseEntryEnabled: boolean;
  data: CourseEntryData<T>;
}): CourseEntryData<T> {
  return isCourseEntryEnabled ? data : { courseTopics: [], hasNext: false, courseAmount: 0 };
}
