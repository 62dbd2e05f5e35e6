import { z } from 'zod';
import { countCharacters } from '../search/text-length';
import { KEYWORD_MAX_LENGTH } from '../search/keyword';
import { DAYTIME_SLOT_COUNT, WEEKDAY_INDEXES } from '../time/day-slots';
import { SPECIFIC_HOUR_MAX, TEACHER_TYPES } from './search-query';

// The teacher-search query's schema, apart from the parser (search-query.ts) so the search pages
// load no zod: for callers that validate a query they did not parse themselves (tests, the API).

const WEEKDAY_MIN = Math.min(...WEEKDAY_INDEXES);
const WEEKDAY_MAX = Math.max(...WEEKDAY_INDEXES);
const LAST_TIME_BLOCK = DAYTIME_SLOT_COUNT - 1;

function isKeywordWithinLimit(keyword: string): boolean {
  return countCharacters(keyword) <= KEYWORD_MAX_LENGTH;
}

const listItem = z
  .string()
  .min(1)
  .refine((s) => s === s.trim() && !s.includes(','), 'trimmed, without commas');

/** `TeacherSearchQuery` as a schema: the canonical form `parseTeacherSearchQuery` returns (search-query-schema.test.ts checks the two types are the same). */
export const TeacherSearchQuerySchema = z.object({
  teacher_type: z.enum(TEACHER_TYPES).optional(),
  tags: z.array(listItem),
  childTags: z.array(listItem),
  /** Lower-cased language names, e.g. `['spanish']`. */
  speaks: z.array(listItem),
  /** Weekdays 0 (Monday) .. 6. */
  day: z.array(z.number().int().min(WEEKDAY_MIN).max(WEEKDAY_MAX)),
  /** Hour-blocks 0..5 (block n covers hours 4n..4n+3). */
  time: z.array(z.number().int().min(0).max(LAST_TIME_BLOCK)),
  /** Teacher origin country, as given (e.g. `US`). */
  from: z.string().min(1).optional(),
  trial_lesson: z.boolean(),
  instant_booking: z.boolean(),
  is_native: z.boolean(),
  /** Integer cents. */
  minPrice: z.number().int().nonnegative().optional(),
  /** Integer cents. */
  maxPrice: z.number().int().nonnegative().optional(),
  /** A calendar day `YYYY-MM-DD` in the user's zone. */
  specificDay: z.iso.date().optional(),
  /** Whole hours 0..23 of `specificDay`. */
  specificHours: z.array(z.number().int().min(0).max(SPECIFIC_HOUR_MAX)),
  /** Trimmed, 1..200 characters (code points, as `search/` counts them). */
  keyword: z.string().min(1).refine(isKeywordWithinLimit, 'at most 200 characters').optional(),
  in72h: z.boolean(),
  instant_lesson_status: z.number().int().nonnegative().optional(),
  /** 1-based page. */
  page: z.number().int().positive().optional(),
  isAutoMatched: z.boolean(),
});
