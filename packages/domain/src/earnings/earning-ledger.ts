import { toEpochMs, type Instant } from '../time/instant';
import { PROBLEM_REPORT_WINDOW_MS } from '../time/constants';

/** A teacher-earnings row: the credit of one booked seat or lesson, or the reversal of that credit on its refund. */
export const EARNING_ROW_KINDS = ['EARNING', 'REVERSAL'] as const;
export type EarningRowKind = (typeof EARNING_ROW_KINDS)[number];

/**
 * Where a row stands at `now`: a credit is `pending` until its hold ends, `held` past it while its
 * student's problem report is open, `available` after, `reversed` once refunded; a reversal row is
 * `reversal`.
 */
export const EARNING_STATUSES = ['pending', 'held', 'available', 'reversed', 'reversal'] as const;
export type EarningStatus = (typeof EARNING_STATUSES)[number];

/**
 * When a booked item's earning becomes available: once the problem-report window after the item's
 * end has closed (000 §9 "The problem report window is 1 day after the end", half-open, so at
 * exactly end + 1 day the earning is available). For a course pass the end of its last class: a
 * course is paid once and a problem can be reported on any of its classes.
 *
 * @example getEarningAvailableAt({ end: '2030-01-01T10:00:00Z' }) // Date.parse('2030-01-02T10:00:00Z')
 */
export function getEarningAvailableAt({ end }: { end: Instant }): number {
  return toEpochMs(end, 'end') + PROBLEM_REPORT_WINDOW_MS;
}

/** What the status of a row depends on. `held`: the student reported a problem that is still open; `reversedAt`: the credit's reversal row, if any. */
export interface EarningRowFacts {
  readonly kind: EarningRowKind;
  readonly availableAt: Instant;
  readonly held: boolean;
  readonly reversed: boolean;
}

/**
 * The status of one row at `now`. A credit is `pending` before `availableAt` and `available` from
 * it (exactly at `availableAt`: available), unless an open problem report keeps it `held`, or a
 * refund `reversed` it.
 *
 * @example getEarningStatus({ kind: 'EARNING', availableAt: T, held: false, reversed: false, now: T }) // 'available'
 */
export function getEarningStatus({ kind, availableAt, held, reversed, now }: EarningRowFacts & { now: Instant }): EarningStatus {
  if (kind === 'REVERSAL') return 'reversal';
  if (reversed) return 'reversed';
  if (toEpochMs(now, 'now') < toEpochMs(availableAt, 'availableAt')) return 'pending';
  return held ? 'held' : 'available';
}

/** One row as the summary folds it: `netCents` is signed (a credit positive, its reversal negative), and a reversal carries its credit's `availableAt` and `held`. */
export interface EarningSummaryRow {
  readonly kind: EarningRowKind;
  readonly netCents: number;
  readonly availableAt: Instant;
  readonly held: boolean;
}

/** The earnings page's three sums (USD cents). `lifetimeCents` is every credit less every reversal: pending + available, as no payout exists yet. */
export interface EarningsSummary {
  readonly pendingCents: number;
  readonly availableCents: number;
  readonly lifetimeCents: number;
}

/**
 * Folds the rows into pending, available and lifetime (issue 14 "Every sum derivable from ledger
 * rows"). Each row falls in `pending` while its hold runs (before `availableAt`, or held by an
 * open problem report) and in `available` after; since a reversal carries its credit's
 * `availableAt` and `held`, a refunded credit and its reversal always land in the same bucket and
 * cancel there, whenever the refund happened.
 *
 * @example summarizeEarnings({ rows: [{ kind: 'EARNING', netCents: 800, availableAt: T, held: false }], now: T - 1 }) // { pendingCents: 800, availableCents: 0, lifetimeCents: 800 }
 */
export function summarizeEarnings({ rows, now }: { rows: readonly EarningSummaryRow[]; now: Instant }): EarningsSummary {
  const at = toEpochMs(now, 'now');
  let pendingCents = 0;
  let availableCents = 0;
  for (const row of rows) {
    if (row.held || at < toEpochMs(row.availableAt, 'availableAt')) pendingCents += row.netCents;
    else availableCents += row.netCents;
  }
  return { pendingCents, availableCents, lifetimeCents: pendingCents + availableCents };
}
