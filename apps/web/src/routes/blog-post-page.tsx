import { ApiClientError, type BlogPost } from '@app/api';
import { getTeachersPath } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadingRegion, Skeleton } from '../components/skeleton';
import { ErrorState, NotFoundScreen } from '../components/status-screens';
import { CtaBanner } from '../features/content/cta-banner';
import { useDisplayTime } from '../lib/use-display-time';
import { useT } from '../i18n/i18n-provider';
import { useLanguageNames } from '../i18n/language-names';
import { usePageTitle } from '../lib/use-page-title';
import { blogPostQuery } from '../features/blog/api/blog-post';
import { notFoundIfMissing, type PageLoader, prefetch } from '../lib/route-loader';
import type { PageHeadFunction } from '../lib/page-head';

function PostSkeleton() {
  const t = useT();
  usePageTitle(t('blog.postLoading'));
  return (
    <LoadingRegion label={t('blog.postLoading')}>
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-8">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-10 w-5/6" />
        <Skeleton className="h-40 w-full" />
      </div>
    </LoadingRegion>
  );
}

/** The article's paragraphs: its text is plain paragraphs separated by a blank line. */
function paragraphsOf(body: string): string[] {
  return body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

function BlogPostView({ post }: { post: BlogPost }) {
  const t = useT();
  const time = useDisplayTime();
  const languageNames = useLanguageNames();
  usePageTitle(post.title);
  const language = languageNames.inSentence(post.learning_language);
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-8">
      <Link
        to={`/blog?${new URLSearchParams({ language: post.learning_language }).toString()}`}
        className="text-sm font-semibold text-brand-700 hover:underline"
      >
        <span aria-hidden="true">← </span>
        {t('blog.allArticles', { language })}
      </Link>
      {/* A post may be in another language than the interface (English when there is no translation). */}
      <h1 lang={post.display_language} className="mt-4 text-3xl font-extrabold leading-tight sm:text-4xl">
        {post.title}
      </h1>
      <p className="mt-2 text-sm text-slate-600">{t('blog.published', { date: time.date(post.published_at) })}</p>
      <div lang={post.display_language} className="mt-6 space-y-4 text-slate-800" data-testid="blog-post-body">
        <p className="text-lg font-medium">{post.summary}</p>
        {paragraphsOf(post.body).map((text, i) => (
          <p key={i}>{text}</p>
        ))}
      </div>
      <div className="mt-10">
        <CtaBanner
          title={t('blog.ctaTitle', { language })}
          button={t('blog.ctaButton')}
          to={getTeachersPath({ language: post.learning_language })}
        />
      </div>
    </article>
  );
}

/** `/blog/:slug`: one article (a post link of the blog block or the blog list); an unknown one is not-found. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useQuery(blogPostQuery({ slug }));
  if (post.error instanceof ApiClientError && (post.error.status === 404 || post.error.status === 400)) return <NotFoundScreen />;
  if (post.isError)
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState onRetry={() => void post.refetch()} />
      </div>
    );
  if (!post.data) return <PostSkeleton />;
  return <BlogPostView post={post.data.data.post} />;
}

export const loader: PageLoader = async ({ params }, { queryClient }) => {
  const post = blogPostQuery({ slug: params.slug ?? '' });
  await prefetch(queryClient, post);
  notFoundIfMissing(queryClient, post, [404, 400]);
};

/** The post's title and summary, from the post the loader read. */
export const head: PageHeadFunction = ({ params, queryClient, t }) => {
  const post = queryClient.getQueryData(blogPostQuery({ slug: params.slug ?? '' }).queryKey)?.data.post;
  return post ? { title: post.title, description: post.summary } : { title: t('blog.postLoading') };
};
