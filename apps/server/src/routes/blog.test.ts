import { BLOG_PAGE_SIZE, BlogPostResponseSchema, BlogPostsResponseSchema } from '@app/api';
import { DAY_MS } from '@app/domain';
import { expect, it } from 'vitest';
import { blogPosts } from '../db/schema-discovery';
import { createAgent } from '../testing/agent';
import { describeEachDatabase } from '../testing/databases';
import { createTestApp } from '../testing/test-app';

const NOW = Date.UTC(2026, 2, 10, 12);

describeEachDatabase('blog: the list behind "View more" and one post', (ctx) => {
  let seeded: Promise<void> | undefined;
  async function setup() {
    const { db } = ctx.database;
    const post = (display: string, learning: string, i: number, publishedIn = -i * DAY_MS) => ({
      display_language: display,
      learning_language: learning,
      title: `${display} ${learning} ${i}`,
      summary: `Summary ${i}.`,
      body: `First paragraph ${i}.\n\nSecond paragraph.`,
      slug: `${display}-${learning}-${i}`,
      published_at: new Date(NOW + publishedIn),
    });
    seeded ??= db
      .insert(blogPosts)
      .values([
        ...Array.from({ length: BLOG_PAGE_SIZE + 2 }, (_, i) => post('en', 'spanish', i + 1)),
        post('en', 'spanish', 0, DAY_MS), // not published yet
        post('es', 'english', 1),
        post('en', 'english', 1),
      ])
      .then(() => undefined);
    await seeded;
    return createAgent(createTestApp(ctx.database, NOW).app);
  }
  const list = async (agent: ReturnType<typeof createAgent>, query: string) => {
    const res = await agent.get(`/api/v2/blog/posts?${query}`);
    expect(res.status).toBe(200);
    return BlogPostsResponseSchema.parse(await res.json()).data;
  };

  it('GET /v2/blog/posts: the published posts of a language, newest first, 12 a page, in the display language or English', async () => {
    const agent = await setup();
    const first = await list(agent, 'language=Spanish&display_language=en');
    expect(first.posts.map((p) => p.title)).toEqual(Array.from({ length: BLOG_PAGE_SIZE }, (_, i) => `en spanish ${i + 1}`));
    expect(first.posts[0]).toMatchObject({
      url: '/blog/en-spanish-1',
      summary: 'Summary 1.',
      published_at: new Date(NOW - DAY_MS).toISOString(),
    });
    expect(first).toMatchObject({
      display_language: 'en',
      learning_language: 'spanish',
      paging: { page: 1, total: BLOG_PAGE_SIZE + 2, has_next: true },
    });
    const second = await list(agent, 'language=spanish&page=2');
    expect(second.posts.map((p) => p.title)).toEqual([`en spanish ${BLOG_PAGE_SIZE + 1}`, `en spanish ${BLOG_PAGE_SIZE + 2}`]);
    expect(second.paging).toEqual({ page: 2, total: BLOG_PAGE_SIZE + 2, has_next: false });
    expect(await list(agent, 'language=english&display_language=es-ES')).toMatchObject({
      display_language: 'es',
      posts: [{ title: 'es english 1' }],
    });
    expect(await list(agent, 'language=spanish&display_language=fr')).toMatchObject({
      display_language: 'en',
      paging: { total: BLOG_PAGE_SIZE + 2 },
    });
    expect(await list(agent, 'language=korean')).toMatchObject({ posts: [], paging: { page: 1, total: 0, has_next: false } });
    // Without a language: every published English post.
    expect((await list(agent, '')).paging.total).toBe(BLOG_PAGE_SIZE + 3);
  });

  it('GET /v2/blog/posts/:slug: one published post with its text; an unknown or future one is 404', async () => {
    const agent = await setup();
    const res = await agent.get('/api/v2/blog/posts/es-english-1');
    expect(res.status).toBe(200);
    expect(BlogPostResponseSchema.parse(await res.json()).data.post).toEqual({
      id: expect.any(Number) as number,
      title: 'es english 1',
      summary: 'Summary 1.',
      url: '/blog/es-english-1',
      published_at: new Date(NOW - DAY_MS).toISOString(),
      display_language: 'es',
      learning_language: 'english',
      body: 'First paragraph 1.\n\nSecond paragraph.',
    });
    for (const slug of ['en-spanish-0', 'no-such-post']) {
      const missing = await agent.get(`/api/v2/blog/posts/${slug}`);
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ error: { code: 'NotFound', message: 'No such blog post.' } });
    }
  });

  it('refuses bad input naming the field', async () => {
    const agent = await setup();
    for (const query of ['page=0', 'page=x', 'display_language=%3Cscript%3E', `language=${'a'.repeat(101)}`]) {
      const res = await agent.get(`/api/v2/blog/posts?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { error: { field?: string } }).error.field).toBeTruthy();
    }
  });
});
