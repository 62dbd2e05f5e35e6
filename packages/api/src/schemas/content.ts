import { FaqItemSchema, GroupClassFaqItemSchema, MarketingContentSchema } from '@app/domain/schemas';
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// GET /v3/cms/gateway/filter (001 §3 "Marketing content record", §5, §7.2)
// ---------------------------------------------------------------------------------------------

/** A content language: a BCP-47-like tag (`en`, `zh-cn`, `pt`), mapped by the server (zh-cn -> zh-hans ...). */
export const ContentLanguageSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{1,8}){0,3}$/, 'a language tag such as en or zh-cn');
/** Longest content path accepted. */
export const CONTENT_PATH_MAX_LENGTH = 300;

const trueFlag = z.enum(['true', 'false']).transform((v) => v === 'true');

export const CmsFilterQuerySchema = z.object({
  lang: ContentLanguageSchema,
  path: z.string().trim().min(1).max(CONTENT_PATH_MAX_LENGTH).startsWith('/', 'starts with /'),
  /** true: the whole record; otherwise only the head fields (post_type, localized, meta_*, language_filter). */
  content: trueFlag.default(false),
  /** true: a draft is answered when one exists (preview); otherwise only published records. */
  wip: trueFlag.default(false),
  /** Cache busters of a preview: accepted and ignored (the server keeps no content cache). */
  refresh: trueFlag.optional(),
  t: z
    .string()
    .regex(/^\d{1,16}$/, 'a timestamp')
    .optional(),
  timestamp: z
    .string()
    .regex(/^\d{1,16}$/, 'a timestamp')
    .optional(),
});

/** 001 §9 "Content success code 200"; a missing record answers code 404 and data null (HTTP 200). */
export const CONTENT_CODE_OK = 200;
export const CONTENT_CODE_NOT_FOUND = 404;

/** `{ code, data, message }` exactly as 001 §7.2: the web app reads `code`, never the HTTP status. */
export const CmsFilterResponseSchema = z.object({
  code: z.number().int(),
  data: MarketingContentSchema.nullable(),
  message: z.string(),
});
export type CmsFilterResponse = z.infer<typeof CmsFilterResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Languages config (001 §3 "Language config: languages[] each with text_code")
// ---------------------------------------------------------------------------------------------

export const ConfiguredLanguageSchema = z.object({ text_code: z.string(), name: z.string() });
export const AllLanguagesResponseSchema = z.object({ data: z.object({ languages: z.array(ConfiguredLanguageSchema) }) });
export const PopularLanguagesResponseSchema = z.object({
  data: z.object({ languages: z.array(ConfiguredLanguageSchema.extend({ rank: z.number().int() })) }),
});

// ---------------------------------------------------------------------------------------------
// FAQ (001 §3 "FAQ item"), GET /v3/faq
// ---------------------------------------------------------------------------------------------

export const FAQ_PAGES = ['teachers', 'group_class'] as const;
export const FAQ_DEFAULT_LANG = 'en';

export const FaqQuerySchema = z.object({
  page: z.enum(FAQ_PAGES),
  lang: ContentLanguageSchema.default(FAQ_DEFAULT_LANG),
});

/** `lang` is the language the items are in: the asked one, or English when it has none. */
export const FaqResponseSchema = z.object({
  data: z.discriminatedUnion('page', [
    z.object({ page: z.literal('teachers'), lang: z.string(), items: z.array(FaqItemSchema) }),
    z.object({ page: z.literal('group_class'), lang: z.string(), items: z.array(GroupClassFaqItemSchema) }),
  ]),
});

// ---------------------------------------------------------------------------------------------
// GET /v2/seo/blog-and-teacher (001 §7.2 "data.blog_dict")
// ---------------------------------------------------------------------------------------------

export const BlogAndTeacherQuerySchema = z.object({
  display_language: ContentLanguageSchema.default('en'),
  learning_language: z.string().trim().min(1).max(100),
});

export const BlogPostLinkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  url: z.string(),
  published_at: z.string(),
});
export type BlogPostLink = z.infer<typeof BlogPostLinkSchema>;

/**
 * `blog_dict`: the newest posts (at most 4; phones show 3, 001 §9) for the learning language in the
 * display language, or in English when there are none; `display_language` says which one it is.
 */
export const BlogAndTeacherResponseSchema = z.object({
  data: z.object({
    blog_dict: z.object({
      display_language: z.string(),
      learning_language: z.string(),
      posts: z.array(BlogPostLinkSchema),
      view_more_url: z.string(),
    }),
  }),
});
