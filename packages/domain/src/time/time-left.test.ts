import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantArb } from '../testing/arbitraries';
import { T0 } from '../testing/builders';
import { getTimeLeft } from './time-left';

// Literal milliseconds, not the constants the code uses:
const MIN = 60_000;
const H = 3_600_000;
const DAY = 86_400_000;

describe('getTimeLeft: minutes rounded up below a day, hours rounded up from a day', () => {
  const target = T0;
  const at = (msBefore: number) => getTimeLeft({ now: target - msBefore, target });

  it('at exactly 10 min and 10 min + 1 ms (the join window boundary seen from the countdown)', () => {
    expect(at(10 * MIN)).toEqual({ days: 0, hours: 0, minutes: 10 });
    expect(at(10 * MIN + 1)).toEqual({ days: 0, hours: 0, minutes: 11 });
    expect(at(10 * MIN - 1)).toEqual({ days: 0, hours: 0, minutes: 10 });
  });

  it('at 1 min, 1 ms, the target and after it', () => {
    expect(at(MIN + 1)).toEqual({ days: 0, hours: 0, minutes: 2 });
    expect(at(MIN)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(at(1)).toEqual({ days: 0, hours: 0, minutes: 1 });
    expect(at(0)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(at(-5 * MIN)).toEqual({ days: 0, hours: 0, minutes: 0 });
  });

  it('hours and minutes from an hour: 59 min, 1 h, 1 h + 1 ms, 2 h 14 min', () => {
    expect(at(59 * MIN)).toEqual({ days: 0, hours: 0, minutes: 59 });
    expect(at(H - 1)).toEqual({ days: 0, hours: 1, minutes: 0 });
    expect(at(H)).toEqual({ days: 0, hours: 1, minutes: 0 });
    expect(at(H + 1)).toEqual({ days: 0, hours: 1, minutes: 1 });
    expect(at(2 * H + 14 * MIN)).toEqual({ days: 0, hours: 2, minutes: 14 });
    expect(at(2 * H + 13 * MIN + 1)).toEqual({ days: 0, hours: 2, minutes: 14 });
  });

  it('days and hours once it rounds up to a day: 23 h 59 min, + 1 ms, 24 h, 24 h + 1 ms, 3 days', () => {
    expect(at(DAY - MIN)).toEqual({ days: 0, hours: 23, minutes: 59 });
    expect(at(DAY - MIN + 1)).toEqual({ days: 1, hours: 0, minutes: 0 });
    expect(at(DAY)).toEqual({ days: 1, hours: 0, minutes: 0 });
    expect(at(DAY + 1)).toEqual({ days: 1, hours: 1, minutes: 0 });
    expect(at(3 * DAY + 4 * H)).toEqual({ days: 3, hours: 4, minutes: 0 });
  });

  it('accepts ISO strings', () => {
    expect(getTimeLeft({ now: '2026-03-10T13:20:30Z', target: '2026-03-10T14:00:00+00:00' })).toEqual({ days: 0, hours: 0, minutes: 40 });
  });

  it('property: never below the time left, less than one unit above it, and the same text all through a minute', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: 1, max: 20 * DAY }), (target, left) => {
        const t = getTimeLeft({ now: target - left, target });
        const shown = t.days * DAY + t.hours * H + t.minutes * MIN;
        const unit = shown >= DAY ? H : MIN;
        expect(shown).toBeGreaterThanOrEqual(left);
        expect(shown - left).toBeLessThan(unit);
        expect(t.hours).toBeLessThan(24);
        expect(t.minutes).toBeLessThan(60);
        // The whole unit that ends at the shown value reads the same (the page changes its text once a
        // minute, or an hour), except the first day, which starts once the minutes round up to it.
        if (shown !== DAY) expect(getTimeLeft({ now: target - (shown - unit + 1), target })).toEqual(t);
      }),
    );
  });
});
