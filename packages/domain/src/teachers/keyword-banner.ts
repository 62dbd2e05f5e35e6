import { requireInteger } from '../arguments/number-arguments';
/** 001 §2.5: "On phones a keyword banner shows 'N teachers found with the keyword'". `{n}` is the count. */
export const KEYWORD_BANNER_FOUND_TEMPLATE = '{n} teachers found with the keyword';
/** 001 §2.5: "or 'No teachers found with the keyword'". */
export const KEYWORD_BANNER_NONE_TEXT = 'No teachers found with the keyword';
/** 001 §8: "No user-visible error text beyond 'No teachers found with the keyword {0}'". `{0}` is the keyword. */
export const NO_TEACHERS_FOUND_TEMPLATE = 'No teachers found with the keyword {0}';

export interface KeywordBanner {
  /** The count shown (0 for none). */
  readonly count: number;
  /** The trimmed keyword. */
  readonly keyword: string;
  /** The 001 §2.5 text, without the keyword: `12 teachers found with the keyword` / `No teachers found with the keyword`. */
  readonly message: string;
  /** The full sentence with the keyword: `12 teachers found with the keyword grammar` / 001 §8 `No teachers found with the keyword grammar`. */
  readonly text: string;
}

/**
 * 001 §2.5 "On phones a keyword banner shows 'N teachers found with the keyword' or 'No teachers
 * found with the keyword', with a clear button." and 001 §8 "'No teachers found with the keyword {0}'".
 *
 * The two texts combine: `message` is the 2.5 text and the UI renders the keyword after it
 * (emphasised); `text` is the same sentence with the keyword, which for 0 results is exactly the
 * 001 §8 text with `{0}` = keyword. `count` above 0 -> found (plural for every N: the spec gives one
 * text); 0 or missing -> none; a count that is not a whole number from 0 is a RangeError. `null` (no banner) when the keyword is blank.
 */
export function getKeywordBanner({
  keyword,
  count,
}: {
  keyword: string | null | undefined;
  count: number | null | undefined;
}): KeywordBanner | null {
  const k = keyword?.trim() ?? '';
  if (k === '') return null;
  const n = count === null || count === undefined ? 0 : requireInteger('count', count, 0);
  if (n === 0) {
    return { count: 0, keyword: k, message: KEYWORD_BANNER_NONE_TEXT, text: NO_TEACHERS_FOUND_TEMPLATE.replace('{0}', () => k) };
  }
  const message = KEYWORD_BANNER_FOUND_TEMPLATE.replace('{n}', String(n));
  return { count: n, keyword: k, message, text: `${message} ${k}` };
}
