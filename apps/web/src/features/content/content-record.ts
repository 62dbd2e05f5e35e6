import { acceptContentResponse, buildContentRequestQuery, type MarketingContent } from '@app/domain';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { cmsContentQuery, contentRecordQuery } from './api/cms-content';

export type ContentRecord =
  { readonly status: 'loading' } | { readonly status: 'missing' } | { readonly status: 'found'; readonly content: MarketingContent };

/**
 * The content record of a path in a content language (mapped as 001 §7.2 says), accepted as 001 §5
 * says. 001 §8 "Content fetch errors are only logged and return empty results": a failed call is
 * logged and reads as no record.
 */
export function useContentRecord({ language, path }: { language: string; path: string }): ContentRecord {
  const query = buildContentRequestQuery({ language, path, includeContent: true, now: 0 });
  const answer = useQuery(cmsContentQuery({ lang: query.lang, path: query.path }));
  useEffect(() => {
    if (answer.error) console.warn(`content ${query.lang} ${query.path} could not be read:`, answer.error);
  }, [answer.error, query.lang, query.path]);
  if (answer.isPending) return { status: 'loading' };
  if (answer.isError) return { status: 'missing' };
  const accepted = acceptContentResponse(answer.data);
  return accepted.accepted ? { status: 'found', content: accepted.content } : { status: 'missing' };
}

/** For a loader: the accepted content of a record it has read (what `useContentRecord` then finds), else null. */
export function loadedContent(queryClient: QueryClient, record: { language: string; path: string }): MarketingContent | null {
  const answer = queryClient.getQueryData(contentRecordQuery(record).queryKey);
  if (answer === undefined) return null;
  const accepted = acceptContentResponse(answer);
  return accepted.accepted ? accepted.content : null;
}
