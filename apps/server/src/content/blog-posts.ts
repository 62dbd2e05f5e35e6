import type { BlogPost } from '@app/api';
import { and, count, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { blogPosts } from '../db/schema-discovery';

/** The blog pages of the web app; the links the API hands out point there. */
export const BLOG_PATH = '/blog';
/** The display language of every post that has no translation. */
export const BLOG_FALLBACK_LANGUAGE = 'en';

type BlogPostRow = typeof blogPosts.$inferSelect;

export function blogPostUrl(slug: string): string {
  return `${BLOG_PATH}/${encodeURIComponent(slug)}`;
}

/** The blog list of a learning language: the "View more" of 001 §2.5's blog block. */
export function blogListUrl(learningLanguage: string): string {
  return `${BLOG_PATH}?language=${encodeURIComponent(learningLanguage)}`;
}

export function toBlogPostLink(row: BlogPostRow) {
  return { id: row.id, title: row.title, summary: row.summary, url: blogPostUrl(row.slug), published_at: row.published_at.toISOString() };
}

export function toBlogPost(row: BlogPostRow): BlogPost {
  return { ...toBlogPostLink(row), display_language: row.display_language, learning_language: row.learning_language, body: row.body };
}

/** `es-ES` -> `es`: posts are stored by primary language. */
export function blogDisplayLanguage(lang: string): string {
  return lang.trim().toLowerCase().split(/[-_]/)[0] ?? '';
}

/**
 * The published posts of a learning language (every one when `learning` is null), newest first, in
 * the display language when it has any, else in English; `display` says which one was used.
 */
export async function findPublishedPosts(
  db: Db,
  {
    learning,
    displayLanguage,
    now,
    limit,
    offset = 0,
  }: {
    learning: string | null;
    displayLanguage: string;
    now: Date;
    limit: number;
    offset?: number;
  },
): Promise<{ display: string; rows: BlogPostRow[]; total: number }> {
  const asked = blogDisplayLanguage(displayLanguage);
  const candidates = [...new Set([asked, BLOG_FALLBACK_LANGUAGE].filter((l) => l !== ''))];
  for (const display of candidates) {
    const where: SQL | undefined = and(
      eq(blogPosts.display_language, display),
      learning === null ? undefined : sql`lower(${blogPosts.learning_language}) = ${learning.toLowerCase()}`,
      lte(blogPosts.published_at, now),
    );
    const [counted] = await db.select({ total: count() }).from(blogPosts).where(where);
    const total = counted?.total ?? 0;
    if (total === 0) continue;
    const rows = await db
      .select()
      .from(blogPosts)
      .where(where)
      .orderBy(desc(blogPosts.published_at), desc(blogPosts.id))
      .limit(limit)
      .offset(offset);
    return { display, rows, total };
  }
  return { display: asked || BLOG_FALLBACK_LANGUAGE, rows: [], total: 0 };
}

/** A published post by its slug, or null (unknown, or published later than `now`). */
export async function findPublishedPost(db: Db, { slug, now }: { slug: string; now: Date }): Promise<BlogPostRow | null> {
  const [row] = await db
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), lte(blogPosts.published_at, now)))
    .limit(1);
  return row ?? null;
}
