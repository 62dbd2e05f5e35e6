import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anonymisedEmail, DELETED_USER_NICKNAME, isUpcomingBooking } from './account-deletion';

const NOW = Date.parse('2026-11-26T10:00:00Z');

describe('account deletion: issue 17 "upcoming bookings dropped under the normal rules first; what is kept is anonymised"', () => {
  it('a live booking starting 1 ms after now is upcoming; one starting now or before is not', () => {
    expect(isUpcomingBooking({ booking: { start: NOW + 1, live: true }, now: NOW })).toBe(true);
    expect(isUpcomingBooking({ booking: { start: NOW, live: true }, now: NOW })).toBe(false);
    expect(isUpcomingBooking({ booking: { start: NOW - 1, live: true }, now: NOW })).toBe(false);
  });

  it('a cancelled booking is never dropped again', () => {
    expect(isUpcomingBooking({ booking: { start: NOW + 86_400_000, live: false }, now: NOW })).toBe(false);
  });

  it('the kept row names nobody: a fixed nickname and an unreachable, per-user address', () => {
    expect(DELETED_USER_NICKNAME).toBe('Deleted user');
    expect(anonymisedEmail(10_001)).toBe('deleted-10001@deleted.invalid');
    expect(anonymisedEmail(10_001)).not.toBe(anonymisedEmail(10_002));
  });

  it('property: upcoming exactly when live and start > now', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e10, max: 1e10 }), fc.boolean(), (offset, live) => {
        expect(isUpcomingBooking({ booking: { start: NOW + offset, live }, now: NOW })).toBe(live && offset > 0);
      }),
    );
  });
});
