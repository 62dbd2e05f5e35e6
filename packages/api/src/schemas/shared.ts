import { resolveZone } from '@app/domain';
import { z } from 'zod';

// Pieces many schemas share. Kept apart from the search schemas so that a page needing only the
// user or a paged list does not load the search filters (and the date library behind them).

/**
 * `user_timezone`: an IANA zone name (`Europe/Berlin`). Offsets such as `+05:00` are refused: the
 * database reads them the POSIX way round, so they would silently shift the weekday filter.
 */
export const UserTimezoneQuerySchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+/-]*$/, 'Must be an IANA time zone such as Europe/Berlin')
  .refine((zone) => resolveZone(zone) === zone, 'Unknown IANA time zone');

/** 001 §3 "Paged lists: ... a paging object with has_next, total, page". */
export const SearchPagingSchema = z.object({
  page: z.number().int(),
  total: z.number().int(),
  has_next: z.boolean(),
});
export type SearchPaging = z.infer<typeof SearchPagingSchema>;

/** Longest language, category or tag name accepted in a list. */
export const TEACHER_SEARCH_NAME_MAX_LENGTH = 100;

/** `{ language, level }` of 001 §3 "teach_language list of {language, level}" (level 1..7, 7 native). */
export const TeacherLanguageLevelSchema = z.object({ language: z.string(), level: z.number().int() });
