import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getPasswordProblem, PASSWORD_POLICY } from './password-policy';

const email = 'ana@students.test';

describe('getPasswordProblem: the password policy of sign-up, reset and change', () => {
  it('10 characters is enough, 9 is not; 200 is the most, 201 too many', () => {
    expect(getPasswordProblem({ password: 'a'.repeat(9), email })).toBe('TOO_SHORT');
    expect(getPasswordProblem({ password: 'a'.repeat(10), email })).toBeNull();
    expect(getPasswordProblem({ password: 'a'.repeat(200), email })).toBeNull();
    expect(getPasswordProblem({ password: 'a'.repeat(201), email })).toBe('TOO_LONG');
  });

  it('counts characters as a person does, not UTF-16 units: ten emoji are ten characters', () => {
    expect(getPasswordProblem({ password: '🔑'.repeat(10), email })).toBeNull();
    expect(getPasswordProblem({ password: '🔑'.repeat(9), email })).toBe('TOO_SHORT');
  });

  it('not the account email, in any case', () => {
    expect(getPasswordProblem({ password: 'Ana@Students.test', email })).toBe('SAME_AS_EMAIL');
  });

  it('property: the answer depends on the length alone (an address-free password), against a simple oracle', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', minLength: 0, maxLength: 260 }), (password) => {
        const n = Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(password)).length;
        const expected = n < PASSWORD_POLICY.minLength ? 'TOO_SHORT' : n > PASSWORD_POLICY.maxLength ? 'TOO_LONG' : null;
        expect(getPasswordProblem({ password, email: 'x@@' })).toBe(expected);
      }),
    );
  });
});
