import { DEFAULT_TOP_UP_BOUNDS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { amountProblem, parseUsdAmount } from './top-up-amount';

describe('the custom top-up amount', () => {
  it('reads dollars as cents', () => {
    expect(parseUsdAmount('25')).toBe(2_500);
    expect(parseUsdAmount(' 25.5 ')).toBe(2_550);
    expect(parseUsdAmount('$25.05')).toBe(2_505);
    expect(parseUsdAmount('25,50')).toBe(2_550);
    expect(parseUsdAmount('1,000')).toBe(100_000);
  });
  it('refuses what is not an amount', () => {
    for (const text of ['', 'abc', '-5', '2.555', '1e3', '25.']) expect(parseUsdAmount(text), text).toBeNull();
  });
  it('names the problem: not a number, or outside the bounds (both ends included)', () => {
    expect(amountProblem('x', DEFAULT_TOP_UP_BOUNDS)).toBe('not-a-number');
    expect(amountProblem('9.99', DEFAULT_TOP_UP_BOUNDS)).toBe('out-of-bounds');
    expect(amountProblem('10', DEFAULT_TOP_UP_BOUNDS)).toBeNull();
    expect(amountProblem('500', DEFAULT_TOP_UP_BOUNDS)).toBeNull();
    expect(amountProblem('500.01', DEFAULT_TOP_UP_BOUNDS)).toBe('out-of-bounds');
  });
});
