import type { BlogPost, BlogPostLink, BlogPostsResponse } from '@app/api';

export function makeBlogPostLink(overrides: Partial<BlogPostLink> = {}): BlogPostLink {
  return {
    id: 1,
    title: 'The best Spanish podcasts for every level',
    summary: 'Our teachers pick their favourite podcasts.',
    url: '/blog/spanish-podcasts',
    published_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeBlogPost(overrides: Partial<BlogPost> = {}): BlogPost {
  return {
    ...makeBlogPostLink(),
    display_language: 'en',
    learning_language: 'spanish',
    body: 'Podcasts turn a walk into practice.\n\nBeginners do best with short stories.',
    ...overrides,
  };
}

/** A `GET /v2/blog/posts` answer: `count` posts of page `page` out of `total`. */
export function makeBlogList({
  count = 3,
  page = 1,
  total = count,
  learning = 'spanish',
}: { count?: number; page?: number; total?: number; learning?: string | null } = {}): BlogPostsResponse {
  const first = (page - 1) * 12;
  return {
    data: {
      display_language: 'en',
      learning_language: learning,
      posts: Array.from({ length: count }, (_, i) =>
        makeBlogPostLink({ id: first + i + 1, title: `Post ${first + i + 1}`, url: `/blog/post-${first + i + 1}` }),
      ),
      paging: { page, total, has_next: first + count < total },
    },
  };
}
