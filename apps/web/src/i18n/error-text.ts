import { ApiClientError, CLIENT_ERROR_CODES, isErrorCode } from '@app/api';
import type { Catalog } from './en';
import type { TFunction } from './i18n-provider';
import type { MessageKey } from './translate';

type ErrorTextKey = keyof Catalog['errors'];

/**
 * Where an error was answered, when a code's text depends on it: a refusal of a course booking
 * names the course, one of a lesson booking the lesson. Without one, the class text.
 */
export type ErrorContext = 'class' | 'course' | 'lesson';

/** The codes whose text differs by context (the others read the same everywhere). */
const ERROR_TEXT_VARIANTS: { readonly [C in ErrorContext]: Partial<Record<ErrorTextKey, ErrorTextKey>> } = {
  class: {},
  course: {
    CantBookBySelf: 'CantBookBySelfCourse',
    ConfirmEmailRequired: 'ConfirmEmailRequiredCourse',
    TeacherCancelNotAllowed: 'TeacherCancelNotAllowedCourse',
  },
  lesson: { InsufficientBalance: 'InsufficientBalanceLesson', ConfirmEmailRequired: 'ConfirmEmailRequiredLesson' },
};

const CLIENT_CODES: ReadonlySet<string> = new Set(CLIENT_ERROR_CODES);

function isTextKey(code: string): code is ErrorTextKey {
  return isErrorCode(code) || CLIENT_CODES.has(code);
}

/**
 * The one way the web shows a failed call: the code's text in the display language, never the
 * server's English message. A code this build does not know (a newer server) or an error that is
 * not an API answer reads as the generic error.
 */
export function errorText(t: TFunction, error: unknown, context?: ErrorContext): string {
  return errorCodeText(t, error instanceof ApiClientError ? error.code : null, context);
}

/** The text of a code read from an answer rather than thrown (a check status such as a lesson refusal). */
export function errorCodeText(t: TFunction, code: string | null, context?: ErrorContext): string {
  if (code === null || !isTextKey(code)) return t('common.genericError');
  const key = (context && ERROR_TEXT_VARIANTS[context][code]) ?? code;
  return t(`errors.${key}` as MessageKey);
}
