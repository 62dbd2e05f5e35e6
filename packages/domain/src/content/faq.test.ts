import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFaqItems, toggleFaqPanel } from './faq';

describe('parseFaqItems: 001 §3 "FAQ item: q, aMain, aSub, type (faq, cta or blog)"', () => {
  it('keeps the good items, drops unknown keys and never throws', () => {
    expect(parseFaqItems([{ q: 'Q', aMain: 'A', type: 'blog', x: 1 }, { q: 1 }, null, { q: 'Q', aMain: 'A', type: 'video' }])).toEqual([
      { q: 'Q', aMain: 'A', type: 'blog' },
    ]);
    expect(parseFaqItems([{ q: 'Q', aMain: 'A', aSub: 'more', type: 'cta' }])).toEqual([{ q: 'Q', aMain: 'A', aSub: 'more', type: 'cta' }]);
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
