import { BLOG_PAGE_SIZE } from '@app/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState } from '../components/status-screens';
import { BlogPostCard } from '../features/blog/blog-post-card';
import { SearchPaging } from '../features/teachers/search-paging';
import { useI18n, useT } from '../i18n/i18n-provider';
import { useLanguageNames } from '../i18n/language-names';
import { usePageTitle } from '../lib/use-page-title';
import { parseRouteId } from '../lib/route-id';
import { blogPostsQuery } from '../features/blog/api/blog-posts';
import { type PageLoader, prefetch, searchParamsOf } from '../lib/route-loader';
import type { PageHeadFunction } from '../lib/page-head';

function BlogListSkeleton() {
  const t = useT();
  return (
    <LoadingRegion label={t('blog.loading')}>
      <ul className="mt-8 space-y-4">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <Skeleton className="h-32 w-full rounded-2xl" />
          </li>
        ))}
      </ul>
    </LoadingRegion>
  );
}

/**
 * `/blog?language=&page=`: where the blog block's "View more" leads (001 §2.5): the published posts
 * of a learning language (all of them without one) in the display language, 12 a page.
 */
export default function BlogPage() {
  const { t, locale } = useI18n();
  const languageNames = useLanguageNames();
  const [params, setParams] = useSearchParams();
  const language = params.get('language')?.trim().toLowerCase() || null;
  const page = parseRouteId(params.get('page')) ?? 1;
  const title = language ? t('blog.languageTitle', { language: languageNames.inSentence(language) }) : t('blog.title');
  usePageTitle(title);
  const list = useQuery({
    ...blogPostsQuery({ language, displayLanguage: locale, page }),
    placeholderData: keepPreviousData,
  });
  const toPage = (next: number) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next > 1) updated.set('page', String(next));
      else updated.delete('page');
      return updated;
    });
    window.scrollTo({ top: 0 });
  };
  const data = list.data?.data;

  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      <p className="mt-2 text-slate-700">{t('blog.intro')}</p>
      {list.isError ? (
        <div className="mt-8">
          <ErrorState onRetry={() => void list.refetch()} />
        </div>
      ) : !data ? (
        <BlogListSkeleton />
      ) : data.posts.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-dashed border-slate-300 p-6 text-center text-slate-700">{t('blog.empty')}</p>
      ) : (
        <>
          <ul className="mt-8 space-y-4" data-testid="blog-list">
            {data.posts.map((post) => (
              <BlogPostCard key={post.id} post={post} />
            ))}
          </ul>
          <SearchPaging
            page={data.paging.page}
            pageSize={BLOG_PAGE_SIZE}
            total={data.paging.total}
            hasNext={data.paging.has_next}
            onPage={toPage}
            label={t('blog.pagesLabel')}
          />
        </>
      )}
    </section>
  );
}

/** The page of posts the address asks for, in the display language. */
export const loader: PageLoader = async ({ request }, { queryClient, locale }) => {
  const params = searchParamsOf(request);
  const language = params.get('language')?.trim().toLowerCase() || null;
  await prefetch(queryClient, blogPostsQuery({ language, displayLanguage: locale, page: parseRouteId(params.get('page')) ?? 1 }));
};

/** The blog's title, of one learning language or of all. */
export const head: PageHeadFunction = ({ url, t, languageNames }) => {
  const language = url.searchParams.get('language')?.trim().toLowerCase() || null;
  return { title: language ? t('blog.languageTitle', { language: languageNames.inSentence(language) }) : t('blog.title') };
};
