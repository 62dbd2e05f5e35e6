import { getCmsContent } from '@app/api';
import { buildContentRequestQuery } from '@app/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiQuery } from '../../../lib/api-query';

/** The content record of one path in one language (001 §5), with its content. */
export function cmsContentQuery({ lang, path }: { lang: string; path: string }) {
  return queryOptions({ ...apiQuery(getCmsContent, { query: { lang, path, content: 'true' } }), staleTime: 5 * 60_000 });
}

/** The record of a path in a content language, asked the way 001 §7.2 maps it (`useContentRecord` reads the same). */
export function contentRecordQuery({ language, path }: { language: string; path: string }) {
  const query = buildContentRequestQuery({ language, path, includeContent: true, now: 0 });
  return cmsContentQuery({ lang: query.lang, path: query.path });
}
