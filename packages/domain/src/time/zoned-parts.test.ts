import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findZoneTransitions, intlZonedParts as intlParts } from '../testing/day-start-oracle';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './constants';
import { getZonedParts } from './zoned-clock';

const ALL_ZONES = Intl.supportedValuesOf('timeZone');
// Changes off the hour (Lord Howe's half hour, St. John's 00:01), at local midnight (Santiago,
// Havana, Beirut), a skipped date (Apia), and local mean times with seconds (Amsterdam +00:19:32,
// Monrovia -00:44:30, Kolkata before 1942).
const AWKWARD_ZONES = [
  'Australia/Lord_Howe',
  'America/St_Johns',
  'America/Santiago',
  'America/Havana',
  'Asia/Beirut',
  'Pacific/Apia',
  'Europe/Amsterdam',
  'Africa/Monrovia',
  'Asia/Kolkata',
  'Europe/Dublin',
  'Antarctica/Troll',
];

describe('getZonedParts reads an offset once per hour and still agrees with Intl on every instant', () => {
  it('property: any instant from 1850 to 2150 in any zone the runtime knows, read twice (the second time from the cache)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALL_ZONES), fc.integer({ min: Date.UTC(1850, 0, 1), max: Date.UTC(2150, 0, 1) }), (zone, epochMs) => {
        const expected = intlParts(epochMs, zone);
        expect(getZonedParts(epochMs, zone)).toEqual(expected);
        expect(getZonedParts(epochMs, zone)).toEqual(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it(
    'agrees at every offset change from both sides (the last millisecond before, the first at, the one after)',
    { timeout: 30_000 },
    () => {
      const years: [number, number][] = [
        [1916, 1945],
        [2015, 2027],
      ];
      let checked = 0;
      for (const zone of AWKWARD_ZONES) {
        for (const [from, to] of years) {
          for (const change of findZoneTransitions(zone, from, to)) {
            // Each of these instants in an hour of its own, and the hour's ends, so both paths are read.
            const hour = Math.floor(change / HOUR_MS) * HOUR_MS;
            for (const t of [change - 1, change, change + 1, hour, hour + HOUR_MS - 1, hour - 1, hour + HOUR_MS]) {
              expect({ zone, t, parts: getZonedParts(t, zone) }).toEqual({ zone, t, parts: intlParts(t, zone) });
              checked += 1;
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(500);
    },
  );

  it('every minute of a day with a change, in the zones that change off the hour', () => {
    for (const [zone, day] of [
      ['Australia/Lord_Howe', Date.UTC(2026, 3, 4, 12)],
      ['Australia/Lord_Howe', Date.UTC(2026, 9, 3, 12)],
      ['America/St_Johns', Date.UTC(2009, 10, 1)],
      ['Pacific/Apia', Date.UTC(2011, 11, 29)],
      ['Asia/Kolkata', Date.UTC(1941, 9, 1)],
    ] as const) {
      for (let t = day; t < day + DAY_MS; t += MINUTE_MS + 7) expect(getZonedParts(t, zone)).toEqual(intlParts(t, zone));
    }
  });

  it('reads an unknown zone as UTC, and instants outside years 1-9999 as Intl writes them', () => {
    expect(getZonedParts(Date.UTC(2026, 0, 1, 5), 'Mars/Olympus')).toEqual(intlParts(Date.UTC(2026, 0, 1, 5), 'UTC'));
    const early = Date.UTC(-50, 0, 1);
    expect(getZonedParts(early, 'Europe/Berlin')).toEqual(intlParts(early, 'Europe/Berlin'));
    expect(() => getZonedParts(Number.NaN, 'UTC')).toThrow(RangeError);
  });
});
