import { getBlogPosts } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** One page of blog posts in the display language, optionally of one learning language. */
export function blogPostsQuery({
  language,
  displayLanguage,
  page,
}: {
  language: string | null | undefined;
  displayLanguage: string;
  page: number;
}) {
  return apiQuery(getBlogPosts, { query: { ...(language ? { language } : {}), display_language: displayLanguage, page } });
}
