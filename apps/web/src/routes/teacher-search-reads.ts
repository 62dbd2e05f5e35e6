import { getTeachersContentPath } from '@app/domain';
import type { QueryClient } from '@tanstack/react-query';
import { contentRecordQuery } from '../features/content/api/cms-content';
import { loadedContent } from '../features/content/content-record';
import { prefetchSignedOutBlocks } from '../features/content/signed-out-blocks-data';
import { globalPopupQuery } from '../features/marketing/api/global-popup';
import { prefetchTeacherSearchView, type TeacherSearchInput } from '../features/teachers/teacher-search-data';
import type { DisplayLocale } from '../i18n/locales';
import { prefetch } from '../lib/route-loader';

/**
 * The loaders' reads of `ComposedTeacherSearch`, all at once: the view's, the language's content
 * record (the header's title and subtitle), and the viewer's own pieces: a visitor's bottom blocks
 * (which depend on that record, so they follow it) or a student's popup.
 */
export async function prefetchComposedTeacherSearch(
  queryClient: QueryClient,
  { locale, signedIn, ...search }: TeacherSearchInput & { mode: 'search' | 'instant'; locale: DisplayLocale; signedIn: boolean },
): Promise<void> {
  const instant = search.mode === 'instant';
  const record = { language: locale, path: getTeachersContentPath(search.language) };
  const recordRead = prefetch(queryClient, contentRecordQuery(record));
  const viewerPieces = async () => {
    // 001 §7.2: the popup is for students, never on the instant page.
    if (signedIn) return instant ? undefined : prefetch(queryClient, globalPopupQuery());
    await recordRead;
    return prefetchSignedOutBlocks(queryClient, {
      locale,
      language: search.language,
      content: instant ? null : loadedContent(queryClient, record),
    });
  };
  await Promise.all([prefetchTeacherSearchView(queryClient, { ...search, signedIn }), recordRead, viewerPieces()]);
}
