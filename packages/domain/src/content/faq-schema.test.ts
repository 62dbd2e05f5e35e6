import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { type FaqItem, type GroupClassFaqAnswerPart, type GroupClassFaqItem, parseFaqItems } from './faq';
import { FaqItemSchema, type GroupClassFaqAnswerPartSchema, GroupClassFaqItemSchema } from './faq-schema';

describe('FAQ item schemas: 001 §3', () => {
  it('each schema has the plain type of faq.ts (checked when the tests compile)', () => {
    expectTypeOf<z.output<typeof FaqItemSchema>>().toEqualTypeOf<FaqItem>();
    expectTypeOf<z.output<typeof GroupClassFaqAnswerPartSchema>>().toEqualTypeOf<GroupClassFaqAnswerPart>();
    expectTypeOf<z.output<typeof GroupClassFaqItemSchema>>().toEqualTypeOf<GroupClassFaqItem>();
  });

  it('"FAQ item: q, aMain, aSub, type (faq, cta or blog)"', () => {
    expect(FaqItemSchema.safeParse({ q: 'Q', aMain: 'A', aSub: 'more', type: 'cta' }).success).toBe(true);
    expect(FaqItemSchema.safeParse({ q: 'Q', aMain: 'A', type: 'faq' }).success).toBe(true);
    expect(FaqItemSchema.safeParse({ q: 'Q', aMain: 'A', type: 'video' }).success).toBe(false);
  });

  it('"In the group-class FAQ: q, a (a string or typed parts div/li/p with value), optional test-hook ids"', () => {
    expect(GroupClassFaqItemSchema.safeParse({ q: 'Q', a: 'text' }).success).toBe(true);
    expect(
      GroupClassFaqItemSchema.safeParse({
        q: 'Q',
        a: [
          { type: 'p', value: 'x' },
          { type: 'li', value: 'y' },
        ],
        questionTestId: 'faq-q-1',
      }).success,
    ).toBe(true);
    expect(GroupClassFaqItemSchema.safeParse({ q: 'Q', a: [{ type: 'span', value: 'x' }] }).success).toBe(false);
  });

  it('property: parseFaqItems (without zod) keeps exactly the items FaqItemSchema reads, as it reads them', () => {
    const loose = fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom(null, undefined, 0, true, 'faq', 'cta', 'blog', 'video'));
    const item = fc.record({ q: loose, aMain: loose, aSub: loose, type: loose, extra: loose }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.array(fc.oneof(item, fc.anything()), { maxLength: 4 }), (items) => {
        const bySchema = items.flatMap((x) => {
          const parsed = FaqItemSchema.safeParse(x);
          return parsed.success ? [parsed.data] : [];
        });
        expect(parseFaqItems(items)).toStrictEqual(bySchema);
      }),
    );
  });
});
