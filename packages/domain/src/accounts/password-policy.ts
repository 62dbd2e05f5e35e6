/**
 * What a new password must be (sign-up, reset, change): at least 10 and at most 200 characters
 * (as a person counts them: an emoji is one), and not the account's own email address. Longer passwords
 * rather than character classes (NIST SP 800-63B 5.1.1.2).
 */
export const PASSWORD_POLICY = { minLength: 10, maxLength: 200 } as const;

// Grapheme clusters: what a person counts as characters (an emoji with a skin tone is one). Made on
// first use, so a bundle that imports only the constants carries no segmenter.
let graphemes: Intl.Segmenter | undefined;
const countCharacters = (text: string): number => {
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return Array.from(graphemes.segment(text)).length;
};

export type PasswordProblem = 'TOO_SHORT' | 'TOO_LONG' | 'SAME_AS_EMAIL';

/**
 * Why `password` may not be set on the account of `email`, or null when it may.
 * @example getPasswordProblem({ password: 'short', email: 'a@b.test' }) // 'TOO_SHORT'
 */
export function getPasswordProblem({ password, email }: { password: string; email: string }): PasswordProblem | null {
  const length = countCharacters(password);
  if (length < PASSWORD_POLICY.minLength) return 'TOO_SHORT';
  if (length > PASSWORD_POLICY.maxLength) return 'TOO_LONG';
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'SAME_AS_EMAIL';
  return null;
}
