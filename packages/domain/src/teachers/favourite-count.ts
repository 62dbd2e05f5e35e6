/**
 * 001 §4.2: "Favourite count goes up or down by 1 on success."
 * Call it only once the favourite call succeeded: `isFavourite` is the new state. Up by exactly 1
 * when favourited, down by exactly 1 when unfavourited, never below 0. A negative, fractional or
 * non-finite `count` is first read as the whole number below it, at least 0.
 */
export function getFavouriteCountAfterToggle({ count, isFavourite }: { count: number; isFavourite: boolean }): number {
  const current = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  return isFavourite ? current + 1 : Math.max(0, current - 1);
}
