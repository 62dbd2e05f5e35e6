import { z } from 'zod';

/** 001 §9 "Content success code 200." */
export const CONTENT_SUCCESS_CODE = 200;

/** 001 §5: post types accepted without condition ("learn, scholarships, landing"). */
export const CONTENT_POST_TYPES_ALWAYS_ALLOWED: readonly string[] = ['learn', 'scholarships', 'landing'];
/** 001 §5: the post type accepted only when the record is localized ("teachers only if localized"). */
export const CONTENT_POST_TYPE_TEACHERS = 'teachers';

/** 001 §3 "Marketing content record: ... faq_questions[] (faq_question, faq_answer)". */
export const MarketingFaqQuestionSchema = z.object({ faq_question: z.string(), faq_answer: z.string() });
export type MarketingFaqQuestion = z.infer<typeof MarketingFaqQuestionSchema>;

/**
 * 001 §3 "Marketing content record: post_type (teachers with a localized flag, learn, scholarships,
 * landing), meta_title, meta_description, hero_title, hero_description, headline_title,
 * headline_description, faq_title, faq_questions[] (faq_question, faq_answer), cta_title,
 * cta_button, cta_link, blog_title, language_filter." Only post_type is required; text fields may
 * be missing or null. `localized` is the flag of a teachers record (boolean or 0/1).
 */
export const MarketingContentSchema = z.object({
  post_type: z.string(),
  localized: z.union([z.boolean(), z.literal(0), z.literal(1)]).nullish(),
  meta_title: z.string().nullish(),
  meta_description: z.string().nullish(),
  hero_title: z.string().nullish(),
  hero_description: z.string().nullish(),
  headline_title: z.string().nullish(),
  headline_description: z.string().nullish(),
  faq_title: z.string().nullish(),
  faq_questions: z.array(MarketingFaqQuestionSchema).nullish(),
  cta_title: z.string().nullish(),
  cta_button: z.string().nullish(),
  cta_link: z.string().nullish(),
  blog_title: z.string().nullish(),
  language_filter: z.union([z.string(), z.array(z.string())]).nullish(),
});
export type MarketingContent = z.infer<typeof MarketingContentSchema>;

/** 001 §7.2 "GET /v3/cms/gateway/filter ... code, data, message". `code` may arrive as a number or a numeric string. */
export const ContentResponseSchema = z.object({
  code: z.union([z.number(), z.string()]),
  data: z.unknown().optional(),
  message: z.string().nullish(),
});
export type ContentResponse = z.infer<typeof ContentResponseSchema>;

export type ContentRejection = 'malformed-response' | 'not-success-code' | 'no-data' | 'malformed-data' | 'post-type-not-allowed';
export type ContentAcceptance =
  { readonly accepted: true; readonly content: MarketingContent } | { readonly accepted: false; readonly reason: ContentRejection };

/**
 * 001 §5 "the record's post_type is allowed": learn, scholarships and landing always; teachers only
 * when `localized` is true or 1. Exact, case-sensitive names.
 */
export function isAllowedContentPostType(content: Pick<MarketingContent, 'post_type' | 'localized'>): boolean {
  if (CONTENT_POST_TYPES_ALWAYS_ALLOWED.includes(content.post_type)) return true;
  return content.post_type === CONTENT_POST_TYPE_TEACHERS && (content.localized === true || content.localized === 1);
}

/**
 * 001 §5 "Content responses are accepted only when the code is 200, data exists and post_type is
 * allowed (teachers only if localized, learn, scholarships, landing)."
 * Takes the raw answer of the content call and never throws: anything that does not parse is
 * rejected with a reason (checked in this order: response shape, code, data present, data shape,
 * post type).
 */
export function acceptContentResponse(response: unknown): ContentAcceptance {
  const parsed = ContentResponseSchema.safeParse(response);
  if (!parsed.success) return { accepted: false, reason: 'malformed-response' };
  if (Number(parsed.data.code) !== CONTENT_SUCCESS_CODE) return { accepted: false, reason: 'not-success-code' };
  if (parsed.data.data === undefined || parsed.data.data === null) return { accepted: false, reason: 'no-data' };
  const content = MarketingContentSchema.safeParse(parsed.data.data);
  if (!content.success) return { accepted: false, reason: 'malformed-data' };
  if (!isAllowedContentPostType(content.data)) return { accepted: false, reason: 'post-type-not-allowed' };
  return { accepted: true, content: content.data };
}
