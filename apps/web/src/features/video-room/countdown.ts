import { HOUR_MS, MINUTE_MS, SECOND_MS } from '@app/domain';

/**
 * The time left until `target`, as a clock reads it: `m:ss` under an hour, `h:mm:ss` from an hour,
 * rounded up to the second (so it shows 0:01, not 0:00, in the last second) and never negative.
 */
export function formatCountdown({ now, target }: { now: number; target: number }): string {
  const left = Math.max(0, Math.ceil((target - now) / SECOND_MS) * SECOND_MS);
  const hours = Math.floor(left / HOUR_MS);
  const minutes = Math.floor((left % HOUR_MS) / MINUTE_MS);
  const seconds = Math.floor((left % MINUTE_MS) / SECOND_MS);
  const ss = String(seconds).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}
