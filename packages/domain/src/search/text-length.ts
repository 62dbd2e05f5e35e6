import { requireInteger } from '../arguments/number-arguments';
/**
 * The length of a text as a person counts it: Unicode code points, so an emoji or a letter outside
 * the Basic Multilingual Plane is one character, not two UTF-16 units. Every character limit of the
 * search area (keyword 200, feedback 5000) is measured with this.
 */
export function countCharacters(text: string): number {
  return Array.from(text).length;
}

/** The first `max` code points of `text` (never splits a surrogate pair). */
export function truncateCharacters(text: string, max: number): string {
  return Array.from(text)
    .slice(0, requireInteger('max', max, 0))
    .join('');
}
