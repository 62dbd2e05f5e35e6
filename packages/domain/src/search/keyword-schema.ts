import { z } from 'zod';
import { KEYWORD_MAX_LENGTH, KEYWORD_TOO_LONG_MESSAGE, normalizeKeyword } from './keyword';
import { countCharacters } from './text-length';

/**
 * `Keyword` as a schema: a keyword as the search state keeps it, already normalised (sanitised,
 * trimmed) and at most 200 characters (inclusive). `''` means no keyword.
 */
export const KeywordSchema = z
  .string()
  .refine((k) => k === normalizeKeyword(k), { message: 'Keyword must be sanitised and trimmed' })
  .refine((k) => countCharacters(k) <= KEYWORD_MAX_LENGTH, { message: KEYWORD_TOO_LONG_MESSAGE });
