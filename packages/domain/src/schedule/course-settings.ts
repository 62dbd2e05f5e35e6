import { getIsoWeekday, type WeeklySeries } from './weekly-series';
import {
  COURSE_MAX_CLASSES,
  COURSE_MAX_SPOTS_MAX,
  COURSE_MIN_CLASSES,
  COURSE_MIN_SPOTS_MIN,
  COURSE_PRICE_MAX_CENTS,
  COURSE_PRICE_MIN_CENTS,
} from './constants';
import { TOPIC_INTRO_MAX_LENGTH, TOPIC_TITLE_MAX_LENGTH, TOPIC_TITLE_MIN_LENGTH } from '../topics/topic-draft';

/** One class of a course as its outline names it (000 §3 "Group course": outlines, each a class title and description). */
export interface CourseOutline {
  readonly class_title: string;
  readonly description: string;
}

/** A course's settings as the teacher enters them (000 §3 "Group course": class_amount, min_spots, max_spots, price per class). */
export interface CourseSettings {
  readonly class_amount: number;
  readonly min_spots: number;
  readonly max_spots: number;
  readonly price: number;
  /** Each class's title and description, in class order; without them every class takes the topic's. */
  readonly outlines?: readonly CourseOutline[] | undefined;
}

export type CourseSettingsField = keyof CourseSettings;

/** One refused field with the English reason. */
export interface CourseSettingsProblem {
  readonly field: CourseSettingsField;
  readonly message: string;
}

const within = (v: number, lo: number, hi: number): boolean => Number.isInteger(v) && v >= lo && v <= hi;

/**
 * Issue 14: "Courses: create a course from a topic: weekly time, number of classes, minimum and
 * maximum spots, price." Bounds, all inclusive: `class_amount` COURSE_MIN_CLASSES..COURSE_MAX_CLASSES,
 * `min_spots` COURSE_MIN_SPOTS_MIN..`max_spots`, `max_spots` up to COURSE_MAX_SPOTS_MAX (000 §1: 6
 * learners per class), `price` per class COURSE_PRICE_MIN_CENTS..COURSE_PRICE_MAX_CENTS. The
 * answer lists every refused field (empty when accepted), so a form shows each next to its field.
 * @example checkCourseSettings({ class_amount: 4, min_spots: 3, max_spots: 2, price: 1500 }) // [{ field: 'min_spots', message: 'at most the maximum spots (2)' }]
 */
export function checkCourseSettings(s: CourseSettings): CourseSettingsProblem[] {
  const problems: CourseSettingsProblem[] = [];
  if (!within(s.class_amount, COURSE_MIN_CLASSES, COURSE_MAX_CLASSES))
    problems.push({ field: 'class_amount', message: `${COURSE_MIN_CLASSES} to ${COURSE_MAX_CLASSES} classes` });
  const maxOk = within(s.max_spots, COURSE_MIN_SPOTS_MIN, COURSE_MAX_SPOTS_MAX);
  if (!maxOk) problems.push({ field: 'max_spots', message: `${COURSE_MIN_SPOTS_MIN} to ${COURSE_MAX_SPOTS_MAX} spots` });
  if (!within(s.min_spots, COURSE_MIN_SPOTS_MIN, COURSE_MAX_SPOTS_MAX))
    problems.push({ field: 'min_spots', message: `${COURSE_MIN_SPOTS_MIN} to ${COURSE_MAX_SPOTS_MAX} spots` });
  else if (maxOk && s.min_spots > s.max_spots) problems.push({ field: 'min_spots', message: `at most the maximum spots (${s.max_spots})` });
  if (!within(s.price, COURSE_PRICE_MIN_CENTS, COURSE_PRICE_MAX_CENTS))
    problems.push({ field: 'price', message: `${COURSE_PRICE_MIN_CENTS} to ${COURSE_PRICE_MAX_CENTS} cents per class` });
  const outlineProblem = s.outlines ? checkCourseOutlines(s.outlines, s.class_amount) : null;
  if (outlineProblem) problems.push({ field: 'outlines', message: outlineProblem });
  return problems;
}

/**
 * 000 §3 "Group course" outlines: one per class (exactly `class_amount`), each title
 * TOPIC_TITLE_MIN_LENGTH..TOPIC_TITLE_MAX_LENGTH characters and each description at most
 * TOPIC_INTRO_MAX_LENGTH (it may be empty), trimmed; null when they are fine.
 */
function checkCourseOutlines(outlines: readonly CourseOutline[], classAmount: number): string | null {
  if (outlines.length !== classAmount) return `one outline per class (${classAmount})`;
  const index = outlines.findIndex((o) => {
    const title = o.class_title.trim().length;
    return title < TOPIC_TITLE_MIN_LENGTH || title > TOPIC_TITLE_MAX_LENGTH || o.description.trim().length > TOPIC_INTRO_MAX_LENGTH;
  });
  if (index < 0) return null;
  return `class ${index + 1}: a title of ${TOPIC_TITLE_MIN_LENGTH} to ${TOPIC_TITLE_MAX_LENGTH} characters, a description of at most ${TOPIC_INTRO_MAX_LENGTH}`;
}

/**
 * Issue 14: a course meets at one "weekly time": its classes are the weekly series on the first
 * class's weekday for `class_amount` weeks.
 * @example getCourseSeries({ date: '2026-03-02', classAmount: 4 }) // { weekdays: [1], weeks: 4 }
 */
export function getCourseSeries({ date, classAmount }: { date: string; classAmount: number }): WeeklySeries {
  return { weekdays: [getIsoWeekday(date)], weeks: classAmount };
}
