import type { AnalyticsEvent } from '@app/api';
import { MINUTE_MS } from '@app/domain';
import type { Db } from '../db/database';
import { type RateLimit, takeAll } from '../http/rate-limit';

/** Events one visitor (signed-in user, else browser key) may send a minute: far above any real tab. */
export const EVENTS_VISITOR_LIMIT: RateLimit = {
  code: 'TooManyEventsFromVisitor',
  limit: 300,
  windowMs: MINUTE_MS,
  message: 'Too many events from this visitor. Please slow down.',
};
/** Events from one address a minute, whatever visitor ids it makes up. */
export const EVENTS_ADDRESS_LIMIT: RateLimit = {
  code: 'TooManyEventsFromAddress',
  limit: 1200,
  windowMs: MINUTE_MS,
  message: 'Too many events from this address. Please slow down.',
};

/**
 * Counts a batch's events against its address and each visitor in it (a batch may carry several
 * browser keys; each pays for its own events), before anything is stored. A 429 stores nothing.
 */
export async function limitEventBatch(
  db: Db,
  { events, userId, address, now }: { events: readonly AnalyticsEvent[]; userId: number | null; address: string; now: number },
): Promise<void> {
  const perVisitor = new Map<string, number>();
  for (const e of events) {
    const visitor = userId === null ? `browser:${e.ids.browser_key ?? `address:${address}`}` : `user:${userId}`;
    perVisitor.set(visitor, (perVisitor.get(visitor) ?? 0) + 1);
  }
  await takeAll(
    db,
    [
      [`events:address:${address}`, EVENTS_ADDRESS_LIMIT, events.length],
      ...[...perVisitor].map(([visitor, cost]) => [`events:visitor:${visitor}`, EVENTS_VISITOR_LIMIT, cost] as const),
    ],
    { now },
  );
}
