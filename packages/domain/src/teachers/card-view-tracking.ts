import { requireFiniteNumber, requireInteger } from '../arguments/number-arguments';
/** 001 §9: "View events fire at 90% visibility". Inclusive: a 0.9 intersection ratio fires. */
export const CARD_VIEW_VISIBILITY_THRESHOLD = 0.9;
/** 001 §9: "for every third card". */
export const CARD_VIEW_TRACK_EVERY = 3;

/**
 * 001 §9: "View events fire at 90% visibility for every third card."
 * `index` is the card's 0-based position in the list; cards 0, 3, 6, ... are tracked (the first
 * card of every group of three, so a page with any result tracks at least one view). A negative
 * or fractional index is a RangeError.
 */
export function shouldTrackCardView(index: number): boolean {
  return requireInteger('index', index, 0) % CARD_VIEW_TRACK_EVERY === 0;
}

/** 001 §9 "at 90% visibility": true iff the visible ratio (0..1) is at least 0.9 (inclusive). */
export function isCardViewVisible(intersectionRatio: number): boolean {
  return requireFiniteNumber('intersectionRatio', intersectionRatio, 0, 1) >= CARD_VIEW_VISIBILITY_THRESHOLD;
}
