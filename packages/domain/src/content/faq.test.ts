import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FaqItemSchema, GroupClassFaqItemSchema, parseFaqItems, toggleFaqPanel } from './faq';

describe('FAQ item schemas: 001 §3', () => {
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
  it('parseFaqItems keeps the good items and never throws', () => {
    expect(parseFaqItems([{ q: 'Q', aMain: 'A', type: 'blog' }, { q: 1 }, null])).toEqual([{ q: 'Q', aMain: 'A', type: 'blog' }]);
    expect(parseFaqItems('nope')).toEqual([]);
    fc.assert(
      fc.property(fc.anything(), (x) => {
        expect(() => parseFaqItems(x)).not.toThrow();
      }),
    );
  });
});

describe('toggleFaqPanel: "an accordion with one panel open at a time"', () => {
  it('opens, switches and closes', () => {
    expect(toggleFaqPanel({ openIndex: null, clickedIndex: 2 })).toBe(2);
    expect(toggleFaqPanel({ openIndex: 2, clickedIndex: 0 })).toBe(0);
    expect(toggleFaqPanel({ openIndex: 0, clickedIndex: 0 })).toBeNull();
  });
  it('property: after any clicks, the open panel is the last clicked one or none (one at a time)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 4 })), (clicks) => {
        let open: number | null = null;
        const openSet = new Set<number>();
        for (const c of clicks) {
          open = toggleFaqPanel({ openIndex: open, clickedIndex: c });
          if (openSet.has(c)) openSet.delete(c);
          else {
            openSet.clear();
            openSet.add(c);
          }
        }
        expect(open === null ? [] : [open]).toEqual([...openSet]);
      }),
    );
  });
});
