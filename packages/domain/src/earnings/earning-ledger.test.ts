import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, PROBLEM_REPORT_WINDOW_MS } from '../time/constants';
import { T0 } from '../testing/builders';
import { getEarningAvailableAt, getEarningStatus, summarizeEarnings, type EarningSummaryRow } from './earning-ledger';

const end = T0 + HOUR_MS;
const availableAt = end + DAY_MS;

describe('getEarningAvailableAt: 000 §9 "The problem report window is 1 day after the end"', () => {
  it('is the end + 1 day', () => {
    expect(getEarningAvailableAt({ end })).toBe(availableAt);
    expect(getEarningAvailableAt({ end: new Date(end).toISOString() })).toBe(end + PROBLEM_REPORT_WINDOW_MS);
  });
});

describe('getEarningStatus: issue 14 "held until the problem-report window closes, then available; reversed on a refund"', () => {
  const status = (now: number, over: Partial<Parameters<typeof getEarningStatus>[0]> = {}) =>
    getEarningStatus({ kind: 'EARNING', availableAt, held: false, reversed: false, now, ...over });
  it('pending at availableAt - 1 ms, available exactly at availableAt and after', () => {
    expect(status(availableAt - 1)).toBe('pending');
    expect(status(availableAt)).toBe('available');
    expect(status(availableAt + 1)).toBe('available');
  });
  it('an open problem report keeps it held past the window', () => {
    expect(status(availableAt - 1, { held: true })).toBe('pending');
    expect(status(availableAt, { held: true })).toBe('held');
    expect(status(availableAt + 365 * DAY_MS, { held: true })).toBe('held');
  });
  it('a refunded credit reads reversed, whenever; a reversal row reads reversal', () => {
    expect(status(availableAt - 1, { reversed: true })).toBe('reversed');
    expect(status(availableAt + 1, { reversed: true, held: true })).toBe('reversed');
    expect(status(availableAt, { kind: 'REVERSAL' })).toBe('reversal');
  });
});

const creditArb = fc.record({
  kind: fc.constant('EARNING' as const),
  netCents: fc.integer({ min: 0, max: 100_000 }),
  availableAt: fc.integer({ min: T0 - 10 * DAY_MS, max: T0 + 10 * DAY_MS }),
  held: fc.boolean(),
});
const rowArb = fc.record({ credit: creditArb, reversed: fc.boolean() }).map(({ credit, reversed }) => ({ ...credit, reversed }));

/** The rows a ledger holds for these credits: each credit, and a reversal with the credit's hold for each refunded one. */
function ledgerRows(credits: readonly (EarningSummaryRow & { reversed: boolean })[]): EarningSummaryRow[] {
  return credits.flatMap(({ reversed, ...credit }) =>
    reversed ? [credit, { ...credit, kind: 'REVERSAL' as const, netCents: -credit.netCents }] : [credit],
  );
}

describe('summarizeEarnings: issue 14 "Every sum derivable from ledger rows"', () => {
  it('folds pending, available and lifetime', () => {
    const rows: EarningSummaryRow[] = [
      { kind: 'EARNING', netCents: 800, availableAt, held: false },
      { kind: 'EARNING', netCents: 500, availableAt: availableAt - DAY_MS, held: false },
      { kind: 'EARNING', netCents: 300, availableAt: availableAt - DAY_MS, held: true },
      { kind: 'EARNING', netCents: 200, availableAt, held: false },
      { kind: 'REVERSAL', netCents: -200, availableAt, held: false },
    ];
    expect(summarizeEarnings({ rows, now: availableAt - 1 })).toEqual({ pendingCents: 1100, availableCents: 500, lifetimeCents: 1600 });
    expect(summarizeEarnings({ rows, now: availableAt })).toEqual({ pendingCents: 300, availableCents: 1300, lifetimeCents: 1600 });
    expect(summarizeEarnings({ rows: [], now: availableAt })).toEqual({ pendingCents: 0, availableCents: 0, lifetimeCents: 0 });
  });
  it('property: pending + available == lifetime == the sum of every row; both buckets equal the sums of the credits not reversed, by status', () => {
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 30 }), fc.integer({ min: T0 - 11 * DAY_MS, max: T0 + 11 * DAY_MS }), (credits, now) => {
        const summary = summarizeEarnings({ rows: ledgerRows(credits), now });
        const live = credits.filter((c) => !c.reversed);
        const sumOf = (status: string) =>
          live
            .filter((c) => {
              const s = getEarningStatus({ ...c, now });
              return status === 'pending' ? s === 'pending' || s === 'held' : s === status;
            })
            .reduce((sum, c) => sum + c.netCents, 0);
        expect(summary.pendingCents + summary.availableCents).toBe(summary.lifetimeCents);
        expect(summary.lifetimeCents).toBe(ledgerRows(credits).reduce((sum, r) => sum + r.netCents, 0));
        expect(summary.pendingCents).toBe(sumOf('pending'));
        expect(summary.availableCents).toBe(sumOf('available'));
        expect(summary.pendingCents).toBeGreaterThanOrEqual(0);
        expect(summary.availableCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });
  it('property: one credit moves from pending to available at its availableAt (-1 ms, exact, +1 ms), unless held', () => {
    fc.assert(
      fc.property(creditArb, fc.constantFrom(-1, 0, 1), (credit, delta) => {
        const now = credit.availableAt + delta;
        const summary = summarizeEarnings({ rows: [credit], now });
        const inAvailable = delta >= 0 && !credit.held;
        expect(summary.availableCents).toBe(inAvailable ? credit.netCents : 0);
        expect(summary.pendingCents).toBe(inAvailable ? 0 : credit.netCents);
      }),
    );
  });
});
