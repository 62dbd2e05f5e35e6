import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LevelFilterCode } from '../levels/level-filter-codes';
import { decodeRememberedLevels, encodeRememberedLevels, resolveInitialLevels } from './remembered-levels';

const levelsArb = fc.array(fc.constantFrom<LevelFilterCode>(1, 2, 3, 4, 5, 6), { maxLength: 8 });
const canonical = (levels: readonly number[]): number[] => [...new Set(levels)].sort((a, b) => a - b);

describe('remembered levels: "The page also reads and writes a remembered levels value"', () => {
  it('encodes sorted, without repeats, comma-joined', () => {
    expect(encodeRememberedLevels([3, 1, 3])).toBe('1,3');
    expect(encodeRememberedLevels([])).toBe('');
  });

  it('decodes comma lists and JSON arrays, dropping junk', () => {
    expect(decodeRememberedLevels('1,3')).toEqual([1, 3]);
    expect(decodeRememberedLevels('[3,1]')).toEqual([1, 3]);
    expect(decodeRememberedLevels('["2","5"]')).toEqual([2, 5]);
    expect(decodeRememberedLevels('0,7,x,2, 4 ,1.5')).toEqual([2, 4]);
    expect(decodeRememberedLevels(null)).toEqual([]);
    expect(decodeRememberedLevels(undefined)).toEqual([]);
    expect(decodeRememberedLevels('{"a":1}')).toEqual([]);
  });

  it('property: decode(encode(levels)) is the sorted unique levels', () => {
    fc.assert(
      fc.property(levelsArb, (levels) => {
        expect(decodeRememberedLevels(encodeRememberedLevels(levels))).toEqual(canonical(levels));
        expect(decodeRememberedLevels(JSON.stringify(levels))).toEqual(canonical(levels));
      }),
    );
  });

  it('property: decoding anything yields only codes 1..6', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        for (const code of decodeRememberedLevels(s)) expect(code >= 1 && code <= 6).toBe(true);
      }),
    );
  });
});

describe('resolveInitialLevels: URL levels win; remembered used when the URL has none', () => {
  it('URL levels win over a remembered value', () => {
    expect(resolveInitialLevels({ urlLevels: [4], remembered: '1,2' })).toEqual({ levels: [4], source: 'url' });
  });

  it('the remembered value applies when the URL has none', () => {
    expect(resolveInitialLevels({ urlLevels: [], remembered: '2,1' })).toEqual({ levels: [1, 2], source: 'remembered' });
  });

  it('neither: nothing chosen', () => {
    expect(resolveInitialLevels({ urlLevels: [], remembered: '' })).toEqual({ levels: [], source: 'none' });
    expect(resolveInitialLevels({ urlLevels: [], remembered: 'junk' })).toEqual({ levels: [], source: 'none' });
  });

  it('property: oracle', () => {
    fc.assert(
      fc.property(levelsArb, levelsArb, (url, stored) => {
        const r = resolveInitialLevels({ urlLevels: url, remembered: encodeRememberedLevels(stored) });
        if (url.length > 0) expect(r).toEqual({ levels: canonical(url), source: 'url' });
        else if (stored.length > 0) expect(r).toEqual({ levels: canonical(stored), source: 'remembered' });
        else expect(r).toEqual({ levels: [], source: 'none' });
      }),
    );
  });
});
