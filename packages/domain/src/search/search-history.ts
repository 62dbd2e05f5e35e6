/** 001 §9: "Search-history area about 96px high, extra items collapsed behind a 'more' button." */
export const SEARCH_HISTORY_AREA_HEIGHT_PX = 96;

/** 001 §9: "History chip max width 380px." */
export const SEARCH_HISTORY_CHIP_MAX_WIDTH_PX = 380;

/** 001 §9: the label of the control that shows the collapsed history items. */
export const SEARCH_HISTORY_MORE_LABEL = 'more';

/**
 * 001 §3: "Search history: a list of keyword strings." The GET v3/group_class/search/history answer:
 * the signed-in user's keyword history, newest first as the server sends it.
 */
export type SearchHistory = string[];

/** 001 §7.1: "POST v3/group_class/search/history: body {word}". The word is a normalised, non-empty keyword. */
export interface SearchHistoryWordBody {
  word: string;
}

/**
 * 001 §6: "search history is saved, read and deleted only for signed-in users (the read is disabled
 * otherwise)." True iff the user is signed in (the same answer for save, read and delete).
 */
export function canUseSearchHistory({ signedIn }: { signedIn: boolean }): boolean {
  return signedIn;
}

/**
 * 001 §6 with 001 §7.1 "POST ... body {word}": save a submitted keyword only for a signed-in user and
 * only when it is not empty (clearing the keyword saves nothing).
 */
export function shouldSaveSearchHistory({ signedIn, keyword }: { signedIn: boolean; keyword: string }): boolean {
  return signedIn && keyword.length > 0;
}
