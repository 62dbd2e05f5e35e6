import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantArb } from '../testing/arbitraries';
import { ISO_INSTANT_PATTERN, toEpochMs } from './instant';

/** Oracle: `ms` written as `YYYY-MM-DDThh:mm:ss.sss` at `offsetMinutes` from UTC (wall clock = UTC + offset). */
function writeLocal(ms: number, offsetMinutes: number): string {
  return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 23);
}
function writeOffset(offsetMinutes: number, colon: boolean): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${sign}${hh}${colon ? ':' : ''}${mm}`;
}

describe('toEpochMs: ISO-8601 instants WITH `Z` or a `±hh:mm`/`±hhmm` offset', () => {
  it('reads numbers, ISO strings with Z or an offset (with or without the colon), and Dates', () => {
    expect(toEpochMs(5)).toBe(5);
    expect(toEpochMs('1970-01-01T01:00:00+01:00')).toBe(0);
    expect(toEpochMs('1970-01-01T01:00:00+0100')).toBe(0);
    expect(toEpochMs('1969-12-31T19:30:00-0430')).toBe(0);
    expect(toEpochMs('2026-03-10T12:00:00Z')).toBe(Date.UTC(2026, 2, 10, 12));
    expect(toEpochMs('2026-03-10T12:00Z')).toBe(Date.UTC(2026, 2, 10, 12));
    expect(toEpochMs('2026-03-10T12:00:00.5Z')).toBe(Date.UTC(2026, 2, 10, 12, 0, 0, 500));
    expect(toEpochMs('2026-03-10T12:00:00.123456Z')).toBe(Date.UTC(2026, 2, 10, 12, 0, 0, 123));
    expect(toEpochMs('2024-02-29T00:00:00Z')).toBe(Date.UTC(2024, 1, 29));
    expect(toEpochMs(new Date(7))).toBe(7);
  });

  it('refuses a date-time WITHOUT an offset, whatever the machine zone (it used to be read in TZ: 12:00 in Sydney was 01:00Z)', () => {
    // Under the old Date.parse reading this returned Date.UTC(2026, 2, 10, 1) with TZ=Australia/Sydney
    // and Date.UTC(2026, 2, 10, 12) with TZ=UTC: the same rule gave different answers per machine.
    expect(() => toEpochMs('2026-03-10T12:00:00')).toThrow(RangeError);
    expect(() => toEpochMs('2026-03-10T12:00:00.000')).toThrow(RangeError);
    expect(() => toEpochMs('2026-03-10T12:00')).toThrow(RangeError);
  });

  it.each([
    ['a space instead of T', '2026-03-10 12:00:00Z'],
    ['a date alone', '2026-03-10'],
    ['free text', 'next tuesday'],
    ['an RFC 2822 date', 'Tue, 10 Mar 2026 12:00:00 GMT'],
    ['an hour offset only', '2026-03-10T12:00:00+01'],
    ['30 February', '2026-02-30T12:00:00Z'],
    ['29 February of a common year', '2026-02-29T12:00:00Z'],
    ['month 13', '2026-13-10T12:00:00Z'],
    ['day 0', '2026-03-00T12:00:00Z'],
    ['hour 24', '2026-03-10T24:00:00Z'],
    ['second 60', '2026-03-10T12:00:60Z'],
    ['an offset of 25 h', '2026-03-10T12:00:00+25:00'],
    ['a lower-case z', '2026-03-10T12:00:00z'],
    ['the empty string', ''],
    ['trailing text', '2026-03-10T12:00:00Z junk'],
  ])('refuses %s (%s) with a RangeError', (_name, text) => {
    expect(() => toEpochMs(text)).toThrow(RangeError);
  });

  it('refuses values that are not instants rather than letting them pass a time check', () => {
    expect(() => toEpochMs(Number.NaN)).toThrow(RangeError);
    expect(() => toEpochMs(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => toEpochMs(new Date('x'))).toThrow(RangeError);
  });

  it('property: any instant written at any offset (±hh:mm, ±hhmm, Z) reads back exactly', () => {
    const offsetArb = fc.integer({ min: -14 * 60, max: 14 * 60 });
    fc.assert(
      fc.property(instantArb, offsetArb, fc.boolean(), (ms, offset, colon) => {
        expect(toEpochMs(`${writeLocal(ms, offset)}${writeOffset(offset, colon)}`)).toBe(ms);
        expect(toEpochMs(`${writeLocal(ms, 0)}Z`)).toBe(ms);
      }),
    );
  });

  it('property: the same wall-clock text without its offset is always refused', () => {
    fc.assert(
      fc.property(instantArb, (ms) => {
        const local = writeLocal(ms, 0);
        expect(ISO_INSTANT_PATTERN.test(local)).toBe(false);
        expect(() => toEpochMs(local)).toThrow(RangeError);
        expect(() => toEpochMs(local.replace('T', ' ') + 'Z')).toThrow(RangeError);
      }),
    );
  });
});
