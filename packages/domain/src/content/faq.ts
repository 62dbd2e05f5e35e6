import { isJsonObject } from '../arguments/json-object';
import { requireInteger } from '../arguments/number-arguments';

/** 001 §3 "FAQ item: q, aMain, aSub, type (faq, cta or blog)." */
export const FAQ_ITEM_TYPES = ['faq', 'cta', 'blog'] as const;

/** 001 §3 "FAQ item: q, aMain, aSub, type (faq, cta or blog)." `aSub` may be missing. Its schema is in faq-schema.ts. */
export interface FaqItem {
  q: string;
  aMain: string;
  aSub?: string | undefined;
  type: (typeof FAQ_ITEM_TYPES)[number];
}

/** 001 §3 "In the group-class FAQ: ... typed parts div/li/p with value". */
export const FAQ_ANSWER_PART_TYPES = ['div', 'li', 'p'] as const;

/** One typed part of a group-class FAQ answer. */
export interface GroupClassFaqAnswerPart {
  type: (typeof FAQ_ANSWER_PART_TYPES)[number];
  value: string;
}

/**
 * 001 §3 "In the group-class FAQ: q, a (a string or typed parts div/li/p with value), optional
 * test-hook ids." The test hooks are named `questionTestId` and `answerTestId`.
 */
export interface GroupClassFaqItem {
  q: string;
  a: string | GroupClassFaqAnswerPart[];
  questionTestId?: string | undefined;
  answerTestId?: string | undefined;
}

/** The item as `FaqItemSchema` reads it (unknown keys dropped), or null. */
function readFaqItem(item: unknown): FaqItem | null {
  if (!isJsonObject(item)) return null;
  const { q, aMain, aSub, type } = item;
  if (typeof q !== 'string' || typeof aMain !== 'string' || !(FAQ_ITEM_TYPES as readonly unknown[]).includes(type)) return null;
  const known = { q, aMain, type: type as FaqItem['type'] };
  if (!('aSub' in item)) return known;
  return aSub === undefined || typeof aSub === 'string' ? { ...known, aSub } : null;
}

/**
 * The FAQ items of a list that parse (as `FaqItemSchema` would; property-tested against it), in
 * order; malformed items are dropped (never throws). A value that is not a list gives `[]`.
 */
export function parseFaqItems(items: unknown): FaqItem[] {
  if (!Array.isArray(items)) return [];
  return items.map(readFaqItem).filter((item) => item !== null);
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
