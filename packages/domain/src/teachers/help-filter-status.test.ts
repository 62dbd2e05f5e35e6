import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doesHelpFilterChangeHeader, getHelpFilterStatus, HELP_FILTER_THRESHOLD } from './help-filter-status';

const status = (speaksLanguage: string | null, speaksMatchCount: number, universalCount: number, enabled = true) =>
  getHelpFilterStatus({ enabled, speaksLanguage, speaksMatchCount, universalCount });

describe('getHelpFilterStatus: 001 §4.2 "Also-speak helper status codes"', () => {
  it('"0: none"', () => {
    expect(status('spanish', 5, 100, false)).toBe(0);
  });
  it('"11 and 12: speak-language matches, with at most or more than 10 teachers"', () => {
    expect(status('spanish', 1, 0)).toBe(11);
    expect(status('spanish', HELP_FILTER_THRESHOLD, 0)).toBe(11);
    expect(status('spanish', HELP_FILTER_THRESHOLD + 1, 0)).toBe(12);
  });
  it('"21 and 22: none match, universal count at most or more than 10"', () => {
    expect(status('spanish', 0, 10)).toBe(21);
    expect(status('spanish', 0, 11)).toBe(22);
  });
  it('"31 and 32: no language" (split on the universal count like 21/22)', () => {
    expect(status(null, 0, 10)).toBe(31);
    expect(status('  ', 50, 11)).toBe(32);
  });
  it('"Statuses 11 and 12 change the title and subtitle."', () => {
    expect(
      [0, 11, 12, 21, 22, 31, 32].filter((s) => doesHelpFilterChangeHeader(s as Parameters<typeof doesHelpFilterChangeHeader>[0])),
    ).toEqual([11, 12]);
  });
  it('property: the threshold 10 is inclusive on the "at most" side, at 9, 10 and 11', () => {
    fc.assert(
      fc.property(fc.constantFrom(-1, 0, 1), fc.integer({ min: 0, max: 1000 }), (delta, universal) => {
        const n = HELP_FILTER_THRESHOLD + delta;
        expect(status('german', n, universal)).toBe(n <= 10 ? 11 : 12);
        expect(status('german', 0, n)).toBe(n <= 10 ? 21 : 22);
        expect(status(null, universal, n)).toBe(n <= 10 ? 31 : 32);
      }),
    );
  });
});
