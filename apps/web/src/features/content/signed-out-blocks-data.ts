import type { MarketingContent } from '@app/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { DisplayLocale } from '../../i18n/locales';
import { teachersFaqQuery } from '../../lib/api/faq';
import { prefetch } from '../../lib/route-loader';
import { blogAndTeacherQuery } from './api/blog-and-teacher';
import { loadLanguagePairContent } from './language-pairs/language-pair-content';

/**
 * 001 §9 the language pair's own copy. Its module stays a chunk of its own; being a query, the
 * server's render brings its text in the page, so the browser never loads the chunk for it.
 */
export function languagePairQuery({ locale, language }: { locale: string; language: string }) {
  return queryOptions({
    queryKey: ['language-pair', locale, language],
    queryFn: () => loadLanguagePairContent(locale, language),
    staleTime: Infinity,
  });
}

/** The FAQ is the record's when it has one, else the teachers FAQ of `/v3/faq`. */
export function needsTeachersFaq(content: MarketingContent | null): boolean {
  return !content?.faq_questions?.length;
}

/** The loader's reads of `SignedOutBlocks` with the same record: the FAQ, the pair's copy and the blog posts. */
export async function prefetchSignedOutBlocks(
  queryClient: QueryClient,
  { locale, language, content }: { locale: DisplayLocale; language: string; content: MarketingContent | null },
): Promise<void> {
  await Promise.all([
    needsTeachersFaq(content) ? prefetch(queryClient, teachersFaqQuery({ lang: locale })) : undefined,
    content === null ? prefetch(queryClient, languagePairQuery({ locale, language })) : undefined,
    prefetch(queryClient, blogAndTeacherQuery({ displayLanguage: locale, learningLanguage: language })),
  ]);
}
