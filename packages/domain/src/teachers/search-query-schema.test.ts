import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { isCalendarDate, type TeacherSearchQuery } from './search-query';
import type { TeacherSearchQuerySchema } from './search-query-schema';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

describe('isCalendarDate: the plain check the search pages use instead of z.iso.date()', () => {
  it('examples: leap days by the Gregorian rule, month and day bounds, the exact shape', () => {
    for (const ok of ['2024-02-29', '2000-02-29', '2026-12-31', '2026-01-01', '0000-02-29']) expect(isCalendarDate(ok)).toBe(true);
    for (const bad of [
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-01',
      ' 2026-01-01',
      '2026-01-01T00:00',
    ])
      expect(isCalendarDate(bad)).toBe(false);
  });

  it('property: agrees with z.iso.date() on dates near and past every month end, and on any string', () => {
    const nearDates = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
    fc.assert(
      fc.property(fc.oneof(nearDates, fc.string()), (text) => {
        expect(isCalendarDate(text)).toBe(z.iso.date().safeParse(text).success);
      }),
      { numRuns: 5_000 },
    );
  });
});

describe('TeacherSearchQuerySchema', () => {
  it('has the plain type TeacherSearchQuery (checked when the tests compile)', () => {
    expectTypeOf<z.infer<typeof TeacherSearchQuerySchema>>().toEqualTypeOf<TeacherSearchQuery>();
  });
});
