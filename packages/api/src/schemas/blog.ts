import { z } from 'zod';
import { queryInt } from '../contract/query';
import { BlogPostLinkSchema, ContentLanguageSchema } from './content';
import { SearchPagingSchema } from './shared';

/** Posts on one page of the blog list. */
export const BLOG_PAGE_SIZE = 12;
/** Longest slug accepted in a post's address. */
export const BLOG_SLUG_MAX_LENGTH = 200;

/**
 * `GET /v2/blog/posts`: the published posts of a learning language (every language without one),
 * newest first, in the display language when it has any, else in English.
 */
export const BlogPostsQuerySchema = z.object({
  language: z.string().trim().toLowerCase().min(1).max(100).optional(),
  display_language: ContentLanguageSchema.default('en'),
  page: queryInt({ min: 1, max: 10_000 }).default(1),
});

export const BlogPostsResponseSchema = z.object({
  data: z.object({
    /** The display language the posts are in (the asked one's primary subtag, or `en`). */
    display_language: z.string(),
    learning_language: z.string().nullable(),
    posts: z.array(BlogPostLinkSchema),
    paging: SearchPagingSchema,
  }),
});
export type BlogPostsResponse = z.infer<typeof BlogPostsResponseSchema>;

export const BlogPostSlugParamSchema = z.object({ slug: z.string().trim().min(1).max(BLOG_SLUG_MAX_LENGTH) });

/** One article: its link fields, the languages, and the text (plain paragraphs separated by a blank line; may be empty). */
export const BlogPostSchema = BlogPostLinkSchema.extend({
  display_language: z.string(),
  learning_language: z.string(),
  body: z.string(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const BlogPostResponseSchema = z.object({ data: z.object({ post: BlogPostSchema }) });
