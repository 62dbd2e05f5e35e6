/** The zone used when a user has no valid `timezone_iana`. */
export const DEFAULT_ZONE = 'UTC';

// Zone checks run on every rendered time; Intl formatters are costly to build, so answers are kept
// (a bounded map: zone names come from user input on the server).
const ZONE_CACHE_LIMIT = 500;
const validity = new Map<string, boolean>();

/**
 * True when the runtime's Intl knows the zone (the same test luxon's `IANAZone.isValidZone` makes),
 * without loading luxon: pages that only display times stay light.
 */
export function isValidZone(zone: string): boolean {
  const known = validity.get(zone);
  if (known !== undefined) return known;
  let valid: boolean;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone }).format();
    valid = true;
  } catch {
    valid = false;
  }
  if (validity.size >= ZONE_CACHE_LIMIT) validity.clear();
  validity.set(zone, valid);
  return valid;
}

/** A valid IANA zone name, or `DEFAULT_ZONE` for a missing or unknown one, so rules never throw on a bad profile. */
export function resolveZone(zone: string | null | undefined): string {
  return zone && isValidZone(zone) ? zone : DEFAULT_ZONE;
}
