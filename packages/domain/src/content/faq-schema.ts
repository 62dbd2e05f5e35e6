import { z } from 'zod';
import { FAQ_ANSWER_PART_TYPES, FAQ_ITEM_TYPES } from './faq';

// The FAQ schemas, apart from faq.ts so the pages that show a FAQ load no zod; faq-schema.test.ts
// checks each schema's type is the plain type of faq.ts and that parseFaqItems reads as they do.

/** `FaqItem` as a schema: 001 §3 "FAQ item: q, aMain, aSub, type (faq, cta or blog)." */
export const FaqItemSchema = z.object({
  q: z.string(),
  aMain: z.string(),
  aSub: z.string().optional(),
  type: z.enum(FAQ_ITEM_TYPES),
});

/** `GroupClassFaqAnswerPart` as a schema: one typed part (div, li or p) of a group-class FAQ answer. */
export const GroupClassFaqAnswerPartSchema = z.object({ type: z.enum(FAQ_ANSWER_PART_TYPES), value: z.string() });

/** `GroupClassFaqItem` as a schema: 001 §3 "q, a (a string or typed parts div/li/p with value), optional test-hook ids". */
export const GroupClassFaqItemSchema = z.object({
  q: z.string(),
  a: z.union([z.string(), z.array(GroupClassFaqAnswerPartSchema)]),
  questionTestId: z.string().optional(),
  answerTestId: z.string().optional(),
});
