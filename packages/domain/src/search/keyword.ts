import { countCharacters, truncateCharacters } from './text-length';

/** 001 §9: "Keyword max 200 characters." Inclusive: 200 characters are accepted, 201 are not. */
export const KEYWORD_MAX_LENGTH = 200;

/** 001 §8: the error code for a keyword over 200 characters. */
export const KEYWORD_TOO_LONG_CODE = 'GC883';

/** 001 §8: "GC883: keyword over 200 characters, shown as an error toast reading '200 characters only, please input valid keyword'". */
export const KEYWORD_TOO_LONG_MESSAGE = '200 characters only, please input valid keyword';

/** Everything that is not a letter (accents and combining marks included), a decimal digit or a space. */
const NOT_ALLOWED = /[^\p{L}\p{M}\p{Nd} ]/gu;
/** Whitespace other than the plain space (tabs, newlines, no-break spaces): read as a space. */
const OTHER_WHITESPACE = /[^\S ]/gu;

/**
 * 000 §5: "Search text and tags are stripped of everything except letters (including accented),
 * digits and spaces." Other whitespace (tab, newline, no-break space) becomes a plain space first,
 * so "a\tb" stays two words. Inner spaces are kept as typed; nothing is trimmed.
 * `sanitizeSearchText('Café-au-lait! 2x')` is `'Caféaulait 2x'`.
 */
export function sanitizeSearchText(text: string): string {
  return text.replace(OTHER_WHITESPACE, ' ').replace(NOT_ALLOWED, '');
}

/**
 * 001 §5: "Keyword (search page): ... leading whitespace is stripped while typing." The value the
 * keyword box shows for what was typed: sanitised (000 §5), leading spaces removed, trailing kept
 * (the user may be typing the next word).
 */
export function getKeywordInputValue(typed: string): string {
  return sanitizeSearchText(typed).trimStart();
}

/** 001 §5: "Keyword (search page): trimmed". The keyword a search uses: sanitised (000 §5) and trimmed. */
export function normalizeKeyword(keyword: string): string {
  return sanitizeSearchText(keyword).trim();
}

/**
 * 001 §5: "Backspace on a one-character input clears the keyword." True iff the box holds exactly
 * one character (code point) when Backspace is pressed: the search then runs with no keyword.
 */
export function shouldClearKeywordOnBackspace(inputValue: string): boolean {
  return countCharacters(inputValue) === 1;
}

/** The outcome of pressing Enter in the keyword box. */
export type KeywordSubmission =
  | { readonly ok: true; readonly keyword: string }
  | { readonly ok: false; readonly code: typeof KEYWORD_TOO_LONG_CODE; readonly message: typeof KEYWORD_TOO_LONG_MESSAGE };

/**
 * 001 §5: "If longer than 200 characters on Enter, error GC883 is shown." 001 §8: the toast reads
 * '200 characters only, please input valid keyword'. The length is counted in characters (code
 * points) of the normalised keyword (sanitised and trimmed); 200 is accepted (inclusive), 201 is
 * GC883. An empty result is a valid submission that clears the keyword.
 */
export function submitKeyword(inputValue: string): KeywordSubmission {
  const keyword = normalizeKeyword(inputValue);
  if (countCharacters(keyword) > KEYWORD_MAX_LENGTH) {
    return { ok: false, code: KEYWORD_TOO_LONG_CODE, message: KEYWORD_TOO_LONG_MESSAGE };
  }
  return { ok: true, keyword };
}

/**
 * A keyword as the search state keeps it: already normalised (sanitised, trimmed) and at most 200
 * characters (inclusive); `KeywordSchema` checks both. `''` means no keyword.
 */
export type Keyword = string;

/**
 * A keyword read from an address or from storage, where no toast can be shown: normalised, and cut
 * to its first 200 characters (then trimmed again) instead of refused.
 */
export function coerceKeyword(raw: string): string {
  return truncateCharacters(normalizeKeyword(raw), KEYWORD_MAX_LENGTH).trim();
}
