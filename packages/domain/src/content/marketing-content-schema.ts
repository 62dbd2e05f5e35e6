import { z } from 'zod';

// The content record's schemas, apart from marketing-content.ts so content pages load no zod; the
// server checks stored records with them. marketing-content-schema.test.ts checks that each schema's
// type is the plain type of marketing-content.ts.

/** 001 §3 "Marketing content record: ... faq_questions[] (faq_question, faq_answer)". */
export const MarketingFaqQuestionSchema = z.object({ faq_question: z.string(), faq_answer: z.string() });

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

/** 001 §7.2 "GET /v3/cms/gateway/filter ... code, data, message". `code` may arrive as a number or a numeric string. */
export const ContentResponseSchema = z.object({
  code: z.union([z.number(), z.string()]),
  data: z.unknown().optional(),
  message: z.string().nullish(),
});
