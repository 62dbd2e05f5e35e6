import { requireInteger } from '../arguments/number-arguments';
/**
 * 001 §4.2: "Favourite count goes up or down by 1 on success."
 * Call it only once the favourite call succeeded: `isFavourite` is the new state. Up by exactly 1
 * when favourited, down by exactly 1 when unfavourited, never below 0. `count` is a whole number
 * from 0; anything else is a RangeError.
 */
export function getFavouriteCountAfterToggle({ count, isFavourite }: { count: number; isFavourite: boolean }): number {
  const current = requireInteger('count', count, 0);
  return isFavourite ? current + 1 : Math.max(0, current - 1);
}
