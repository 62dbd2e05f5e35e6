import { BLOG_PAGE_SIZE, getBlogPost, getBlogPosts } from '@app/api';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { findPublishedPost, findPublishedPosts, toBlogPost, toBlogPostLink } from '../content/blog-posts';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../errors/app-error';
import { mount } from '../http/mount';

/** The blog list and one post: where the blog block's "View more" and post links lead. */
export function blogRoutes({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getBlogPosts, async ({ query }) => {
    const learning = query.language ?? null;
    const offset = (query.page - 1) * BLOG_PAGE_SIZE;
    const found = await findPublishedPosts(db, {
      learning,
      displayLanguage: query.display_language,
      now: new Date(clock.now()),
      limit: BLOG_PAGE_SIZE,
      offset,
    });
    return {
      data: {
        display_language: found.display,
        learning_language: learning,
        posts: found.rows.map(toBlogPostLink),
        paging: { page: query.page, total: found.total, has_next: offset + found.rows.length < found.total },
      },
    };
  });

  mount(routes, getBlogPost, async ({ params }) => {
    const row = await findPublishedPost(db, { slug: params.slug, now: new Date(clock.now()) });
    if (row === null) throw new AppError('NotFound', 'No such blog post.');
    return { data: { post: toBlogPost(row) } };
  });

  return routes;
}
