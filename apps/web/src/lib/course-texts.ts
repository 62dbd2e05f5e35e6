import {
  CLASS_CANCELED_MESSAGE,
  COURSE_CANCEL_FAILED_MESSAGE,
  COURSE_CANCEL_TOO_LATE_MESSAGE,
  COURSE_CANCELED_MESSAGE,
  COURSE_CANCELLATION_TEXTS,
  COURSE_PROBLEM_REPORTED_TEXT,
  type CourseActionKind,
  type CourseHeadlineCode,
  type CourseJoinButtonKind,
  TEACHER_CANCEL_COURSE_NOT_ALLOWED_MESSAGE,
} from '@app/domain';
import type { TFunction } from '../i18n/i18n-provider';
import type { MessageKey } from '../i18n/translate';

/*
 * The rules of @app/domain answer with codes and English texts; these tables turn them into the
 * display language. A text a table does not know (a newer rule) is shown as the rule wrote it.
 */

const COURSE_HEADLINE_KEYS: Record<Exclude<CourseHeadlineCode, 'unknown'>, MessageKey> = {
  canceled: 'courses.headlineCanceled',
  scheduled: 'courses.headlineScheduled',
  upcoming: 'courses.headlineUpcoming',
  ongoing: 'courses.headlineOngoing',
  terminated: 'courses.headlineTerminated',
  completed: 'courses.headlineCompleted',
};

/** The course headline (000 §4); '' for a status this app does not know (the rule shows nothing then). */
export function courseHeadlineText(t: TFunction, code: CourseHeadlineCode): string {
  return code === 'unknown' ? '' : t(COURSE_HEADLINE_KEYS[code]);
}

const COURSE_ACTION_KEYS: Record<Exclude<CourseActionKind, 'none'>, MessageKey> = {
  reminder: 'courses.actionReminder',
  'all-set': 'courses.actionAllSet',
  terminated: 'courses.actionTerminated',
};

export function courseActionText(t: TFunction, kind: CourseActionKind): string | null {
  return kind === 'none' ? null : t(COURSE_ACTION_KEYS[kind]);
}

const JOIN_BUTTON_KEYS: Record<CourseJoinButtonKind, MessageKey> = {
  'booked-by-you': 'courses.joinBookedByYou',
  'fully-booked': 'courses.joinFullyBooked',
  'join-group': 'courses.joinGroup',
};

export function courseJoinButtonText(t: TFunction, kind: CourseJoinButtonKind): string {
  return t(JOIN_BUTTON_KEYS[kind]);
}

/** The texts the domain's course cancellation rule answers with, keyed by the English text. */
const RULE_TEXT_KEYS = new Map<string, MessageKey>([
  [COURSE_CANCELLATION_TEXTS.teacher, 'courses.canceledByTeacher'],
  [COURSE_CANCELLATION_TEXTS.student, 'courses.canceledByStudent'],
  [COURSE_CANCELLATION_TEXTS.auto, 'courses.canceledByAuto'],
  [COURSE_CANCELLATION_TEXTS.admin, 'courses.canceledByAdmin'],
  [COURSE_CANCELLATION_TEXTS.provider, 'courses.canceledByProvider'],
  [COURSE_PROBLEM_REPORTED_TEXT, 'courses.problemReported'],
]);

const MESSAGE_KEYS = new Map<string, MessageKey>([
  [COURSE_CANCELED_MESSAGE, 'courses.messageCourseCanceled'],
  [CLASS_CANCELED_MESSAGE, 'courses.messageAlreadyCanceled'],
  [COURSE_CANCEL_FAILED_MESSAGE, 'courses.messageCancelFailed'],
  [COURSE_CANCEL_TOO_LATE_MESSAGE, 'courses.messageCancelTooLate'],
  // The reason her Cancel course is missing is the text of the server's refusal of it.
  [TEACHER_CANCEL_COURSE_NOT_ALLOWED_MESSAGE, 'errors.TeacherCancelNotAllowedCourse'],
]);

/** A text a domain rule produced (a cancellation text or a 000 §8 message), in the display language. */
export function ruleText(t: TFunction, text: string): string {
  const key = RULE_TEXT_KEYS.get(text) ?? MESSAGE_KEYS.get(text);
  return key ? t(key) : text;
}
