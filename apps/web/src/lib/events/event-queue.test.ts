import { EVENTS_MAX_BATCH_BYTES, EVENTS_MAX_PER_BATCH } from '@app/api';
import { describe, expect, it, vi } from 'vitest';
import { createEventQueue, type PostOutcome } from './event-queue';

/** Timers the test runs by hand. */
function manualTimers() {
  const pending: { fn: () => void; ms: number }[] = [];
  return {
    setTimer: (fn: () => void, ms: number) => {
      const t = { fn, ms };
      pending.push(t);
      return t;
    },
    clearTimer: (handle: unknown) => {
      const i = pending.indexOf(handle as (typeof pending)[number]);
      if (i >= 0) pending.splice(i, 1);
    },
    pending,
    async runAll() {
      while (pending.length > 0) {
        const next = pending.shift();
        next?.fn();
        await Promise.resolve();
        await new Promise((r) => setTimeout(r, 0));
      }
    },
  };
}

/** A post mock that always answers `outcome`. */
const answering = (outcome: PostOutcome) => vi.fn<(body: string) => Promise<PostOutcome>>(() => Promise.resolve(outcome));
const ev = (n: number, pad = '') => ({ name: 'page_view', n, pad });
const batchesOf = (post: { mock: { calls: [string, ...unknown[]][] } }) =>
  post.mock.calls.map((c) => (JSON.parse(c[0]) as { events: { n: number }[] }).events.map((e) => e.n));

describe('event queue', () => {
  it('batches the events of one moment into one request after the delay', async () => {
    const timers = manualTimers();
    const post = answering('sent');
    const queue = createEventQueue({ post, beacon: () => true, ...timers });
    queue.enqueue(ev(1));
    queue.enqueue(ev(2));
    queue.enqueue(ev(3));
    expect(post).not.toHaveBeenCalled();
    expect(timers.pending).toHaveLength(1);
    await timers.runAll();
    expect(batchesOf(post)).toEqual([[1, 2, 3]]);
    expect(queue.size).toBe(0);
  });

  it('sends at once when 50 are queued, and never more than 50 in a batch', async () => {
    const timers = manualTimers();
    const post = answering('sent');
    const queue = createEventQueue({ post, beacon: () => true, ...timers });
    for (let i = 0; i < EVENTS_MAX_PER_BATCH + 1; i++) queue.enqueue(ev(i));
    await timers.runAll();
    const sizes = batchesOf(post).map((b) => b.length);
    expect(sizes).toEqual([EVENTS_MAX_PER_BATCH, 1]);
  });

  it('splits batches so none is over 64 KB, and drops one event that could never fit', async () => {
    const timers = manualTimers();
    const post = answering('sent');
    const queue = createEventQueue({ post, beacon: () => true, ...timers });
    queue.enqueue(ev(0, 'x'.repeat(EVENTS_MAX_BATCH_BYTES)));
    for (let i = 1; i <= 5; i++) queue.enqueue(ev(i, 'y'.repeat(20_000)));
    await timers.runAll();
    for (const call of post.mock.calls) expect(new TextEncoder().encode(call[0]).length).toBeLessThanOrEqual(EVENTS_MAX_BATCH_BYTES);
    expect(batchesOf(post).flat()).toEqual([1, 2, 3, 4, 5]);
  });

  it('retries a failed send with back-off, then drops the events silently', async () => {
    const timers = manualTimers();
    const post = answering('failed');
    const delays: number[] = [];
    const setTimer = (fn: () => void, ms: number) => {
      delays.push(ms);
      return timers.setTimer(fn, ms);
    };
    const queue = createEventQueue({ post, beacon: () => true, maxAttempts: 3, retryDelayMs: 100, flushDelayMs: 10, ...timers, setTimer });
    queue.enqueue(ev(1));
    await timers.runAll();
    expect(post).toHaveBeenCalledTimes(3);
    expect(delays).toEqual([10, 100, 200]);
    expect(queue.size).toBe(0);
  });

  it('drops a refused batch (4xx) without retrying', async () => {
    const timers = manualTimers();
    const post = answering('refused');
    const queue = createEventQueue({ post, beacon: () => true, ...timers });
    queue.enqueue(ev(1));
    await timers.runAll();
    expect(post).toHaveBeenCalledTimes(1);
    expect(queue.size).toBe(0);
  });

  it('never throws: not on a post that throws, a beacon that throws, or an event that cannot be serialised', async () => {
    const timers = manualTimers();
    const queue = createEventQueue({
      post: () => {
        throw new Error('offline');
      },
      beacon: () => {
        throw new Error('no beacon');
      },
      ...timers,
    });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(() => {
      queue.enqueue(circular);
    }).not.toThrow();
    expect(() => {
      queue.enqueue(ev(1));
    }).not.toThrow();
    await expect(queue.flush()).resolves.toBeUndefined();
    expect(() => {
      queue.flushWithBeacon();
    }).not.toThrow();
  });

  it('on page hide sends everything by beacon, in batches, and cancels the timer', () => {
    const timers = manualTimers();
    const post = answering('sent');
    const beacon = vi.fn<(body: string) => boolean>(() => true);
    const queue = createEventQueue({ post, beacon, ...timers });
    for (let i = 0; i < 49; i++) queue.enqueue(ev(i));
    queue.enqueue(ev(49, ''));
    expect(post).toHaveBeenCalledTimes(1); // the 50th started a send
    for (let i = 50; i < 53; i++) queue.enqueue(ev(i));
    queue.flushWithBeacon();
    expect(beacon).toHaveBeenCalledTimes(1);
    expect(batchesOf(beacon)).toEqual([[50, 51, 52]]);
    expect(timers.pending).toHaveLength(0);
    expect(queue.size).toBe(0);
  });

  it('keeps the events when the browser refuses the beacon', () => {
    const queue = createEventQueue({ post: () => Promise.resolve<PostOutcome>('sent'), beacon: () => false, ...manualTimers() });
    queue.enqueue(ev(1));
    queue.flushWithBeacon();
    expect(queue.size).toBe(1);
  });

  it('keeps at most maxQueued events during an outage, dropping the oldest', () => {
    const queue = createEventQueue({
      post: () => Promise.resolve<PostOutcome>('failed'),
      beacon: () => false,
      maxQueued: 3,
      ...manualTimers(),
    });
    for (let i = 0; i < 5; i++) queue.enqueue(ev(i));
    expect(queue.size).toBe(3);
  });
});
