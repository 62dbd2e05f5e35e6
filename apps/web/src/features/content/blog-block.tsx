import { getBlogPostCount } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-provider';
import { blogAndTeacherQuery } from './api/blog-and-teacher';
import { useViewportWidth } from '../../lib/use-viewport';

/**
 * 001 §2.5 "a blog block (3 posts on phones, 4 otherwise) with a 'View more' link": the posts of a
 * learning language in a display language (the server falls back to English), linked to their
 * pages, and "View more" to the blog list. Nothing when there are none.
 */
export function BlogBlock({
  displayLanguage,
  learningLanguage,
  title,
}: {
  displayLanguage: string;
  learningLanguage: string;
  title?: string | null | undefined;
}) {
  const t = useT();
  const id = useId();
  const width = useViewportWidth();
  const blog = useQuery(blogAndTeacherQuery({ displayLanguage, learningLanguage }));
  const posts = blog.data?.data.blog_dict.posts.slice(0, getBlogPostCount(width)) ?? [];
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id={id} className="text-2xl font-bold text-slate-900">
          {title || t('content.blogTitle')}
        </h2>
        {blog.data ? (
          <Link to={blog.data.data.blog_dict.view_more_url} className="shrink-0 font-semibold text-brand-700 hover:underline">
            {t('content.blogMore')}
          </Link>
        ) : null}
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="blog-posts">
        {posts.map((post) => (
          <li key={post.id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <Link to={post.url} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
              {post.title}
            </Link>
            <p className="mt-2 line-clamp-3 text-sm text-slate-600">{post.summary}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
