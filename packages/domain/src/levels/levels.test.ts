import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CEFR_LEVELS,
  LEVEL_FILTER_CODES,
  getCefrLevel,
  getLevelFilterCode,
  getLevelFilterCodeForLanguageLevel,
  isLevelFilterCode,
} from './level-filter-codes';
import { LEVEL_LABELS, getLevelLabel } from './level-labels';
import { LEVEL_FILTER_TITLE, LEVEL_OPTIONS } from './level-options';
import { NATIVE_LEVEL, SPOKEN_LEVEL_THRESHOLD, isNativeLevel, isSpokenLevel } from './spoken-levels';

describe('getLevelLabel: "language_level index 0-7 maps to the labels A1, A1, A2, B1, B2, C1, C2, Native"', () => {
  it('maps every index of the spec table', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(getLevelLabel)).toEqual(['A1', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'Native']);
  });

  it('"Some pages use 1-6 for A1..C2": 1..6 read as A1..C2', () => {
    expect([1, 2, 3, 4, 5, 6].map(getLevelLabel)).toEqual([...CEFR_LEVELS]);
  });

  it('gives null outside 0..7 (both ends inclusive) and for non-integers', () => {
    expect(getLevelLabel(-1)).toBeNull();
    expect(getLevelLabel(8)).toBeNull();
    expect(getLevelLabel(2.5)).toBeNull();
    expect(getLevelLabel(Number.NaN)).toBeNull();
  });

  it('property: a label iff an integer in [0, 7]', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -20, max: 20 }), fc.double()), (n) => {
        const inRange = Number.isInteger(n) && n >= 0 && n <= 7;
        expect(getLevelLabel(n)).toBe(inRange ? ['A1', 'A1', 'A2', 'B1', 'B2', 'C1', 'C2', 'Native'][n] : null);
      }),
    );
  });

  it('has eight labels', () => {
    expect(LEVEL_LABELS).toHaveLength(8);
  });
});

describe('level filter codes: "Levels filter codes: A1=1 to C2=6"', () => {
  it('maps A1=1 .. C2=6 both ways', () => {
    expect(LEVEL_FILTER_CODES).toEqual({ A1: 1, A2: 2, B1: 3, B2: 4, C1: 5, C2: 6 });
    for (const level of CEFR_LEVELS) expect(getCefrLevel(getLevelFilterCode(level))).toBe(level);
  });

  it('accepts exactly the integers 1..6', () => {
    expect(isLevelFilterCode(0)).toBe(false);
    expect(isLevelFilterCode(1)).toBe(true);
    expect(isLevelFilterCode(6)).toBe(true);
    expect(isLevelFilterCode(7)).toBe(false);
    expect(isLevelFilterCode('1')).toBe(false);
    expect(isLevelFilterCode(1.5)).toBe(false);
  });

  it('language_level 0 and 1 both filter as A1; Native has no filter code', () => {
    expect(getLevelFilterCodeForLanguageLevel(0)).toBe(1);
    expect(getLevelFilterCodeForLanguageLevel(1)).toBe(1);
    expect(getLevelFilterCodeForLanguageLevel(6)).toBe(6);
    expect(getLevelFilterCodeForLanguageLevel(7)).toBeNull();
    expect(getLevelFilterCodeForLanguageLevel(-1)).toBeNull();
  });

  it('property: the filter code of a language_level reads as the same label', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), (languageLevel) => {
        const code = getLevelFilterCodeForLanguageLevel(languageLevel);
        expect(code).not.toBeNull();
        expect(getCefrLevel(code!)).toBe(getLevelLabel(languageLevel));
      }),
    );
  });
});

describe('LEVEL_OPTIONS: "Level (\'My current level is\'): multi-select A1 to C2 with descriptions"', () => {
  it('offers A1..C2 in order with their codes and a description each', () => {
    expect(LEVEL_FILTER_TITLE).toBe('My current level is');
    expect(LEVEL_OPTIONS.map((o) => [o.label, o.code])).toEqual([
      ['A1', 1],
      ['A2', 2],
      ['B1', 3],
      ['B2', 4],
      ['C1', 5],
      ['C2', 6],
    ]);
    for (const option of LEVEL_OPTIONS) expect(option.description.length).toBeGreaterThan(20);
  });
});

describe('isSpokenLevel / isNativeLevel: "Levels above 2 count as a spoken language. Level 7 means native."', () => {
  it('level 2 is not spoken, 3 is; 7 is native and spoken', () => {
    expect(isSpokenLevel(SPOKEN_LEVEL_THRESHOLD - 1)).toBe(false);
    expect(isSpokenLevel(SPOKEN_LEVEL_THRESHOLD)).toBe(false);
    expect(isSpokenLevel(SPOKEN_LEVEL_THRESHOLD + 1)).toBe(true);
    expect(isNativeLevel(NATIVE_LEVEL)).toBe(true);
    expect(isSpokenLevel(NATIVE_LEVEL)).toBe(true);
    expect(isNativeLevel(6)).toBe(false);
  });

  it('property: spoken iff level > 2, native iff level === 7', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 12 }), (level) => {
        if (level < 0 || level > 7) {
          expect(() => isSpokenLevel(level)).toThrow(/level/);
          expect(() => isNativeLevel(level)).toThrow(/level/);
          return;
        }
        expect(isSpokenLevel(level)).toBe(level >= 3);
        expect(isNativeLevel(level)).toBe(level === 7);
      }),
    );
  });
});
