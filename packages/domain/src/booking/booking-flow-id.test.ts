import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantArb } from '../testing/arbitraries';
import { T0 } from '../testing/builders';
import { BOOKING_FLOW_ID_SESSION_KEY, BROWSER_KEY_COOKIE_NAME, USER_ID_COOKIE_NAME, buildBookingFlowId } from './booking-flow-id';

describe('buildBookingFlowId: 001 §9 "user id or browser key or 0, then timestamp, then fixed suffix 10"', () => {
  it('user id first', () => {
    expect(buildBookingFlowId({ userId: 42, browserKey: 'abc', now: T0 })).toBe(`42${T0}10`);
    expect(buildBookingFlowId({ userId: 42, now: 1773144000000 })).toBe('42177314400000010');
  });
  it('then the browser key', () => {
    expect(buildBookingFlowId({ userId: null, browserKey: 'b-7f3', now: T0 })).toBe(`b-7f3${T0}10`);
    expect(buildBookingFlowId({ userId: '', browserKey: 'b-7f3', now: T0 })).toBe(`b-7f3${T0}10`);
  });
  it('then 0', () => {
    expect(buildBookingFlowId({ now: T0 })).toBe(`0${T0}10`);
    expect(buildBookingFlowId({ userId: undefined, browserKey: '  ', now: T0 })).toBe(`0${T0}10`);
  });
  it('takes ISO instants and Dates, as epoch milliseconds', () => {
    expect(buildBookingFlowId({ userId: 7, now: '2026-03-10T12:00:00.000Z' })).toBe(`7${Date.UTC(2026, 2, 10, 12)}10`);
    expect(buildBookingFlowId({ userId: 7, now: new Date(T0) })).toBe(`7${T0}10`);
  });
  it('names: "Cookie names kp.user_id and kp.browser.key. Session key kp.booking_flow_id."', () => {
    expect([USER_ID_COOKIE_NAME, BROWSER_KEY_COOKIE_NAME, BOOKING_FLOW_ID_SESSION_KEY]).toEqual([
      'kp.user_id',
      'kp.browser.key',
      'kp.booking_flow_id',
    ]);
  });
  it('property: prefix + 13-digit timestamp + "10", for any user id and instant', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 10_000_000 })),
        fc.option(fc.stringMatching(/^[a-z0-9]{1,12}$/)),
        instantArb,
        (userId, browserKey, now) => {
          const id = buildBookingFlowId({ userId, browserKey, now });
          const prefix = userId !== null ? String(userId) : (browserKey ?? '0');
          expect(id).toBe(prefix + String(now) + '10');
          expect(id.endsWith('10')).toBe(true);
        },
      ),
    );
  });
});
