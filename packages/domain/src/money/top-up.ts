/** Issue 15 "Adding credit": amounts are USD cents, as every payment is (001 §2.5 "Your final payment will be made in USD"). */
export interface TopUpBounds {
  /** The smallest top-up, inclusive. */
  readonly minCents: number;
  /** The largest single top-up, inclusive. */
  readonly maxCents: number;
}

/** The defaults the server's settings start from: $10 to $500 a payment. */
export const DEFAULT_TOP_UP_BOUNDS: TopUpBounds = { minCents: 1_000, maxCents: 50_000 };

/** The preset amounts offered on `/wallet`, before the custom amount. */
export const TOP_UP_PRESETS_CENTS = [2_000, 5_000, 10_000] as const;

export type TopUpCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'not-whole-cents' }
  | { readonly ok: false; readonly reason: 'below-min' | 'above-max'; readonly limitCents: number };

/**
 * Whether `cents` may be paid in one top-up: a positive whole number of cents within the bounds,
 * both ends included.
 * @example checkTopUpAmount({ cents: 999, bounds: DEFAULT_TOP_UP_BOUNDS }) // { ok: false, reason: 'below-min', limitCents: 1000 }
 */
export function checkTopUpAmount({ cents, bounds }: { cents: number; bounds: TopUpBounds }): TopUpCheck {
  if (!Number.isSafeInteger(cents) || cents <= 0) return { ok: false, reason: 'not-whole-cents' };
  if (cents < bounds.minCents) return { ok: false, reason: 'below-min', limitCents: bounds.minCents };
  if (cents > bounds.maxCents) return { ok: false, reason: 'above-max', limitCents: bounds.maxCents };
  return { ok: true };
}

/**
 * The presets within the bounds; a deployment whose bounds exclude one does not offer it.
 * @example topUpPresets({ minCents: 3_000, maxCents: 50_000 }) // [5000, 10000]
 */
export function topUpPresets(bounds: TopUpBounds): number[] {
  return TOP_UP_PRESETS_CENTS.filter((cents) => checkTopUpAmount({ cents, bounds }).ok);
}

/**
 * What the payment page proposes when the balance is short: the missing amount, raised to the
 * minimum top-up; null when nothing is missing or the shortfall is more than one top-up may carry
 * (the student then chooses the amount on `/wallet`).
 * @example shortfallTopUp({ priceCents: 1_500, balanceCents: 1_000, bounds: DEFAULT_TOP_UP_BOUNDS }) // 1000
 */
export function shortfallTopUp({
  priceCents,
  balanceCents,
  bounds,
}: {
  priceCents: number;
  balanceCents: number;
  bounds: TopUpBounds;
}): number | null {
  const missing = priceCents - balanceCents;
  if (missing <= 0) return null;
  const cents = Math.max(missing, bounds.minCents);
  return cents > bounds.maxCents ? null : cents;
}
