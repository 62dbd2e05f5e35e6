import { HOUR_MS } from '@app/domain';

/** How many times a handler runs on one event before the worker gives up and marks it failed. */
export const MAX_HANDLER_ATTEMPTS = 8;

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = HOUR_MS;

/**
 * The wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, ... doubling up to
 * an hour, so a passing outage heals quickly and a lasting one is not hammered. Null once
 * `MAX_HANDLER_ATTEMPTS` have failed: give up.
 */
export function retryDelayMs(attempts: number): number | null {
  if (attempts >= MAX_HANDLER_ATTEMPTS) return null;
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}
