import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getSpokenLanguages } from './spoken-languages';

describe('getSpokenLanguages: 001 §2.5 "spoken languages with levels"', () => {
  it('"Levels above 2 count as a spoken language", "Level 7 means native"', () => {
    expect(
      getSpokenLanguages([
        { language: 'French', level: 3 },
        { language: 'german', level: 2 },
        { language: 'english', level: 7 },
        { language: 'spanish', level: 5 },
      ]),
    ).toEqual([
      { language: 'english', level: 7, isNative: true },
      { language: 'spanish', level: 5, isNative: false },
      { language: 'french', level: 3, isNative: false },
    ]);
  });
  it('keeps one entry per language with its highest level, in first-seen order on ties', () => {
    expect(
      getSpokenLanguages([
        { language: 'a', level: 4 },
        { language: 'b', level: 4 },
        { language: 'A', level: 6 },
        { language: ' ', level: 7 },
      ]),
    ).toEqual([
      { language: 'a', level: 6, isNative: false },
      { language: 'b', level: 4, isNative: false },
    ]);
  });
  it('property: exactly the languages whose best level is above 2, sorted by level descending', () => {
    const entry = fc.record({
      language: fc.constantFrom('english', 'spanish', 'french', 'german', 'Korean'),
      level: fc.integer({ min: 0, max: 7 }),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 10 }), (entries) => {
        const got = getSpokenLanguages(entries);
        const best = new Map<string, number>();
        for (const e of entries) best.set(e.language.toLowerCase(), Math.max(best.get(e.language.toLowerCase()) ?? 0, e.level));
        const expected = [...best].filter(([, l]) => l > 2);
        expect(got.map((g) => g.language).sort()).toEqual(expected.map(([l]) => l).sort());
        for (const g of got) expect(g.level).toBe(best.get(g.language));
        for (const g of got) expect(g.isNative).toBe(g.level === 7);
        for (let i = 1; i < got.length; i += 1) expect((got[i - 1]?.level ?? 0) >= (got[i]?.level ?? 0)).toBe(true);
      }),
    );
  });
});
