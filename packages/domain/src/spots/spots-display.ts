import {
  type Capacity,
  countTakenSeats,
  getSpotsLeft,
  getUsableCapacity,
  isViewerBooked,
  type SeatLike,
  type ViewerId,
} from './seat-count';
import { requireInteger } from '../arguments/number-arguments';

/** 000 §4 "Slot spots display": "Booked by you." */
export const SPOTS_BOOKED_BY_YOU_TEXT = 'Booked by you';
/** 000 §4 "Slot spots display": "Fully booked." */
export const SPOTS_FULLY_BOOKED_TEXT = 'Fully booked';
/** 000 §4 "Slot spots display": "Be the first! (no one yet)." */
export const SPOTS_BE_THE_FIRST_TEXT = 'Be the first!';
/** 000 §4 "Slot spots display": "Only 1 spot left." */
export const SPOTS_ONLY_ONE_LEFT_TEXT = 'Only 1 spot left';

/**
 * 000 §4: "Only N spots left when the remaining count is at most half the capacity, rounded."
 * The fraction of the capacity at or below which the remaining count reads "Only N spots left".
 */
export const FEW_SPOTS_CAPACITY_FRACTION = 0.5;

/** What the slot's spots line says, from the most to the least specific. */
export const SPOTS_DISPLAY_KINDS = [
  'booked-by-you',
  'fully-booked',
  'be-the-first',
  'only-one-left',
  'only-few-left',
  'spots-left',
] as const;
export type SpotsDisplayKind = (typeof SPOTS_DISPLAY_KINDS)[number];

/** The spots line of a slot: `kind` to style it, `text` to show, `remaining` (never negative). */
export interface SpotsDisplay {
  readonly kind: SpotsDisplayKind;
  readonly text: string;
  readonly remaining: number;
}

/**
 * 000 §4: "Only N spots left when the remaining count is at most half the capacity, rounded."
 * `Math.round(capacity * 0.5)`: halves round up (capacity 5 -> 3, capacity 1 -> 1). The capacity is
 * read with `getUsableCapacity` (missing, NaN, infinite or negative -> 0), so the result is never NaN.
 * @example getFewSpotsThreshold(5) // 3
 */
export function getFewSpotsThreshold(capacity: Capacity): number {
  return Math.round(getUsableCapacity(capacity) * FEW_SPOTS_CAPACITY_FRACTION);
}

/** `Only ${n} spots left` (000 §4 "Only N spots left"). @example formatOnlySpotsLeft(3) // 'Only 3 spots left' */
export function formatOnlySpotsLeft(remaining: number): string {
  return `Only ${requireInteger('remaining', remaining, 0)} spots left`;
}

/** `${n} spots left` (000 §4 "Otherwise N spots left"). @example formatSpotsLeft(4) // '4 spots left' */
export function formatSpotsLeft(remaining: number): string {
  return `${requireInteger('remaining', remaining, 0)} spots left`;
}

/**
 * 000 §4 "Slot spots display", first match wins:
 * 1. "Booked by you." (the viewer holds a seat that is not cancelled);
 * 2. "Fully booked." (0 remaining; taken >= capacity, inclusive);
 * 3. "Be the first! (no one yet)." (0 seats taken; cancelled seats do not count);
 * 4. "Only 1 spot left." ("The only-1-spot notice applies at capacity minus 1": exactly 1 remaining);
 * 5. "Only N spots left when the remaining count is at most half the capacity, rounded."
 *    (remaining <= Math.round(capacity / 2), inclusive);
 * 6. "Otherwise N spots left."
 * Works for class seats (capacity = student_capacity) and course seats (capacity = max_spots).
 * A missing, NaN, infinite or negative capacity counts as 0 (`getUsableCapacity`): the line reads
 * "Fully booked" (or "Booked by you") and `remaining` is 0, never NaN.
 * @example getSpotsDisplay({ capacity: 6, seats: makeSeats(4), viewerId: 100 }) // { kind: 'only-few-left', text: 'Only 2 spots left', remaining: 2 }
 */
export function getSpotsDisplay({
  capacity,
  seats,
  viewerId,
}: {
  capacity: Capacity;
  seats: readonly SeatLike[];
  viewerId: ViewerId;
}): SpotsDisplay {
  const remaining = getSpotsLeft({ capacity, seats });
  if (isViewerBooked({ seats, viewerId })) return { kind: 'booked-by-you', text: SPOTS_BOOKED_BY_YOU_TEXT, remaining };
  if (remaining === 0) return { kind: 'fully-booked', text: SPOTS_FULLY_BOOKED_TEXT, remaining };
  if (countTakenSeats(seats) === 0) return { kind: 'be-the-first', text: SPOTS_BE_THE_FIRST_TEXT, remaining };
  if (remaining === 1) return { kind: 'only-one-left', text: SPOTS_ONLY_ONE_LEFT_TEXT, remaining };
  if (remaining <= getFewSpotsThreshold(capacity)) return { kind: 'only-few-left', text: formatOnlySpotsLeft(remaining), remaining };
  return { kind: 'spots-left', text: formatSpotsLeft(remaining), remaining };
}
