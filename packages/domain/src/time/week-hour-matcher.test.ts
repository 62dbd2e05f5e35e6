import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { zonedNowArb } from '../testing/search-builders';
import { DAY_MS, HOUR_MS } from './constants';
import { localWeekHourMatcher } from './week-hour-matcher';
import { getZonedParts } from './zoned-clock';

const at = (iso: string) => Date.parse(iso);

/** The oracle: the instant's wall clock read with Intl, weekday 0 = Monday (001 §9). */
function matches(t: number, zone: string, weekdays: readonly number[], hours: readonly number[]): boolean {
  const parts = getZonedParts(t, zone);
  return (weekdays.length === 0 || weekdays.includes(parts.weekday - 1)) && (hours.length === 0 || hours.includes(parts.hour));
}

describe('localWeekHourMatcher: an instant on the local weekdays and hours', () => {
  it('09:00-09:59 in Berlin in winter is 08:00-08:59 UTC, to the millisecond on both sides', () => {
    const test = localWeekHourMatcher({ from: '2026-11-30T00:00:00Z', lookupMs: 7 * DAY_MS, zone: 'Europe/Berlin', hours: [9] });
    expect(test(at('2026-11-30T07:59:59.999Z'))).toBe(false);
    expect(test(at('2026-11-30T08:00:00.000Z'))).toBe(true);
    expect(test(at('2026-11-30T08:59:59.999Z'))).toBe(true);
    expect(test(at('2026-11-30T09:00:00.000Z'))).toBe(false);
  });

  it('001 §9 weekday 0 is Monday, also after the lookup (read in the zone) and before it', () => {
    const test = localWeekHourMatcher({ from: '2026-11-30T00:00:00Z', lookupMs: DAY_MS, zone: 'Asia/Tokyo', weekdays: [0] });
    expect(test(at('2026-12-06T14:59:59.999Z'))).toBe(false); // Sunday 23:59 in Tokyo, after the lookup
    expect(test(at('2026-12-06T15:00:00.000Z'))).toBe(true); // Monday 00:00
    expect(test(at('2026-11-29T15:00:00.000Z'))).toBe(true); // Monday 00:00, before `from`
  });

  it('agrees with the wall clock read in the zone, inside the lookup, at its edges and after it', () => {
    const weekdaysArb = fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { maxLength: 7 });
    const hoursArb = fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { maxLength: 24 });
    const lookupArb = fc.constantFrom(0, HOUR_MS, 56 * DAY_MS);
    fc.assert(
      fc.property(
        zonedNowArb,
        weekdaysArb,
        hoursArb,
        lookupArb,
        fc.array(fc.integer({ min: -2 * DAY_MS, max: 70 * DAY_MS }), { maxLength: 30 }),
        ({ zone, now }, weekdays, hours, lookupMs, offsets) => {
          const test = localWeekHourMatcher({ from: now, lookupMs, zone, weekdays, hours });
          const edges = [now - 1, now, now + lookupMs - 1, now + lookupMs];
          for (const t of [...edges, ...offsets.map((o) => now + o)])
            expect(test(t), `${zone} ${new Date(t).toISOString()}`).toBe(matches(t, zone, weekdays, hours));
        },
      ),
      { numRuns: 300 },
    );
  });
});
