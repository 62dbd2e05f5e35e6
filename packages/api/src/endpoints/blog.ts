import { defineEndpoint } from '../contract/endpoint';
import { BlogPostResponseSchema, BlogPostSlugParamSchema, BlogPostsQuerySchema, BlogPostsResponseSchema } from '../schemas/blog';

export const getBlogPosts = defineEndpoint({
  method: 'GET',
  path: '/v2/blog/posts',
  access: 'public',
  summary:
    'The blog list (the "View more" of 001 §2.5\'s blog block): published posts of a learning language, newest first, in the display language or English, 12 a page with paging.',
  query: BlogPostsQuerySchema,
  response: BlogPostsResponseSchema,
});

export const getBlogPost = defineEndpoint({
  method: 'GET',
  path: '/v2/blog/posts/:slug',
  access: 'public',
  errors: ['NotFound'],
  summary: 'One published blog post by its slug, with its text; 404 NotFound for an unknown or not yet published one.',
  params: BlogPostSlugParamSchema,
  response: BlogPostResponseSchema,
});
