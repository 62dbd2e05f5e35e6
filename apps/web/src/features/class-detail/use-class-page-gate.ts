import { getGroupClassPageView, getSupportedLanguageCodes, type GroupClassPageView, type LanguageConfigFacts } from '@app/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { allLanguagesQuery } from '../../lib/api/all-languages';
import { classPageToggleQuery } from './api/class-page-toggle';

/** The supported languages are read only when the address carries a `language` parameter: without one step 2 already decides. */
export function needsLanguages(searchParams: URLSearchParams): boolean {
  const language = searchParams.get('language');
  return language !== null && language.trim() !== '';
}

function decide({
  courseId,
  searchParams,
  permissionStatus,
  languages,
}: {
  courseId: number | null;
  searchParams: URLSearchParams;
  permissionStatus: string | null;
  languages: LanguageConfigFacts | undefined;
}): GroupClassPageView {
  return getGroupClassPageView({
    initialGroupDetail: { group: { group_class: { course_id: courseId } } },
    // This route shows group classes; a course's class has its own page (/group-course/class).
    isCourseClass: false,
    languageData: getSupportedLanguageCodes(languages),
    searchParams: Object.fromEntries([...searchParams.keys()].map((key) => [key, searchParams.getAll(key)])),
    permissionStatus,
  });
}

/**
 * 001 §2.4 "Group-class page gating" for `/group-class-online/class/:id`: the four-step decision of
 * `getGroupClassPageView`, with permissionStatus from the group_class_student_toggle and the
 * supported language codes. A failed toggle read shows the page (the toggle is a rollout switch, not
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
  const withLanguages = needsLanguages(searchParams);
  const languages = useQuery({ ...allLanguagesQuery(), enabled: withLanguages, staleTime: 10 * 60_000 });

  if (toggle.isPending || courseId === undefined) return undefined;
  if (withLanguages && languages.isPending) return undefined;
  return decide({ courseId, searchParams, permissionStatus: toggle.data?.status ?? null, languages: languages.data?.data });
}

/**
 * The same decision from the reads the page's loader left in the cache, so the server can answer a
 * not-found gate with 404; `undefined` when a read it needs failed (the page decides after its own retries).
 */
export function loadedClassPageGate(
  queryClient: QueryClient,
  { courseId, searchParams }: { courseId: number | null; searchParams: URLSearchParams },
): GroupClassPageView | undefined {
  const toggle = queryClient.getQueryData(classPageToggleQuery().queryKey);
  const languages = queryClient.getQueryData(allLanguagesQuery().queryKey);
  if (toggle === undefined || (needsLanguages(searchParams) && languages === undefined)) return undefined;
  return decide({ courseId, searchParams, permissionStatus: toggle.status, languages: languages?.data });
}
