import { describe, expect, it } from 'vitest';
import { makeRates } from '../testing/people-builders';
import { makePriceFormat } from './price-format';

const rates = makeRates().rates;

describe("prices in the user's currency (000 §9), paid in USD", () => {
  it('a user with EUR sees euros from the rates table, and the USD amount beside', () => {
    const price = makePriceFormat({ currency: 'EUR', rates, locale: 'en-US' });
    expect(price.currency).toBe('EUR');
    // 15.00 USD / 1.08 = 13.888.. EUR, rounded half away from zero.
    expect(price.local(1500)).toBe('€13.89');
    expect(price.usd(1500)).toBe('$15.00');
    expect(price.local(-1500)).toBe('-€13.89');
    expect(price.showsUsdToo).toBe(true);
  });

  it('a zero-decimal currency has no fraction', () => {
    expect(makePriceFormat({ currency: 'JPY', rates, locale: 'en-US' }).local(1500)).toBe('¥2,239');
  });

  it('visitors, USD users, a code the table lacks and a table still loading all see USD only', () => {
    for (const format of [
      makePriceFormat({ currency: null, rates, locale: 'en-US' }),
      makePriceFormat({ currency: 'USD', rates, locale: 'en-US' }),
      makePriceFormat({ currency: 'CHF', rates, locale: 'en-US' }),
      makePriceFormat({ currency: 'EUR', rates: undefined, locale: 'en-US' }),
    ]) {
      expect(format.currency).toBe('USD');
      expect(format.local(1500)).toBe('$15.00');
      expect(format.showsUsdToo).toBe(false);
    }
  });

  it('writes the amount the way the display language does', () => {
    expect(makePriceFormat({ currency: 'EUR', rates, locale: 'es-ES' }).local(150_000).replace(/\s/gu, ' ')).toBe('1388,89 €');
  });
});
