/**
 * Issue 17 "delete account (what is kept for the ledger is anonymised; upcoming bookings dropped
 * under the normal rules first)". The user row stays (ledger rows, seats, lessons and messages point
 * at it, and the books must add up), with everything that names the person replaced.
 */
export const DELETED_USER_NICKNAME = 'Deleted user';

/** The address a deleted account keeps: unique per user, in the `.invalid` domain no mail can reach (RFC 2606). */
export function anonymisedEmail(userId: number): string {
  return `deleted-${userId}@deleted.invalid`;
}

/** One booking of the user as deletion sees it: when it starts and whether it is still live (not cancelled). */
export interface DeletableBooking {
  readonly start: number;
  readonly live: boolean;
}

/**
 * The bookings deletion tries to drop: live ones starting strictly after `now` (one that has
 * started is past dropping). Each goes through the normal drop or cancel command, which refunds it
 * or refuses by its own rule (inside 24 hours: kept, no refund, as for anyone).
 * @example isUpcomingBooking({ booking: { start: now + 1, live: true }, now }) // true
 */
export function isUpcomingBooking({ booking, now }: { booking: DeletableBooking; now: number }): boolean {
  return booking.live && booking.start > now;
}
