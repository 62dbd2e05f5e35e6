import { EVENTS_MAX_BATCH_BYTES, EVENTS_MAX_PER_BATCH } from '@app/api';

/** A send attempt's outcome: `sent`, `refused` (a 4xx: retrying cannot help, drop it) or `failed` (retry). */
export type PostOutcome = 'sent' | 'refused' | 'failed';

export interface EventQueueOptions {
  /** POSTs one batch body; must not throw (a throw counts as `failed`). */
  readonly post: (body: string) => Promise<PostOutcome>;
  /** Hands one batch body to `navigator.sendBeacon`; false when the browser would not take it. */
  readonly beacon: (body: string) => boolean;
  /** Waits before sending, so events of one moment go in one request. */
  readonly flushDelayMs?: number;
  /** Attempts per event before it is dropped silently. */
  readonly maxAttempts?: number;
  /** The wait before retry n is `retryDelayMs * 2^(n-1)`. */
  readonly retryDelayMs?: number;
  /** Events kept at most; the oldest go first when a long outage fills the queue. */
  readonly maxQueued?: number;
  readonly setTimer?: (fn: () => void, ms: number) => unknown;
  readonly clearTimer?: (handle: unknown) => void;
}

export const EVENT_FLUSH_DELAY_MS = 1000;
export const EVENT_MAX_ATTEMPTS = 3;
export const EVENT_RETRY_DELAY_MS = 2000;
export const EVENT_MAX_QUEUED = 500;

interface Queued {
  readonly json: string;
  attempts: number;
}

export interface EventQueue {
  /** Adds an event; never throws, never waits. */
  enqueue(event: unknown): void;
  /** Sends what is queued now (in batches of at most 50 events and 64 KB). */
  flush(): Promise<void>;
  /** Page hide: everything queued goes out through `sendBeacon`, which outlives the page. */
  flushWithBeacon(): void;
  readonly size: number;
}

const ENVELOPE_BYTES = '{"events":[]}'.length;
const encoder = new TextEncoder();
const byteLength = (text: string) => encoder.encode(text).length;

/**
 * The in-memory queue behind `track()`: batches, retries with back-off, and drops silently after
 * `maxAttempts`. Nothing here throws into the page, and nothing blocks it: sends are fire-and-forget.
 */
export function createEventQueue(options: EventQueueOptions): EventQueue {
  const flushDelayMs = options.flushDelayMs ?? EVENT_FLUSH_DELAY_MS;
  const maxAttempts = options.maxAttempts ?? EVENT_MAX_ATTEMPTS;
  const retryDelayMs = options.retryDelayMs ?? EVENT_RETRY_DELAY_MS;
  const maxQueued = options.maxQueued ?? EVENT_MAX_QUEUED;
  const setTimer = options.setTimer ?? ((fn: () => void, ms: number) => setTimeout(fn, ms));
  const clearTimer =
    options.clearTimer ??
    ((handle: unknown) => {
      clearTimeout(handle as ReturnType<typeof setTimeout>);
    });

  let queue: Queued[] = [];
  let timer: unknown = null;
  let sending = false;

  const schedule = (ms: number) => {
    if (timer !== null) return;
    timer = setTimer(() => {
      timer = null;
      void flush();
    }, ms);
  };

  /** Takes the next batch off the front: at most 50 events and 64 KB of JSON. */
  const takeBatch = (): Queued[] => {
    const batch: Queued[] = [];
    let bytes = ENVELOPE_BYTES;
    while (queue.length > 0 && batch.length < EVENTS_MAX_PER_BATCH) {
      const next = queue[0];
      if (!next) break;
      const size = byteLength(next.json) + (batch.length > 0 ? 1 : 0);
      if (bytes + size > EVENTS_MAX_BATCH_BYTES) {
        // One event that can never fit is dropped rather than blocking the queue forever.
        if (batch.length === 0) {
          queue.shift();
          continue;
        }
        break;
      }
      bytes += size;
      batch.push(next);
      queue.shift();
    }
    return batch;
  };

  const bodyOf = (batch: readonly Queued[]) => `{"events":[${batch.map((q) => q.json).join(',')}]}`;

  async function flush(): Promise<void> {
    if (sending) return;
    sending = true;
    let failed = false;
    try {
      while (queue.length > 0 && !failed) {
        const batch = takeBatch();
        if (batch.length === 0) break;
        let outcome: PostOutcome;
        try {
          outcome = await options.post(bodyOf(batch));
        } catch {
          outcome = 'failed';
        }
        if (outcome === 'failed') {
          failed = true;
          const retry = batch.filter((q) => ++q.attempts < maxAttempts);
          queue = [...retry, ...queue];
          const attempts = Math.max(1, ...retry.map((q) => q.attempts));
          if (queue.length > 0) schedule(retryDelayMs * 2 ** (attempts - 1));
        }
      }
    } finally {
      sending = false;
    }
  }

  return {
    enqueue(event) {
      let json: string;
      try {
        json = JSON.stringify(event);
      } catch {
        return;
      }
      queue.push({ json, attempts: 0 });
      if (queue.length > maxQueued) queue.splice(0, queue.length - maxQueued);
      if (queue.length >= EVENTS_MAX_PER_BATCH && !sending) {
        if (timer !== null) {
          clearTimer(timer);
          timer = null;
        }
        void flush();
      } else {
        schedule(flushDelayMs);
      }
    },
    flush,
    flushWithBeacon() {
      if (timer !== null) {
        clearTimer(timer);
        timer = null;
      }
      while (queue.length > 0) {
        const batch = takeBatch();
        if (batch.length === 0) break;
        let taken: boolean;
        try {
          taken = options.beacon(bodyOf(batch));
        } catch {
          taken = false;
        }
        if (!taken) {
          // Kept for a later flush: the page may come back (bfcache) and send them then.
          queue = [...batch, ...queue];
          break;
        }
      }
    },
    get size() {
      return queue.length;
    },
  };
}
