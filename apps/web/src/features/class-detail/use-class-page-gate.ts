import { getGroupClassPageView, getSupportedLanguageCodes, type GroupClassPageView } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { allLanguagesQuery } from '../../lib/api/all-languages';
import { classPageToggleQuery } from './api/class-page-toggle';

/**
 * 001 §2.4 "Group-class page gating" for `/group-class-online/class/:id`: the four-step decision of
 * `getGroupClassPageView`, with permissionStatus from the group_class_student_toggle and the
 * supported language codes (read only when the address carries a `language` parameter: without one
 * step 2 already decides). A failed toggle read shows the page (the toggle is a rollout switch, not
 * an access control: the API itself decides who may book).
 * `undefined` while the inputs are loading.
 */
export function useClassPageGate({
  courseId,
  searchParams,
}: {
  courseId: number | null | undefined;
  searchParams: URLSearchParams;
}): GroupClassPageView | undefined {
  const toggle = useQuery(classPageToggleQuery());
  const language = searchParams.get('language');
  const needsLanguages = language !== null && language.trim() !== '';
  const languages = useQuery({ ...allLanguagesQuery(), enabled: needsLanguages, staleTime: 10 * 60_000 });

  if (toggle.isPending || courseId === undefined) return undefined;
  if (needsLanguages && languages.isPending) return undefined;
  return getGroupClassPageView({
    initialGroupDetail: { group: { group_class: { course_id: courseId } } },
    // This route shows group classes; a course's class has its own page (/group-course/class).
    isCourseClass: false,
    languageData: getSupportedLanguageCodes(languages.data?.data),
    searchParams: Object.fromEntries([...searchParams.keys()].map((key) => [key, searchParams.getAll(key)])),
    permissionStatus: toggle.data?.status ?? null,
  });
}
