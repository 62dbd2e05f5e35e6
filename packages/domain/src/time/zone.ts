import { IANAZone } from 'luxon';

/** The zone used when a user has no valid `timezone_iana`. */
export const DEFAULT_ZONE = 'UTC';

/** A valid IANA zone name, or `DEFAULT_ZONE` for a missing or unknown one, so rules never throw on a bad profile. */
export function resolveZone(zone: string | null | undefined): string {
  return zone && IANAZone.isValidZone(zone) ? zone : DEFAULT_ZONE;
}
