import { requireInteger } from '../arguments/number-arguments';

/** 001 §4.1: "single classes load 60 per page". 001 §7.1: "length=60". */
export const SINGLE_CLASS_PAGE_SIZE = 60;

/** 001 §4.1: "courses load 3 per page in the single-class view". 001 §9: "3 for the search-page initial course list". */
export const COURSE_PREVIEW_PAGE_SIZE = 3;

/** 001 §4.1: "and 60 per page in the course view". 001 §9: "60 for single classes and course lists". */
export const COURSE_PAGE_SIZE = 60;

/** 001 §4.1: "20 skeleton placeholders show while loading." */
export const SKELETON_CARD_COUNT = 20;

/** 001 §9: "3 recommended classes." 001 §7.1: "num=3". */
export const RECOMMENDED_CLASS_COUNT = 3;

/** 001 §7.1: the teacher page lists ("page_size=60"). */
export const TEACHER_PAGE_PAGE_SIZE = 60;

/** 001 §9: "The teacher page requests more results when the 51st card is seen." 1-based position in its batch. */
export const TEACHER_PAGE_NEXT_PAGE_TRIGGER_POSITION = 51;

/**
 * 001 §9 "The teacher page requests more results when the 51st card is seen", read per batch of
 * `TEACHER_PAGE_PAGE_SIZE` (60): `index` is the 0-based position of the card that came into view in
 * the whole list; true iff it is the 51st (1-based) of its batch, `index % 60 === 50` (50, 110,
 * 170, ...), so exactly one card per full-enough batch asks for the next page. RangeError for a
 * negative or fractional index or a batch size below 1. Fetch only while the server says there is a next page.
 * @example shouldFetchNextTeacherPage({ index: 50 }) // true
 */
export function shouldFetchNextTeacherPage({ index, batchSize = TEACHER_PAGE_PAGE_SIZE }: { index: number; batchSize?: number }): boolean {
  return requireInteger('index', index, 0) % requireInteger('batchSize', batchSize, 1) === TEACHER_PAGE_NEXT_PAGE_TRIGGER_POSITION - 1;
}
