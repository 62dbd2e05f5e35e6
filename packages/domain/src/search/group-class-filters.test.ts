import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { START_WINDOWS, isStartWindow } from '../time/day-start-windows';
import { StartWindowSchema } from '../time/day-start-windows-schema';
import { PRICE_TOKEN_MAX_LENGTH, isClassType, isPriceToken } from './group-class-filters';
import { ClassTypeSchema, PriceTokenSchema } from './group-class-filters-schema';

// The search pages parse their address with the checks without zod; they must say what the schemas say.
describe('the filter checks without zod agree with the schemas', () => {
  const tokenChars = fc.constantFrom(...'AZaz09.,_-/ ?é'.split(''));
  const values = fc.oneof(
    fc.string(),
    fc.string({ unit: tokenChars, minLength: 0, maxLength: PRICE_TOKEN_MAX_LENGTH + 2 }),
    fc.constantFrom('1', '2', '0', '3', ' 1', ...START_WINDOWS, 'next_60_days', 'TODAY'),
    fc.integer(),
    fc.constant(null),
  );

  it('price token: 1..32 of the allowed characters, from both sides of 32', () => {
    expect(isPriceToken('0-10')).toBe(true);
    expect(isPriceToken('a'.repeat(PRICE_TOKEN_MAX_LENGTH))).toBe(true);
    expect(isPriceToken('a'.repeat(PRICE_TOKEN_MAX_LENGTH + 1))).toBe(false);
    expect(isPriceToken('')).toBe(false);
    fc.assert(fc.property(values, (v) => isPriceToken(v) === PriceTokenSchema.safeParse(v).success));
  });

  it("class type: '1' or '2' only", () => {
    expect(isClassType('2')).toBe(true);
    expect(isClassType(2)).toBe(false);
    fc.assert(fc.property(values, (v) => isClassType(v) === ClassTypeSchema.safeParse(v).success));
  });

  it('start window: one of the four', () => {
    fc.assert(fc.property(values, (v) => isStartWindow(v) === StartWindowSchema.safeParse(v).success));
  });
});
