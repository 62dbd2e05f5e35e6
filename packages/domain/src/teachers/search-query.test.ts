import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KEYWORD_MAX_LENGTH as TEACHER_KEYWORD_MAX_LENGTH } from '../search/keyword';
import { rawTeacherSearchQueryArb, teacherSearchQueryArb } from '../testing/teachers-builders';
import {
  EMPTY_TEACHER_SEARCH_QUERY,
  expandTimeBlocks,
  formatCentsAsPrice,
  formatTeacherSearchQueryString,
  parsePriceToCents,
  parseTeacherSearchQuery,
  serializeTeacherSearchQuery,
} from './search-query';
import { TeacherSearchQuerySchema } from './search-query-schema';

// Independent oracle for "multiplied by 100" with half-up rounding past the cents, in exact BigInt arithmetic.
function centsOracle(text: string): number | undefined {
  const m = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (m === null) return undefined;
  const fraction = m[2] ?? '';
  const scale = 10n ** BigInt(fraction.length);
  const scaled = BigInt(`${m[1] ?? '0'}${fraction}`) * 100n;
  const cents = Number((scaled * 2n + scale) / (2n * scale));
  return Number.isSafeInteger(cents) ? cents : undefined;
}

describe('parseTeacherSearchQuery: 001 §5 "Teacher search query parsing"', () => {
  it('"minPrice and maxPrice apply only if numeric and are multiplied by 100"', () => {
    expect(parseTeacherSearchQuery({ minPrice: '12', maxPrice: '30' })).toMatchObject({ minPrice: 1200, maxPrice: 3000 });
    expect(parseTeacherSearchQuery({ minPrice: '12.5' }).minPrice).toBe(1250);
    expect(parseTeacherSearchQuery({ minPrice: '0' }).minPrice).toBe(0);
    for (const junk of ['abc', '', ' ', '-5', '1e3', '12.', '.5', '12,5', 'NaN', 'Infinity']) {
      expect(parseTeacherSearchQuery({ minPrice: junk, maxPrice: junk })).not.toHaveProperty('minPrice');
      expect(parseTeacherSearchQuery({ minPrice: junk, maxPrice: junk })).not.toHaveProperty('maxPrice');
    }
  });
  it('rounds half up past the second decimal: 12.345 -> 1235, 12.344 -> 1234, 0.999 -> 100', () => {
    expect(parsePriceToCents('12.345')).toBe(1235);
    expect(parsePriceToCents('12.344')).toBe(1234);
    expect(parsePriceToCents('0.999')).toBe(100);
    expect(parsePriceToCents('1.005')).toBe(101);
  });
  it('keeps an inverted price range as given', () => {
    expect(parseTeacherSearchQuery({ minPrice: '50', maxPrice: '10' })).toMatchObject({ minPrice: 5000, maxPrice: 1000 });
  });
  it('"page is used only if numeric": a positive integer, 1 inclusive', () => {
    expect(parseTeacherSearchQuery({ page: '2' }).page).toBe(2);
    expect(parseTeacherSearchQuery({ page: '1' }).page).toBe(1);
    for (const junk of ['0', '-1', '2.5', 'abc', '', '1e2']) expect(parseTeacherSearchQuery({ page: junk })).not.toHaveProperty('page');
    expect(parseTeacherSearchQuery({ page: String(Number.MAX_SAFE_INTEGER) }).page).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseTeacherSearchQuery({ page: '9007199254740992' })).not.toHaveProperty('page');
  });
  it('"time is a list of hour-blocks, each value n expanding to 4 slots 4n to 4n+3"', () => {
    const q = parseTeacherSearchQuery({ time: '5,0' });
    expect(q.time).toEqual([0, 5]);
    expect(expandTimeBlocks(q.time)).toEqual([0, 1, 2, 3, 20, 21, 22, 23]);
    expect(parseTeacherSearchQuery({ time: '-1,6,x,2' }).time).toEqual([2]);
  });
  it('"day values become numbers": 0 (Monday) to 6 inclusive', () => {
    expect(parseTeacherSearchQuery({ day: '6,0,3' }).day).toEqual([0, 3, 6]);
    expect(parseTeacherSearchQuery({ day: '-1,7,x,1.5, 2 ' }).day).toEqual([2]);
  });
  it('"is_native, trial_lesson and instant_booking count only if equal to 1"', () => {
    expect(parseTeacherSearchQuery({ is_native: '1', trial_lesson: '1', instant_booking: '1' })).toMatchObject({
      is_native: true,
      trial_lesson: true,
      instant_booking: true,
    });
    for (const other of ['0', '2', 'true', 'yes', '', '01']) {
      expect(parseTeacherSearchQuery({ is_native: other, trial_lesson: other, instant_booking: other })).toMatchObject({
        is_native: false,
        trial_lesson: false,
        instant_booking: false,
      });
    }
  });
  it('"in72h must be the string true"', () => {
    expect(parseTeacherSearchQuery({ in72h: 'true' }).in72h).toBe(true);
    for (const other of ['TRUE', 'True', '1', 'yes', '']) expect(parseTeacherSearchQuery({ in72h: other }).in72h).toBe(false);
  });
  it('"arrays are accepted as a comma-joined string or a list"', () => {
    const joined = parseTeacherSearchQuery({ tags: 'CA003,CA005', childTags: 'IELTS', speaks: 'Spanish,french', day: '0,1' });
    const listed = parseTeacherSearchQuery({
      tags: ['CA003', 'CA005'],
      childTags: ['IELTS'],
      speaks: ['spanish', 'French'],
      day: ['0', '1'],
    });
    expect(listed).toEqual(joined);
    expect(joined).toMatchObject({ tags: ['CA003', 'CA005'], childTags: ['IELTS'], speaks: ['spanish', 'french'], day: [0, 1] });
    expect(parseTeacherSearchQuery({ tags: ['CA003,CA005', 'CA003', ' '] }).tags).toEqual(['CA003', 'CA005']);
  });
  it('teacher_type is pro or tutor (case-insensitive); anything else is ignored', () => {
    expect(parseTeacherSearchQuery({ teacher_type: 'pro' }).teacher_type).toBe('pro');
    expect(parseTeacherSearchQuery({ teacher_type: 'Tutor' }).teacher_type).toBe('tutor');
    expect(parseTeacherSearchQuery({ teacher_type: 'professional' })).not.toHaveProperty('teacher_type');
  });
  it('keyword is trimmed and kept up to 200 characters (code points, inclusive); 201 are ignored', () => {
    expect(parseTeacherSearchQuery({ keyword: '  grammar ' }).keyword).toBe('grammar');
    expect(parseTeacherSearchQuery({ keyword: 'a'.repeat(TEACHER_KEYWORD_MAX_LENGTH - 1) }).keyword).toHaveLength(199);
    expect(parseTeacherSearchQuery({ keyword: 'a'.repeat(TEACHER_KEYWORD_MAX_LENGTH) }).keyword).toHaveLength(200);
    expect(parseTeacherSearchQuery({ keyword: 'a'.repeat(TEACHER_KEYWORD_MAX_LENGTH + 1) })).not.toHaveProperty('keyword');
    expect(parseTeacherSearchQuery({ keyword: '😀'.repeat(200) }).keyword).toBe('😀'.repeat(200));
    expect(parseTeacherSearchQuery({ keyword: '😀'.repeat(201) })).not.toHaveProperty('keyword');
  });
  it('specificDay must be a real calendar day; specificHours are whole hours 0..23', () => {
    expect(parseTeacherSearchQuery({ specificDay: '2024-02-29' }).specificDay).toBe('2024-02-29');
    expect(parseTeacherSearchQuery({ specificDay: '2026-02-29' })).not.toHaveProperty('specificDay');
    expect(parseTeacherSearchQuery({ specificHours: '23,9,24,-1,9' }).specificHours).toEqual([9, 23]);
  });
  it('isAutoMatched is set by the presence of the key; instant_lesson_status is a non-negative integer', () => {
    expect(parseTeacherSearchQuery({ isAutoMatched: '1' }).isAutoMatched).toBe(true);
    expect(parseTeacherSearchQuery({ isAutoMatched: '' }).isAutoMatched).toBe(true);
    expect(parseTeacherSearchQuery({}).isAutoMatched).toBe(false);
    expect(parseTeacherSearchQuery({ instant_lesson_status: '1' }).instant_lesson_status).toBe(1);
    expect(parseTeacherSearchQuery({ instant_lesson_status: 'on' })).not.toHaveProperty('instant_lesson_status');
  });
  it('an empty query parses to EMPTY_TEACHER_SEARCH_QUERY', () => {
    expect(parseTeacherSearchQuery({})).toEqual(EMPTY_TEACHER_SEARCH_QUERY);
  });
  it('property: prices equal an exact BigInt oracle, for any decimal text', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,12}(\.\d{0,6})?$/), (text) => {
        expect(parsePriceToCents(text)).toBe(centsOracle(text));
      }),
    );
  });
  it('property: formatCentsAsPrice and parsePriceToCents are inverse', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(parsePriceToCents(formatCentsAsPrice(cents))).toBe(cents);
      }),
    );
  });
  it('property: any raw query parses to a valid canonical query', () => {
    fc.assert(
      fc.property(rawTeacherSearchQueryArb, (raw) => {
        expect(TeacherSearchQuerySchema.safeParse(parseTeacherSearchQuery(raw)).success).toBe(true);
      }),
    );
  });
  it('property: each expanded block n gives exactly 4n..4n+3', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), (n) => {
        expect(expandTimeBlocks([n])).toEqual([4 * n, 4 * n + 1, 4 * n + 2, 4 * n + 3]);
      }),
    );
  });
});

describe('serializeTeacherSearchQuery: the filters kept in the URL', () => {
  it('writes flags as 1, in72h as true, prices in units, lists comma-joined, and leaves the rest out', () => {
    const q = parseTeacherSearchQuery({ tags: 'CA003', day: '0,6', trial_lesson: '1', in72h: 'true', minPrice: '12.5', is_native: '0' });
    expect(serializeTeacherSearchQuery(q)).toEqual({ tags: 'CA003', day: '0,6', trial_lesson: '1', minPrice: '12.5', in72h: 'true' });
    expect(formatTeacherSearchQueryString(q)).toBe('tags=CA003&day=0,6&trial_lesson=1&minPrice=12.5&in72h=true');
    expect(formatTeacherSearchQueryString(EMPTY_TEACHER_SEARCH_QUERY)).toBe('');
  });
  it('property (round trip): parse(serialize(q)) equals q for every valid query', () => {
    fc.assert(
      fc.property(teacherSearchQueryArb, (q) => {
        expect(TeacherSearchQuerySchema.parse(q)).toEqual(q);
        expect(parseTeacherSearchQuery(serializeTeacherSearchQuery(q))).toEqual(q);
      }),
    );
  });
  it('property (round trip through a real query string): URLSearchParams of the string parses back to q', () => {
    fc.assert(
      fc.property(teacherSearchQueryArb, (q) => {
        const params = new URLSearchParams(formatTeacherSearchQueryString(q));
        expect(parseTeacherSearchQuery(Object.fromEntries(params))).toEqual(q);
      }),
    );
  });
  it('property: serializing a parsed raw query is a fixed point', () => {
    fc.assert(
      fc.property(rawTeacherSearchQueryArb, (raw) => {
        const once = parseTeacherSearchQuery(raw);
        expect(parseTeacherSearchQuery(serializeTeacherSearchQuery(once))).toEqual(once);
      }),
    );
  });
});
