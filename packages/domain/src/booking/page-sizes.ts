// Paging, sizes and layout constants of the booking-side pages (000 §2, §7, §9). The search page's
// own page sizes are in search/search-page-sizes.ts; the mobile breakpoint is PHONE_MAX_WIDTH_PX
// (teachers/blog-block.ts), the one constant for both specs.
import { requireInteger } from '../arguments/number-arguments';

/** 000 §7 "GET v3/group_class/group_classes ... (landing: offset 0, length 3, language english)". */
export const LANDING_CLASSES_OFFSET = 0;
/** 000 §7 "(landing: offset 0, length 3, ...)"; 000 §9 "Landing shows 3 classes." */
export const LANDING_CLASSES_LENGTH = 3;
/** 000 §7 "(landing: ..., language english)". */
export const LANDING_CLASSES_LANGUAGE = 'english';

/** 000 §7 "available_classes | page, page_size (2 initially), topic_id"; 000 §9 "with 2 initial slots". */
export const TOPIC_SLOTS_INITIAL_PAGE_SIZE = 2;
/** 000 §7 "the modal uses page_size 60"; 000 §9 "Slot page size is 60". */
export const TOPIC_SLOTS_MODAL_PAGE_SIZE = 60;
/** 000 §9 "The next page is fetched when the 50th item of each batch appears." 1-based position in its batch. */
export const SLOT_NEXT_PAGE_TRIGGER_POSITION = 50;

/**
 * 000 §9 "Slot page size is 60, with 2 initial slots. The next page is fetched when the 50th item of
 * each batch appears." `index` is the 0-based position of the item that just appeared in the whole
 * list; batches are `batchSize` long (default 60, the modal's page size). True iff the item is the
 * 50th (1-based) of its batch: `index % batchSize === 49`, so exactly one item per batch triggers
 * (indexes 49, 109, 169, ... for batches of 60; never for batches shorter than 50, such as the 2
 * initial slots). RangeError for a negative or fractional index or a batch size below 1. Fetch only
 * while the server says there is a next page.
 * @example shouldFetchNextSlotPage({ index: 49 }) // true
 */
export function shouldFetchNextSlotPage({
  index,
  batchSize = TOPIC_SLOTS_MODAL_PAGE_SIZE,
}: {
  index: number;
  batchSize?: number;
}): boolean {
  return requireInteger('index', index, 0) % requireInteger('batchSize', batchSize, 1) === SLOT_NEXT_PAGE_TRIGGER_POSITION - 1;
}

/** 000 §7 "lesson_reviews | page, page_size 20, ..."; 000 §9 "Review page size is 20". */
export const REVIEWS_PAGE_SIZE = 20;
/** 000 §9 "the first view shows 2 reviews, then more." */
export const REVIEWS_INITIAL_VISIBLE = 2;
/** 000 §7 "lesson_reviews | ..., need_top_total 0, ...". */
export const REVIEWS_NEED_TOP_TOTAL = 0;
/** 000 §7 "lesson_reviews | ..., allow_empty 0". */
export const REVIEWS_ALLOW_EMPTY = 0;

/** 000 §7 "GET /v3/group_class/courses/ | offset, length, language, topic_id (initial offset 0, ...)". */
export const TOPIC_COURSES_INITIAL_OFFSET = 0;
/** 000 §7 "(initial offset 0, length 2; ...)": the topic page shows 2 course groups first. */
export const TOPIC_COURSES_INITIAL_LENGTH = 2;
/** 000 §7 "(...; pages of 60)"; 000 §9 "Course list pages are 60." */
export const TOPIC_COURSES_PAGE_LENGTH = 60;

/** 000 §2 "The link opens a modal titled All time slots (width 722)"; 000 §9 "Modal width is 722." In CSS pixels. */
export const MODAL_WIDTH_PX = 722;
