import { checkTopUpAmount, type TopUpBounds } from '@app/domain';

/**
 * The custom amount typed in dollars ("25", "25.5", "25.50", "1,000"), as USD cents; null when it
 * is not such a number (more than two decimals, letters, a sign).
 */
export function parseUsdAmount(text: string): number | null {
  const plain = text
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

export type AmountProblem = 'not-a-number' | 'out-of-bounds' | null;

/** What is wrong with a typed amount, if anything, for the error next to the field. */
export function amountProblem(text: string, bounds: TopUpBounds): AmountProblem {
  const cents = parseUsdAmount(text);
  if (cents === null) return 'not-a-number';
  return checkTopUpAmount({ cents, bounds }).ok ? null : 'out-of-bounds';
}
