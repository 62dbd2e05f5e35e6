import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GROUP_CLASS_CAPACITY } from '../time/constants';
import {
  COURSE_MAX_CLASSES,
  COURSE_MAX_SPOTS_MAX,
  COURSE_MIN_CLASSES,
  COURSE_MIN_SPOTS_MIN,
  COURSE_PRICE_MAX_CENTS,
  COURSE_PRICE_MIN_CENTS,
} from './constants';
import { checkCourseSettings, type CourseOutline, getCourseSeries } from './course-settings';
import { TOPIC_INTRO_MAX_LENGTH, TOPIC_TITLE_MAX_LENGTH, TOPIC_TITLE_MIN_LENGTH } from '../topics/topic-draft';

const ok = { class_amount: 4, min_spots: 2, max_spots: 6, price: 1500 };
const fields = (over: Partial<typeof ok>) => checkCourseSettings({ ...ok, ...over }).map((p) => p.field);

describe('checkCourseSettings: "number of classes, minimum and maximum spots, price"', () => {
  it('accepts a 4-class course of 2-6 spots at $15 a class', () => {
    expect(checkCourseSettings(ok)).toEqual([]);
  });

  it('class count bounds, inclusive', () => {
    expect(fields({ class_amount: COURSE_MIN_CLASSES - 1 })).toEqual(['class_amount']);
    expect(fields({ class_amount: COURSE_MIN_CLASSES })).toEqual([]);
    expect(fields({ class_amount: COURSE_MAX_CLASSES })).toEqual([]);
    expect(fields({ class_amount: COURSE_MAX_CLASSES + 1 })).toEqual(['class_amount']);
  });

  it('000 §1 "6 learners per class": max spots at most 6; min at most max', () => {
    expect(COURSE_MAX_SPOTS_MAX).toBe(GROUP_CLASS_CAPACITY);
    expect(fields({ max_spots: 7 })).toEqual(['max_spots']);
    expect(fields({ min_spots: 0 })).toEqual(['min_spots']);
    expect(checkCourseSettings({ ...ok, min_spots: 3, max_spots: 2 })).toEqual([
      { field: 'min_spots', message: 'at most the maximum spots (2)' },
    ]);
    expect(fields({ min_spots: 6, max_spots: 6 })).toEqual([]);
  });

  it('price bounds in cents, inclusive', () => {
    expect(fields({ price: COURSE_PRICE_MIN_CENTS - 1 })).toEqual(['price']);
    expect(fields({ price: COURSE_PRICE_MIN_CENTS })).toEqual([]);
    expect(fields({ price: COURSE_PRICE_MAX_CENTS })).toEqual([]);
    expect(fields({ price: COURSE_PRICE_MAX_CENTS + 1 })).toEqual(['price']);
    expect(fields({ price: 15.5 })).toEqual(['price']);
  });

  it('property: spots accepted iff 1 <= min <= max <= 6, for every capacity pair 0..12', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 12 }), (min, max) => {
        const refused = fields({ min_spots: min, max_spots: max });
        expect(refused.length === 0).toBe(COURSE_MIN_SPOTS_MIN <= min && min <= max && max <= COURSE_MAX_SPOTS_MAX);
      }),
    );
  });

  const outline = (title: string, description = ''): CourseOutline => ({ class_title: title, description });
  const four = (first: CourseOutline): CourseOutline[] => [first, outline('Class two'), outline('Class three'), outline('Class four')];

  it('000 §3 "Group course" outlines: optional; when given, one per class', () => {
    expect(fields({})).toEqual([]);
    expect(checkCourseSettings({ ...ok, outlines: four(outline('Class one', 'Greetings and names')) })).toEqual([]);
    expect(checkCourseSettings({ ...ok, outlines: four(outline('Class one')).slice(0, 3) })).toEqual([
      { field: 'outlines', message: 'one outline per class (4)' },
    ]);
    expect(checkCourseSettings({ ...ok, class_amount: 3, outlines: four(outline('Class one')) }).map((p) => p.field)).toEqual(['outlines']);
  });

  it('an outline title has the topic title bounds and a description at most the intro bound, inclusive', () => {
    const check = (first: CourseOutline): string[] => checkCourseSettings({ ...ok, outlines: four(first) }).map((p) => p.field);
    expect(check(outline('x'.repeat(TOPIC_TITLE_MIN_LENGTH - 1)))).toEqual(['outlines']);
    expect(check(outline('x'.repeat(TOPIC_TITLE_MIN_LENGTH)))).toEqual([]);
    expect(check(outline('x'.repeat(TOPIC_TITLE_MAX_LENGTH)))).toEqual([]);
    expect(check(outline('x'.repeat(TOPIC_TITLE_MAX_LENGTH + 1)))).toEqual(['outlines']);
    expect(check(outline('Class one', 'y'.repeat(TOPIC_INTRO_MAX_LENGTH)))).toEqual([]);
    expect(check(outline('Class one', 'y'.repeat(TOPIC_INTRO_MAX_LENGTH + 1)))).toEqual(['outlines']);
    // Spaces around a title do not count toward it.
    expect(check(outline(`  ${'x'.repeat(TOPIC_TITLE_MIN_LENGTH - 1)}  `))).toEqual(['outlines']);
  });

  it('property: outlines accepted iff there is one per class, for 2..16 classes and 0..18 outlines', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 16 }), fc.integer({ min: 0, max: 18 }), (classes, given) => {
        const outlines = Array.from({ length: given }, (_, i) => outline(`Class ${i + 1}`));
        const refused = checkCourseSettings({ ...ok, class_amount: classes, outlines }).map((p) => p.field);
        expect(refused.includes('outlines')).toBe(given !== classes);
      }),
    );
  });

  it("a course meets weekly on its first class's weekday", () => {
    expect(getCourseSeries({ date: '2026-03-04', classAmount: 6 })).toEqual({ weekdays: [3], weeks: 6 });
  });
});
