import { ApiClientError, CLIENT_ERROR_CODES, ERROR_STATUS } from '@app/api';
import {
  BOOKING_CHECK_STATUSES,
  FEEDBACK_EMPTY_MESSAGE,
  FEEDBACK_TOO_LONG_MESSAGE,
  getBookingCheckMessage,
  KEYWORD_TOO_LONG_MESSAGE,
  LESSON_BOOKING_MESSAGES,
  TEACHER_CANCEL_COURSE_NOT_ALLOWED_MESSAGE,
  TEACHER_CANCEL_NOT_ALLOWED_MESSAGE,
} from '@app/domain';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { errorText } from './error-text';
import type { TFunction } from './i18n-provider';
import { type AnyCatalog, translate } from './translate';

const tIn =
  (catalog: AnyCatalog): TFunction =>
  (key, vars) =>
    translate({ catalog, key, vars });
const apiError = (code: string) => new ApiClientError({ status: 409, code, message: `server English for ${code}` });
const codes = [...Object.keys(ERROR_STATUS), ...CLIENT_ERROR_CODES];

describe('the error catalogue: every code has its text in en and es', () => {
  it.each(codes)('%s has a non-empty English and Spanish text, and they differ', (code) => {
    const english = errorText(tIn(en), apiError(code));
    const spanish = errorText(tIn(es), apiError(code));
    expect(english.trim()).not.toBe('');
    expect(spanish.trim()).not.toBe('');
    expect(english).not.toContain('errors.');
    expect(spanish).not.toBe(english);
  });

  it('holds the English of the specs for the booking refusals (000 §8), class and course', () => {
    for (const status of BOOKING_CHECK_STATUSES) {
      if (status === 'CanBook') continue;
      expect(errorText(tIn(en), apiError(status))).toBe(getBookingCheckMessage({ status, offering: 'class' }));
      expect(errorText(tIn(en), apiError(status), 'course')).toBe(getBookingCheckMessage({ status, offering: 'course' }));
    }
    expect(errorText(tIn(es), apiError('CantBookBySelf'), 'course')).toBe('Lo sentimos, no puedes reservar un curso contigo mismo.');
  });

  it("holds the server's own English for the lesson refusals and the search and feedback codes (001 §8)", () => {
    for (const [code, message] of Object.entries(LESSON_BOOKING_MESSAGES))
      expect(errorText(tIn(en), apiError(code), 'lesson')).toBe(message);
    expect(errorText(tIn(en), apiError('GC883'))).toBe(KEYWORD_TOO_LONG_MESSAGE);
    expect(errorText(tIn(en), apiError('ErrFeedbackCustomMsgLengthTooLong'))).toBe(FEEDBACK_TOO_LONG_MESSAGE);
    expect(errorText(tIn(en), apiError('ErrFeedbackCustomMsgEmpty'))).toBe(FEEDBACK_EMPTY_MESSAGE);
  });

  it("a teacher's refused cancel names what she tried to cancel: the class, or (in the course context) the course, in the rule's words", () => {
    expect(errorText(tIn(en), apiError('TeacherCancelNotAllowed'))).toBe(TEACHER_CANCEL_NOT_ALLOWED_MESSAGE);
    expect(errorText(tIn(en), apiError('TeacherCancelNotAllowed'), 'course')).toBe(TEACHER_CANCEL_COURSE_NOT_ALLOWED_MESSAGE);
    expect(errorText(tIn(es), apiError('TeacherCancelNotAllowed'), 'course')).toBe(
      'El profesor solo puede cancelar un curso antes de que empiece y mientras tenga menos de 2 plazas ocupadas.',
    );
  });

  it('never shows a server message: an unknown code or a non-API error reads as the generic error', () => {
    expect(errorText(tIn(es), apiError('SomethingNewer'))).toBe(es.common.genericError);
    expect(errorText(tIn(es), new Error('boom'))).toBe(es.common.genericError);
    expect(errorText(tIn(es), null)).toBe(es.common.genericError);
  });
});
