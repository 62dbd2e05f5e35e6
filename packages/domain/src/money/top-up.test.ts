import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkTopUpAmount, DEFAULT_TOP_UP_BOUNDS, shortfallTopUp, topUpPresets } from './top-up';

const bounds = DEFAULT_TOP_UP_BOUNDS;

describe('checkTopUpAmount: issue 15 "preset and custom amounts ..., bounds as settings"', () => {
  it('both bounds are included; one cent beyond each is refused with the bound named', () => {
    expect(checkTopUpAmount({ cents: 999, bounds })).toEqual({ ok: false, reason: 'below-min', limitCents: 1_000 });
    expect(checkTopUpAmount({ cents: 1_000, bounds })).toEqual({ ok: true });
    expect(checkTopUpAmount({ cents: 50_000, bounds })).toEqual({ ok: true });
    expect(checkTopUpAmount({ cents: 50_001, bounds })).toEqual({ ok: false, reason: 'above-max', limitCents: 50_000 });
  });

  it('refuses fractions of a cent, zero, negatives and non-numbers', () => {
    for (const cents of [10.5, 0, -1_000, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60])
      expect(checkTopUpAmount({ cents, bounds })).toEqual({ ok: false, reason: 'not-whole-cents' });
  });

  it('property: accepted exactly when a whole number of cents within [min, max]', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000, max: 100_000 }),
        fc.integer({ min: 1, max: 5_000 }),
        fc.integer({ min: 0, max: 90_000 }),
        (cents, min, span) => {
          const b = { minCents: min, maxCents: min + span };
          expect(checkTopUpAmount({ cents, bounds: b }).ok).toBe(cents > 0 && cents >= b.minCents && cents <= b.maxCents);
        },
      ),
    );
  });
});

describe('topUpPresets and shortfallTopUp', () => {
  it('offers the presets inside the bounds only', () => {
    expect(topUpPresets(bounds)).toEqual([2_000, 5_000, 10_000]);
    expect(topUpPresets({ minCents: 3_000, maxCents: 6_000 })).toEqual([5_000]);
  });

  it('the missing amount, at least the minimum; nothing when the balance covers the price', () => {
    expect(shortfallTopUp({ priceCents: 1_500, balanceCents: 1_000, bounds })).toBe(1_000);
    expect(shortfallTopUp({ priceCents: 4_000, balanceCents: 1_000, bounds })).toBe(3_000);
    expect(shortfallTopUp({ priceCents: 1_000, balanceCents: 1_000, bounds })).toBeNull();
    expect(shortfallTopUp({ priceCents: 1_000, balanceCents: 999, bounds })).toBe(1_000);
  });

  it('null when one top-up cannot carry the shortfall', () => {
    expect(shortfallTopUp({ priceCents: 60_000, balanceCents: 9_999, bounds })).toBeNull();
    expect(shortfallTopUp({ priceCents: 60_000, balanceCents: 10_000, bounds })).toBe(50_000);
  });

  it('property: a proposed amount is payable and covers the price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), fc.integer({ min: -5_000, max: 200_000 }), (priceCents, balanceCents) => {
        const cents = shortfallTopUp({ priceCents, balanceCents, bounds });
        if (cents === null) return;
        expect(checkTopUpAmount({ cents, bounds }).ok).toBe(true);
        expect(balanceCents + cents).toBeGreaterThanOrEqual(priceCents);
      }),
    );
  });
});
