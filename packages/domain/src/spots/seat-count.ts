import type { ClassStudentStatus } from '../class/statuses';
import type { CourseStudentStatus } from '../course/statuses';

/** A seat status of either offering: a class seat (SCHEDULED ...) or a course seat (Scheduled ...). */
export type SeatStatus = ClassStudentStatus | CourseStudentStatus;

/**
 * The two fields of a seat the counting rules read. `ClassSeat` (000 §3 "Group class student") and
 * `CourseSeat` (000 §3 "course_students") both fit this shape as they are.
 */
export interface SeatLike {
  readonly student_id: number;
  readonly status: SeatStatus;
}

/** Who is looking, by user id; `null`/`undefined` means signed out (a visitor holds no seat). */
export type ViewerId = number | null | undefined;

/**
 * The statuses that free a seat. 000 §4: "A cancelled student status does not count toward spots."
 * Only these two are excluded: PROBLEM/Problem, and any other course-student status, keep the seat.
 */
export const CANCELLED_SEAT_STATUSES = ['CANCELLED', 'Cancelled'] as const satisfies readonly SeatStatus[];

/**
 * 000 §4: "A cancelled student status does not count toward spots."
 * True iff the seat is not cancelled (PROBLEM counts: the spec excludes only cancelled).
 * @example isSeatTaken({ student_id: 7, status: 'PROBLEM' }) // true
 */
export function isSeatTaken(seat: SeatLike): boolean {
  return !(CANCELLED_SEAT_STATUSES as readonly string[]).includes(seat.status);
}

/**
 * 000 §4: "A cancelled student status does not count toward spots."
 * The number of seats that are not cancelled.
 * @example countTakenSeats([{ student_id: 1, status: 'SCHEDULED' }, { student_id: 2, status: 'CANCELLED' }]) // 1
 */
export function countTakenSeats(seats: readonly SeatLike[]): number {
  return seats.filter(isSeatTaken).length;
}

/**
 * A capacity as the rules read it (`student_capacity` of a class, `max_spots` of a course). Wire
 * data may be missing or broken, so anything that is not a finite number `>= 0` (missing, `null`,
 * `NaN`, `Infinity`, negative, or beyond `Number.MAX_SAFE_INTEGER`) counts as 0: a class with no
 * readable capacity is full and never bookable. A fractional capacity is read as its floor.
 */
export type Capacity = number | null | undefined;

/**
 * The usable capacity: `Math.floor(capacity)` for a finite `0 <= capacity <= MAX_SAFE_INTEGER`,
 * else 0 (missing, NaN, infinite, negative or absurdly large capacities are full, never bookable,
 * and never show `NaN`).
 * @example getUsableCapacity(Number.NaN) // 0
 */
export function getUsableCapacity(capacity: Capacity): number {
  if (typeof capacity !== 'number' || !Number.isFinite(capacity) || capacity <= 0) return 0;
  const whole = Math.floor(capacity);
  return Number.isSafeInteger(whole) ? whole : 0;
}

/**
 * 000 §4: "A cancelled student status does not count toward spots."
 * `usable capacity - taken seats`, never negative (an over-booked class has 0 left). The capacity
 * is read with `getUsableCapacity`: missing, NaN, infinite or negative -> 0, fractional -> floor.
 * @example getSpotsLeft({ capacity: 6, seats: makeSeats(4) }) // 2
 */
export function getSpotsLeft({ capacity, seats }: { capacity: Capacity; seats: readonly SeatLike[] }): number {
  return Math.max(0, getUsableCapacity(capacity) - countTakenSeats(seats));
}

/**
 * True iff no spot is left: `taken seats >= usable capacity` (inclusive: exactly at capacity is
 * full). A missing, NaN, infinite or negative capacity is full.
 * @example isFull({ capacity: 6, seats: makeSeats(6) }) // true
 */
export function isFull({ capacity, seats }: { capacity: Capacity; seats: readonly SeatLike[] }): boolean {
  return getSpotsLeft({ capacity, seats }) === 0;
}

/**
 * The viewer's own seat, if any: `student_id === viewerId`. When the viewer holds several seats
 * (cancelled, then booked again), the first non-cancelled one wins; with only cancelled seats, the
 * last one (the most recent) is returned. A signed-out viewer has no seat.
 * @example findViewerSeat({ seats, viewerId: 100 })?.status // 'SCHEDULED'
 */
export function findViewerSeat<S extends SeatLike>({ seats, viewerId }: { seats: readonly S[]; viewerId: ViewerId }): S | undefined {
  if (viewerId === null || viewerId === undefined) return undefined;
  const own = seats.filter((seat) => seat.student_id === viewerId);
  return own.find(isSeatTaken) ?? own.at(-1);
}

/**
 * 000 §4: "A viewer counts as booked when their own student status exists and is not cancelled."
 * @example isViewerBooked({ seats: [{ student_id: 100, status: 'PROBLEM' }], viewerId: 100 }) // true
 */
export function isViewerBooked({ seats, viewerId }: { seats: readonly SeatLike[]; viewerId: ViewerId }): boolean {
  const seat = findViewerSeat({ seats, viewerId });
  return seat !== undefined && isSeatTaken(seat);
}

/**
 * Class `CANCELLED`/`PROBLEM` or course `Cancelled`/`Problem`. 000 §4: "CANCELLED or PROBLEM:
 * Canceled" (headline) and 000 §5: material download needs "a student booking that is not cancelled
 * or problem". Such a seat still counts toward spots unless it is cancelled (see `isSeatTaken`).
 * @example isCancelledOrProblemStatus('PROBLEM') // true
 */
export function isCancelledOrProblemStatus(status: SeatStatus): boolean {
  return status === 'CANCELLED' || status === 'Cancelled' || status === 'PROBLEM' || status === 'Problem';
}
