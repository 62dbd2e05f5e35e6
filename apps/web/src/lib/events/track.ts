import { ANALYTICS_CURRENCY, CSRF_HEADER, CSRF_HEADER_VALUE, type EventName, type EventProps } from '@app/api';
import { currentEventIds, newEventId } from './event-identity';
import type { EventQueue, PostOutcome } from './event-queue';

/** The collector (POST /api/events). */
export const EVENTS_URL = '/api/events';

async function postBatch(body: string): Promise<PostOutcome> {
  try {
    // keepalive: a batch already on its way still arrives when the page goes away.
    const response = await fetch(EVENTS_URL, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    if (response.ok) return 'sent';
    // 408 and 429 are worth another try; any other 4xx never will be.
    return response.status >= 500 || response.status === 408 || response.status === 429 ? 'failed' : 'refused';
  } catch {
    return 'failed';
  }
}

function sendBeacon(body: string): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  // text/plain keeps the beacon a "simple" request; the server reads the body as JSON whatever its type.
  return navigator.sendBeacon(EVENTS_URL, new Blob([body], { type: 'text/plain;charset=UTF-8' }));
}

let queue: EventQueue | null = null;
/**
 * Events tracked before the queue's module has come: it is loaded with the first event, not with
 * any page's first load (issue 16's budget), and a page hidden meanwhile sends them by beacon.
 */
let early: unknown[] | null = null;

function sendEarly(): void {
  if (early && early.length > 0 && sendBeacon(JSON.stringify({ events: early }))) early = [];
}

/** Page hide sends what is left by beacon: the queue's, or the events that came before it. */
function watchPageHide(): void {
  try {
    const onHide = () => {
      if (queue) queue.flushWithBeacon();
      else sendEarly();
    };
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') onHide();
    });
  } catch {
    // No window (tests without a DOM): events are sent by the timer only.
  }
}

function enqueue(event: unknown): void {
  if (queue) {
    queue.enqueue(event);
    return;
  }
  if (early) {
    early.push(event);
    return;
  }
  early = [event];
  watchPageHide();
  void import('./event-queue').then(
    ({ createEventQueue }) => {
      queue ??= createEventQueue({ post: postBatch, beacon: sendBeacon });
      for (const waiting of early ?? []) queue.enqueue(waiting);
      early = null;
    },
    () => {
      // The module did not come (offline): these events are dropped, as a failed send's are.
      early = null;
    },
  );
}

/** Test seam: use this queue instead of the page's own. */
export function setEventQueueForTests(replacement: EventQueue | null): void {
  queue = replacement;
  early = null;
}

/**
 * Records one analytics event for the first-party collector. Fire-and-forget: it never throws,
 * never waits, and a failed send is retried a few times and then dropped without a word.
 */
export function track<N extends EventName>(name: N, props: EventProps<N>): void {
  try {
    enqueue({
      name,
      event_id: newEventId(),
      occurred_at: Date.now(),
      path: window.location.pathname,
      ids: currentEventIds(),
      props,
    });
  } catch {
    // Tracking must never break the page.
  }
}

/** 000 §9 / 001 §9 "The currency in analytics is USD": a price in USD cents as an event value. */
export function usdValue(usdCents: number): { value: number; currency: typeof ANALYTICS_CURRENCY } {
  return { value: Math.round(usdCents) / 100, currency: ANALYTICS_CURRENCY };
}
