import type { BlogPostLink } from '@app/api';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-provider';
import { useDisplayTime } from '../../lib/use-display-time';

/** One post in the blog list: title (to the post), date, summary. */
export function BlogPostCard({ post }: { post: BlogPostLink }) {
  const t = useT();
  const time = useDisplayTime();
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-5">
      <h2 className="text-lg font-bold leading-snug">
        <Link to={post.url} className="text-slate-900 hover:text-brand-700 hover:underline">
          {post.title}
        </Link>
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('blog.published', { date: time.date(post.published_at) })}</p>
      <p className="mt-3 text-slate-700">{post.summary}</p>
    </li>
  );
}
