import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CurrencyRate, USD_MICROS_PER_UNIT, convertUsdCents, formatMoney, formatUsdCentsIn } from './currency';
import { hundredthsToUsdCents, usdCentsToHundredths } from './hundredths';

const USD: CurrencyRate = { code: 'USD', usd_micros_per_unit: USD_MICROS_PER_UNIT, decimals: 2 };
const EUR: CurrencyRate = { code: 'EUR', usd_micros_per_unit: 1_080_000, decimals: 2 };
const JPY: CurrencyRate = { code: 'JPY', usd_micros_per_unit: 6_700, decimals: 0 };
const KRW: CurrencyRate = { code: 'KRW', usd_micros_per_unit: 730, decimals: 0 };

// Up to $10M either way, and rates from 0.0001 USD per unit: results stay safe integers.
const centsArb = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
const rateArb = fc.record({ usd_micros_per_unit: fc.integer({ min: 100, max: 1_000_000_000 }), decimals: fc.integer({ min: 0, max: 3 }) });

// The oracle: the exact rational value cents x 10^4 x 10^d / micros, compared in BigInt.
const exactTimesMicros = (cents: number, decimals: number): bigint => BigInt(cents) * 10_000n * 10n ** BigInt(decimals);
const abs = (n: bigint): bigint => (n < 0n ? -n : n);

describe('convertUsdCents: USD cents to the minor units of the display currency', () => {
  it('converts the spec example currencies (5000 cents = $50)', () => {
    expect(convertUsdCents({ cents: 5000, rate: USD })).toBe(5000);
    expect(convertUsdCents({ cents: 5000, rate: EUR })).toBe(4630); // 4629.63 euro cents
    expect(convertUsdCents({ cents: 5000, rate: JPY })).toBe(7463); // 7462.69 yen
    expect(convertUsdCents({ cents: 5000, rate: KRW })).toBe(68_493); // 68 493.15 won
    expect(convertUsdCents({ cents: 0, rate: JPY })).toBe(0);
  });

  it('rounds an exact half away from zero, on both signs', () => {
    const rate = { usd_micros_per_unit: 80_000, decimals: 2 }; // 1 cent = 12.5 minor units
    expect(convertUsdCents({ cents: 1, rate })).toBe(13);
    expect(convertUsdCents({ cents: -1, rate })).toBe(-13);
    const below = { usd_micros_per_unit: 80_001, decimals: 2 }; // 12.4998...
    expect(convertUsdCents({ cents: 1, rate: below })).toBe(12);
  });

  it('never answers -0', () => {
    expect(Object.is(convertUsdCents({ cents: -1, rate: { usd_micros_per_unit: 1_000_000_000, decimals: 0 } }), 0)).toBe(true);
  });

  it('refuses amounts that are not safe integers and rates that are not positive integers', () => {
    expect(() => convertUsdCents({ cents: 1.5, rate: USD })).toThrow(RangeError);
    expect(() => convertUsdCents({ cents: Number.MAX_SAFE_INTEGER + 1, rate: USD })).toThrow(RangeError);
    expect(() => convertUsdCents({ cents: 1, rate: { usd_micros_per_unit: 0, decimals: 2 } })).toThrow(RangeError);
    expect(() => convertUsdCents({ cents: 1, rate: { usd_micros_per_unit: 1.5, decimals: 2 } })).toThrow(RangeError);
    expect(() => convertUsdCents({ cents: 1, rate: { usd_micros_per_unit: 100, decimals: -1 } })).toThrow(RangeError);
    expect(() => convertUsdCents({ cents: Number.MAX_SAFE_INTEGER, rate: { usd_micros_per_unit: 1, decimals: 2 } })).toThrow(RangeError);
  });

  it('property: USD converts to the same cents', () => {
    fc.assert(
      fc.property(centsArb, (cents) => {
        expect(convertUsdCents({ cents, rate: USD })).toBe(cents);
      }),
    );
  });

  it('property: never more than half a minor unit from the exact value; an exact half goes away from zero', () => {
    fc.assert(
      fc.property(centsArb, rateArb, (cents, rate) => {
        const result = BigInt(convertUsdCents({ cents, rate }));
        const micros = BigInt(rate.usd_micros_per_unit);
        const error = abs(result * micros - exactTimesMicros(cents, rate.decimals)) * 2n;
        expect(error <= micros).toBe(true);
        if (error === micros) expect(abs(result * micros) > abs(exactTimesMicros(cents, rate.decimals))).toBe(true);
      }),
    );
  });

  it('property: symmetric in sign and monotonic in the amount', () => {
    fc.assert(
      fc.property(centsArb, centsArb, rateArb, (a, b, rate) => {
        expect(convertUsdCents({ cents: -a, rate })).toBe(-convertUsdCents({ cents: a, rate }) || 0);
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(convertUsdCents({ cents: lo, rate })).toBeLessThanOrEqual(convertUsdCents({ cents: hi, rate }));
      }),
    );
  });
});

describe('formatMoney: a minor-unit amount as the locale writes money', () => {
  it('writes each currency with its own decimals', () => {
    expect(formatMoney({ amountMinor: 123_456, currency: USD, locale: 'en-US' })).toBe('$1,234.56');
    expect(formatMoney({ amountMinor: 123_456, currency: EUR, locale: 'de-DE' })).toBe('1.234,56\u00a0€');
    expect(formatMoney({ amountMinor: 7463, currency: JPY, locale: 'en-US' })).toBe('¥7,463');
    expect(formatMoney({ amountMinor: 68_493, currency: KRW, locale: 'ko-KR' })).toBe('₩68,493');
    expect(formatMoney({ amountMinor: -5, currency: USD, locale: 'en-US' })).toBe('-$0.05');
    expect(formatMoney({ amountMinor: 0, currency: JPY, locale: 'ja-JP' })).toBe('￥0');
  });

  it('falls back to the default locale for an unknown or malformed tag instead of throwing', () => {
    expect(formatMoney({ amountMinor: 100, currency: USD, locale: 'not a locale!' })).toMatch(/1/);
  });

  it('refuses amounts that are not safe integers', () => {
    expect(() => formatMoney({ amountMinor: 0.5, currency: USD, locale: 'en-US' })).toThrow(RangeError);
  });

  it('property: zero-decimal currencies (JPY, KRW) are written without a fraction, every digit kept', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom(JPY, KRW),
        (amountMinor, currency) => {
          const text = formatMoney({ amountMinor, currency, locale: 'en-US' });
          expect(text).toMatch(/^-?[¥₩][\d,]+$/);
          expect(text.replace(/\D/g, '')).toBe(Math.abs(amountMinor).toString());
        },
      ),
    );
  });

  it('property: two-decimal currencies keep exactly the amount, even beyond float precision', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (amountMinor) => {
        const text = formatMoney({ amountMinor, currency: USD, locale: 'en-US' });
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(text.replace(/\D/g, '').replace(/^0+(?=\d)/, '')).toBe(
          Math.abs(amountMinor)
            .toString()
            .padStart(3, '0')
            .replace(/^0+(?=\d)/, ''),
        );
      }),
    );
  });
});

describe('formatUsdCentsIn: a USD price in the viewer currency (000 §9)', () => {
  it('converts, then formats', () => {
    expect(formatUsdCentsIn({ cents: 1500, rate: USD, locale: 'en-US' })).toBe('$15.00');
    expect(formatUsdCentsIn({ cents: 5000, rate: JPY, locale: 'en-US' })).toBe('¥7,463');
  });
});

describe('hundredthsToUsdCents and usdCentsToHundredths: a price typed in the shown currency, in USD cents', () => {
  const EUR = { code: 'EUR', usd_micros_per_unit: 1_080_000, decimals: 2 };
  const JPY = { code: 'JPY', usd_micros_per_unit: 6_700, decimals: 0 };

  it('converts a typed price to USD cents and back, rounding half up', () => {
    expect(hundredthsToUsdCents({ hundredths: 1000, rate: EUR })).toBe(1080);
    expect(usdCentsToHundredths({ cents: 1080, rate: EUR })).toBe(1000);
    // ¥1500 typed as 150000 hundredths is $10.05.
    expect(hundredthsToUsdCents({ hundredths: 150_000, rate: JPY })).toBe(1005);
    expect(hundredthsToUsdCents({ hundredths: 1, rate: { usd_micros_per_unit: 5_000_000, decimals: 2 } })).toBe(5);
    expect(hundredthsToUsdCents({ hundredths: 0, rate: EUR })).toBe(0);
  });

  it('refuses negative or unsafe amounts and bad rates', () => {
    expect(() => hundredthsToUsdCents({ hundredths: -1, rate: EUR })).toThrow(RangeError);
    expect(() => usdCentsToHundredths({ cents: 1.5, rate: EUR })).toThrow(RangeError);
    expect(() => usdCentsToHundredths({ cents: 1, rate: { usd_micros_per_unit: 0, decimals: 2 } })).toThrow(RangeError);
  });

  it('property: USD is unchanged both ways', () => {
    const usd = { code: 'USD', usd_micros_per_unit: USD_MICROS_PER_UNIT, decimals: 2 };
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), (n) => {
        expect(hundredthsToUsdCents({ hundredths: n, rate: usd })).toBe(n);
        expect(usdCentsToHundredths({ cents: n, rate: usd })).toBe(n);
      }),
    );
  });

  it('property: within half a cent of the exact value', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000_000 }), fc.integer({ min: 1, max: 10 * USD_MICROS_PER_UNIT }), (hundredths, micros) => {
        const cents = hundredthsToUsdCents({ hundredths, rate: { usd_micros_per_unit: micros, decimals: 2 } });
        expect(Math.abs(cents - (hundredths * micros) / USD_MICROS_PER_UNIT)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('property: a price typed in a currency worth a dollar or more (a cent is finer than its hundredth) comes back as typed', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: 10_000_000 }),
        fc.integer({ min: USD_MICROS_PER_UNIT, max: 10 * USD_MICROS_PER_UNIT }),
        (hundredths, micros) => {
          const rate = { code: 'X', usd_micros_per_unit: micros, decimals: 2 };
          expect(usdCentsToHundredths({ cents: hundredthsToUsdCents({ hundredths, rate }), rate })).toBe(hundredths);
        },
      ),
    );
  });
});
