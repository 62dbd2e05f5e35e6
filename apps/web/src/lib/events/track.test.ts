import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTrackedUserId } from './event-identity';
import { createEventQueue } from './event-queue';
import { setEventQueueForTests, track } from './track';
import { trackShare } from './track-share';

afterEach(() => {
  setEventQueueForTests(null);
  setTrackedUserId(null);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('track()', () => {
  it('loads the queue with the first event: events tracked before it comes are sent with it, in order', async () => {
    const post = vi.fn<(url: string, init: { body: string }) => Promise<Response>>(() =>
      Promise.resolve(new Response(null, { status: 202 })),
    );
    vi.stubGlobal('fetch', post);
    track('page_view', { page: 'landing' });
    track('page_view', { page: 'course', item_id: '7' });
    await vi.waitFor(() => {
      expect(post).toHaveBeenCalled();
    }, 5_000);
    const body = JSON.parse(post.mock.calls[0]?.[1].body ?? '{}') as { events: { props: unknown }[] };
    expect(body.events.map((event) => event.props)).toEqual([{ page: 'landing' }, { page: 'course', item_id: '7' }]);
  });

  it('a page hidden before the queue has come sends the events tracked so far by beacon', () => {
    const beacon = vi.fn(() => true);
    vi.spyOn(navigator, 'sendBeacon').mockImplementation(beacon);
    track('page_view', { page: 'landing' });
    window.dispatchEvent(new Event('pagehide'));
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, blob] = beacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/events');
    expect(blob.size).toBeGreaterThan('{"events":[]}'.length);
  });

  it('queues an event with the path, a browser key cookie, the user id and the booking-flow id', () => {
    const enqueue = vi.fn();
    setEventQueueForTests({ enqueue, flush: () => Promise.resolve(), flushWithBeacon: () => {}, size: 0 });
    window.history.replaceState(null, '', '/group-course/7?utm_source=share');
    sessionStorage.setItem('kp.booking_flow_id', '42177314400000010');
    setTrackedUserId(42);
    track('page_view', { page: 'course', item_id: '7' });
    const event = enqueue.mock.calls[0]?.[0] as { path: string; ids: Record<string, unknown>; props: unknown; event_id: string };
    expect(event.path).toBe('/group-course/7');
    expect(event.props).toEqual({ page: 'course', item_id: '7' });
    expect(event.ids).toMatchObject({ user_id: 42, booking_flow_id: '42177314400000010' });
    expect(event.ids.browser_key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(document.cookie).toContain(`kp.browser.key=${String(event.ids.browser_key)}`);
    expect(event.event_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    sessionStorage.clear();
  });

  it('never throws, even when the network is down and the queue itself fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    );
    setEventQueueForTests({
      enqueue: () => {
        throw new Error('broken');
      },
      flush: () => Promise.resolve(),
      flushWithBeacon: () => {},
      size: 0,
    });
    expect(() => {
      track('page_view', { page: 'landing' });
    }).not.toThrow();
    const queue = createEventQueue({
      post: async () => {
        await fetch('/api/events');
        return 'sent' as const;
      },
      beacon: () => false,
    });
    setEventQueueForTests(queue);
    expect(() => {
      track('page_view', { page: 'landing' });
    }).not.toThrow();
    await expect(queue.flush()).resolves.toBeUndefined();
  });
});

describe('trackShare()', () => {
  it('queues one share event with method and content_type', () => {
    const enqueue = vi.fn();
    setEventQueueForTests({ enqueue, flush: () => Promise.resolve(), flushWithBeacon: () => {}, size: 0 });
    expect(trackShare({ method: 'copy_link', content_type: 'course', item_id: 7 })).toBe(true);
    expect(enqueue.mock.calls[0]?.[0]).toMatchObject({
      name: 'share',
      props: { method: 'copy_link', content_type: 'course', item_id: '7' },
    });
  });

  it('logs "Share item data are missing." and sends nothing when data is missing', () => {
    const enqueue = vi.fn();
    const log = vi.fn();
    setEventQueueForTests({ enqueue, flush: () => Promise.resolve(), flushWithBeacon: () => {}, size: 0 });
    expect(trackShare({ method: 'copy_link', content_type: 'course' }, log)).toBe(false);
    expect(trackShare(null, log)).toBe(false);
    expect(log.mock.calls).toEqual([['Share item data are missing.'], ['Share item data are missing.']]);
    expect(enqueue).not.toHaveBeenCalled();
  });
});

describe('the page queue', () => {
  it('sends what is queued by beacon when the page is hidden', async () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    vi.resetModules();
    const fresh = await import('./track');
    fresh.track('page_view', { page: 'landing' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, blob] = sendBeacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe('/api/events');
    const body = JSON.parse(await blob.text()) as { events: { name: string }[] };
    expect(body.events.map((e) => e.name)).toEqual(['page_view']);
  });
});
