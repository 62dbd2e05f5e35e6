import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BASIS_POINTS_IN_WHOLE, DEFAULT_PLATFORM_COMMISSION_BPS, MAX_EARNING_GROSS_CENTS, splitEarning } from './commission';

describe('splitEarning: issue 14 "each booked seat or lesson credits the teacher\'s earnings minus a platform commission"', () => {
  it('the default commission is 20 %', () => {
    expect(DEFAULT_PLATFORM_COMMISSION_BPS).toBe(2000);
    expect(splitEarning({ grossCents: 1000, commissionBps: DEFAULT_PLATFORM_COMMISSION_BPS })).toEqual({
      grossCents: 1000,
      commissionCents: 200,
      netCents: 800,
    });
  });
  it('rounds the commission half up to the cent; the teacher gets the rest', () => {
    // 1099 x 20 % = 219.8 -> 220; 1 x 50 % = 0.5 -> 1; 1 x 49.99 % = 0.4999 -> 0.
    expect(splitEarning({ grossCents: 1099, commissionBps: 2000 })).toEqual({ grossCents: 1099, commissionCents: 220, netCents: 879 });
    expect(splitEarning({ grossCents: 1, commissionBps: 5000 })).toEqual({ grossCents: 1, commissionCents: 1, netCents: 0 });
    expect(splitEarning({ grossCents: 1, commissionBps: 4999 })).toEqual({ grossCents: 1, commissionCents: 0, netCents: 1 });
  });
  it('no commission and a whole commission are both allowed', () => {
    expect(splitEarning({ grossCents: 1234, commissionBps: 0 }).netCents).toBe(1234);
    expect(splitEarning({ grossCents: 1234, commissionBps: BASIS_POINTS_IN_WHOLE }).netCents).toBe(0);
  });
  it('refuses a rate outside 0..10000 bps, a fraction, or a negative or fractional charge', () => {
    expect(() => splitEarning({ grossCents: 100, commissionBps: -1 })).toThrow(/commissionBps/);
    expect(() => splitEarning({ grossCents: 100, commissionBps: 10_001 })).toThrow(/commissionBps/);
    expect(() => splitEarning({ grossCents: 100, commissionBps: 20.5 })).toThrow(/commissionBps/);
    expect(() => splitEarning({ grossCents: -1, commissionBps: 2000 })).toThrow(/grossCents/);
    expect(() => splitEarning({ grossCents: 1.5, commissionBps: 2000 })).toThrow(/grossCents/);
    expect(() => splitEarning({ grossCents: MAX_EARNING_GROSS_CENTS + 1, commissionBps: 2000 })).toThrow(/grossCents/);
  });
  it('property: share + commission == charge exactly, both non-negative, commission within half a cent of the exact rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_EARNING_GROSS_CENTS }),
        fc.integer({ min: 0, max: BASIS_POINTS_IN_WHOLE }),
        (gross, bps) => {
          const split = splitEarning({ grossCents: gross, commissionBps: bps });
          expect(split.commissionCents + split.netCents).toBe(gross);
          expect(split.commissionCents).toBeGreaterThanOrEqual(0);
          expect(split.netCents).toBeGreaterThanOrEqual(0);
          // |commission x 10000 - gross x bps| <= 5000, in integers (no float error).
          const diff = split.commissionCents * BASIS_POINTS_IN_WHOLE - gross * bps;
          expect(diff).toBeGreaterThan(-5000 - 1);
          expect(diff).toBeLessThanOrEqual(5000);
        },
      ),
    );
  });
  it('property: a higher rate never pays the teacher more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: BASIS_POINTS_IN_WHOLE - 1 }), (gross, bps) => {
        expect(splitEarning({ grossCents: gross, commissionBps: bps + 1 }).netCents).toBeLessThanOrEqual(
          splitEarning({ grossCents: gross, commissionBps: bps }).netCents,
        );
      }),
    );
  });
});
