import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantArb } from '../testing/arbitraries';
import { T0 } from '../testing/builders';
import { isInJoinWindow } from '../time/windows';
import { getClassCountdown } from './class-countdown';

// Literal milliseconds, not the constants the code uses:
const MIN = 60_000;
const H = 3_600_000;

describe('getClassCountdown: the time left until the join window opens at start - 10 min, then "join now" until the end', () => {
  const start = T0;
  const end = start + H;
  const at = (now: number) => getClassCountdown({ start, end, now });

  it('counts to the start before the window: 2 h 14 min, 15 min, 10 min + 1 ms', () => {
    expect(at(start - 2 * H - 14 * MIN)).toEqual({ kind: 'starts-in', timeLeft: { days: 0, hours: 2, minutes: 14 } });
    expect(at(start - 15 * MIN)).toEqual({ kind: 'starts-in', timeLeft: { days: 0, hours: 0, minutes: 15 } });
    expect(at(start - 10 * MIN - 1)).toEqual({ kind: 'starts-in', timeLeft: { days: 0, hours: 0, minutes: 11 } });
  });

  it('says join now from exactly start - 10 min (inclusive), at 1 min before, at the start and 1 ms before the end', () => {
    expect(at(start - 10 * MIN)).toEqual({ kind: 'join-now' });
    expect(at(start - MIN)).toEqual({ kind: 'join-now' });
    expect(at(start)).toEqual({ kind: 'join-now' });
    expect(at(end - 1)).toEqual({ kind: 'join-now' });
  });

  it('says nothing from the end (exclusive)', () => {
    expect(at(end)).toBeNull();
    expect(at(end + 1)).toBeNull();
  });

  it('property: join now exactly when the join window is open, counting otherwise until the end', () => {
    fc.assert(
      fc.property(instantArb, fc.integer({ min: -3 * H, max: 3 * H }), (s, offset) => {
        const now = s + offset;
        const countdown = getClassCountdown({ start: s, end: s + H, now });
        expect(countdown?.kind === 'join-now').toBe(isInJoinWindow({ start: s, end: s + H, now }));
        expect(countdown === null).toBe(now >= s + H);
      }),
    );
  });
});
