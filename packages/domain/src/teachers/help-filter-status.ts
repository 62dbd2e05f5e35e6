import { requireInteger } from '../arguments/number-arguments';
/** 001 §4.2 / §9: "Help-filter threshold 10 teachers". Inclusive on the "at most" side: 10 is few, 11 is many. */
export const HELP_FILTER_THRESHOLD = 10;

/** 001 §4.2 "Also-speak helper status codes". */
export const HELP_FILTER_STATUS = {
  /** "0: none". */
  none: 0,
  /** "11 ...: speak-language matches, with at most ... 10 teachers". */
  speaksMatchFew: 11,
  /** "12 ...: speak-language matches, with ... more than 10 teachers". */
  speaksMatchMany: 12,
  /** "21 ...: none match, universal count at most ... 10". */
  noMatchFew: 21,
  /** "22 ...: none match, universal count ... more than 10". */
  noMatchMany: 22,
  /** "31 ...: no language"; universal count at most 10 (our split, as for 21/22). */
  noLanguageFew: 31,
  /** "32 ...: no language"; universal count more than 10. */
  noLanguageMany: 32,
} as const;
export type HelpFilterStatus = (typeof HELP_FILTER_STATUS)[keyof typeof HELP_FILTER_STATUS];

function isFew(count: number): boolean {
  return count <= HELP_FILTER_THRESHOLD;
}

/**
 * 001 §4.2 "Also-speak helper status codes: 0: none; 11 and 12: speak-language matches, with at
 * most or more than 10 teachers; 21 and 22: none match, universal count at most or more than 10;
 * 31 and 32: no language."
 *
 * - `enabled` false (helper not shown: signed out, not in the test, ...) -> 0.
 * - `speaksLanguage` blank/missing (the user has no other spoken language) -> 31 when
 *   `universalCount <= 10`, else 32 (the spec only says "no language"; we reuse the 21/22 split).
 * - `speaksMatchCount > 0` (teachers matching the search who also speak that language) -> 11 when
 *   `<= 10`, else 12.
 * - otherwise (none match) -> 21 when `universalCount <= 10`, else 22.
 * 10 is inclusive on the "at most" side. A missing count counts as 0; a count that is not a whole
 * number from 0 is a RangeError naming it.
 */
export function getHelpFilterStatus({
  enabled,
  speaksLanguage,
  speaksMatchCount,
  universalCount,
}: {
  enabled: boolean;
  speaksLanguage: string | null | undefined;
  speaksMatchCount: number | null | undefined;
  universalCount: number | null | undefined;
}): HelpFilterStatus {
  const universal = toCount('universalCount', universalCount);
  const matches = toCount('speaksMatchCount', speaksMatchCount);
  if (!enabled) return HELP_FILTER_STATUS.none;
  if ((speaksLanguage ?? '').trim() === '') return isFew(universal) ? HELP_FILTER_STATUS.noLanguageFew : HELP_FILTER_STATUS.noLanguageMany;
  if (matches > 0) return isFew(matches) ? HELP_FILTER_STATUS.speaksMatchFew : HELP_FILTER_STATUS.speaksMatchMany;
  return isFew(universal) ? HELP_FILTER_STATUS.noMatchFew : HELP_FILTER_STATUS.noMatchMany;
}

function toCount(name: string, value: number | null | undefined): number {
  return value === null || value === undefined ? 0 : requireInteger(name, value, 0);
}

/** 001 §4.2: "Statuses 11 and 12 change the title and subtitle." */
export function doesHelpFilterChangeHeader(status: HelpFilterStatus): boolean {
  return status === HELP_FILTER_STATUS.speaksMatchFew || status === HELP_FILTER_STATUS.speaksMatchMany;
}
