import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COURSE_CARD_AVATAR_COUNT } from '../class/attendee-avatars';
import { PHONE_MAX_WIDTH_PX } from '../teachers/blog-block';
import {
  LANDING_CLASSES_LANGUAGE,
  LANDING_CLASSES_LENGTH,
  LANDING_CLASSES_OFFSET,
  MODAL_WIDTH_PX,
  REVIEWS_ALLOW_EMPTY,
  REVIEWS_INITIAL_VISIBLE,
  REVIEWS_NEED_TOP_TOTAL,
  REVIEWS_PAGE_SIZE,
  SLOT_NEXT_PAGE_TRIGGER_POSITION,
  TOPIC_COURSES_INITIAL_LENGTH,
  TOPIC_COURSES_INITIAL_OFFSET,
  TOPIC_COURSES_PAGE_LENGTH,
  TOPIC_SLOTS_INITIAL_PAGE_SIZE,
  TOPIC_SLOTS_MODAL_PAGE_SIZE,
  shouldFetchNextSlotPage,
} from './page-sizes';

describe('000 §7 / §9 constants', () => {
  it('"landing: offset 0, length 3, language english"; "Landing shows 3 classes."', () => {
    expect([LANDING_CLASSES_OFFSET, LANDING_CLASSES_LENGTH, LANDING_CLASSES_LANGUAGE]).toEqual([0, 3, 'english']);
  });
  it('"page_size (2 initially) ...; the modal uses page_size 60"; "the 50th item of each batch"', () => {
    expect([TOPIC_SLOTS_INITIAL_PAGE_SIZE, TOPIC_SLOTS_MODAL_PAGE_SIZE, SLOT_NEXT_PAGE_TRIGGER_POSITION]).toEqual([2, 60, 50]);
  });
  it('"page_size 20, language, need_top_total 0, allow_empty 0"; "the first view shows 2 reviews"', () => {
    expect([REVIEWS_PAGE_SIZE, REVIEWS_INITIAL_VISIBLE, REVIEWS_NEED_TOP_TOTAL, REVIEWS_ALLOW_EMPTY]).toEqual([20, 2, 0, 0]);
  });
  it('"initial offset 0, length 2; pages of 60"', () => {
    expect([TOPIC_COURSES_INITIAL_OFFSET, TOPIC_COURSES_INITIAL_LENGTH, TOPIC_COURSES_PAGE_LENGTH]).toEqual([0, 2, 60]);
  });
  it('"Mobile breakpoint is 768px. Modal width is 722."; "Course card shows 3 avatars"', () => {
    expect([PHONE_MAX_WIDTH_PX, MODAL_WIDTH_PX, COURSE_CARD_AVATAR_COUNT]).toEqual([768, 722, 3]);
  });
});

describe('shouldFetchNextSlotPage: "The next page is fetched when the 50th item of each batch appears."', () => {
  it('the 50th item (index 49) of the first batch of 60 triggers; the 49th and 51st do not', () => {
    expect([48, 49, 50].map((index) => shouldFetchNextSlotPage({ index }))).toEqual([false, true, false]);
  });
  it('once per batch: index 109 is the 50th of the second batch', () => {
    expect([108, 109, 110, 169].map((index) => shouldFetchNextSlotPage({ index }))).toEqual([false, true, false, true]);
  });
  it('never for the 2 initial slots (a batch shorter than 50); junk input is a RangeError naming it', () => {
    expect([0, 1, 49].map((index) => shouldFetchNextSlotPage({ index, batchSize: 2 }))).toEqual([false, false, false]);
    expect(() => shouldFetchNextSlotPage({ index: -11 })).toThrow(/index/);
    expect(() => shouldFetchNextSlotPage({ index: 49.5 })).toThrow(/index/);
    expect(() => shouldFetchNextSlotPage({ index: 49, batchSize: 0 })).toThrow(/batchSize/);
  });
  it('property: exactly one trigger per full batch of 60, at its 50th item (oracle: 1-based position in batch)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (index) => {
        const positionInBatch = index - Math.floor(index / 60) * 60 + 1;
        expect(shouldFetchNextSlotPage({ index })).toBe(positionInBatch === 50);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), (batch) => {
        const hits = Array.from({ length: 60 }, (_, i) => batch * 60 + i).filter((index) => shouldFetchNextSlotPage({ index }));
        expect(hits).toEqual([batch * 60 + 49]);
      }),
    );
  });
});
