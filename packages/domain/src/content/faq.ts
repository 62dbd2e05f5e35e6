import { z } from 'zod';
import { requireInteger } from '../arguments/number-arguments';

/** 001 §3 "FAQ item: q, aMain, aSub, type (faq, cta or blog)." */
export const FAQ_ITEM_TYPES = ['faq', 'cta', 'blog'] as const;

/** 001 §3 "FAQ item: q, aMain, aSub, type (faq, cta or blog)." `aSub` may be missing. */
export const FaqItemSchema = z.object({
  q: z.string(),
  aMain: z.string(),
  aSub: z.string().optional(),
  type: z.enum(FAQ_ITEM_TYPES),
});
export type FaqItem = z.infer<typeof FaqItemSchema>;

/** 001 §3 "In the group-class FAQ: ... typed parts div/li/p with value". */
export const FAQ_ANSWER_PART_TYPES = ['div', 'li', 'p'] as const;

/** One typed part of a group-class FAQ answer. */
export const GroupClassFaqAnswerPartSchema = z.object({ type: z.enum(FAQ_ANSWER_PART_TYPES), value: z.string() });
export type GroupClassFaqAnswerPart = z.infer<typeof GroupClassFaqAnswerPartSchema>;

/**
 * 001 §3 "In the group-class FAQ: q, a (a string or typed parts div/li/p with value), optional
 * test-hook ids." The test hooks are named `questionTestId` and `answerTestId`.
 */
export const GroupClassFaqItemSchema = z.object({
  q: z.string(),
  a: z.union([z.string(), z.array(GroupClassFaqAnswerPartSchema)]),
  questionTestId: z.string().optional(),
  answerTestId: z.string().optional(),
});
export type GroupClassFaqItem = z.infer<typeof GroupClassFaqItemSchema>;

/**
 * The FAQ items of a list that parse, in order; malformed items are dropped (never throws). A value
 * that is not a list gives `[]`.
 */
export function parseFaqItems(items: unknown): FaqItem[] {
  if (!Array.isArray(items)) return [];
  return items.flatMap((item) => {
    const parsed = FaqItemSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/**
 * 001 §2.6 "The FAQ is an accordion with one panel open at a time." The panel open after a click:
 * clicking the open panel closes it (`null`), clicking another opens it and closes the first.
 */
export function toggleFaqPanel({ openIndex, clickedIndex }: { openIndex: number | null; clickedIndex: number }): number | null {
  if (openIndex !== null) requireInteger('openIndex', openIndex, 0);
  requireInteger('clickedIndex', clickedIndex, 0);
  return openIndex === clickedIndex ? null : clickedIndex;
}
