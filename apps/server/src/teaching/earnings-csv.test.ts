import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, formatUsdAmount } from './earnings-csv';

describe('formatUsdAmount: cents as USD with 2 decimals', () => {
  it('formats signed cents exactly', () => {
    expect(formatUsdAmount(0)).toBe('0.00');
    expect(formatUsdAmount(5)).toBe('0.05');
    expect(formatUsdAmount(1505)).toBe('15.05');
    expect(formatUsdAmount(-1)).toBe('-0.01');
    expect(formatUsdAmount(-120_000)).toBe('-1200.00');
  });
  it('property: parses back to the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(Math.round(Number(formatUsdAmount(cents)) * 100)).toBe(cents);
        expect(formatUsdAmount(cents)).toMatch(/^-?\d+\.\d{2}$/);
      }),
    );
  });
});

/** A minimal RFC 4180 reader for one field. */
const readField = (field: string): string => (field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field);

describe('csvField: RFC 4180 quoting, formula text defused', () => {
  it('quotes commas, quotes and line breaks; leaves plain text alone', () => {
    expect(csvField('Small talk')).toBe('Small talk');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });
  it('typed text starting like a formula gets a leading apostrophe', () => {
    expect(csvField('=HYPERLINK("x")', { typed: true })).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+1', { typed: true })).toBe("'+1");
    expect(csvField('@me', { typed: true })).toBe("'@me");
    expect(csvField('-12.00')).toBe('-12.00');
  });
  it('property: any text reads back (after the defusing apostrophe) and never breaks the line', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const field = csvField(text, { typed: true });
        const back = readField(field);
        expect(back === text || back === `'${text}`).toBe(true);
        if (/[\r\n,"]/.test(field)) expect(field.startsWith('"') && field.endsWith('"')).toBe(true);
      }),
    );
  });
});
