import {
  AVAILABILITY_DAY_LABELS,
  AVAILABLE_AT_TEMPLATE,
  AVAILABLE_NOW_TEXT,
  BOOK_LESSON_LABEL,
  BOOK_TRIAL_LABEL,
  COMMUNITY_TUTOR_LABEL,
  KEYWORD_BANNER_FOUND_TEMPLATE,
  KEYWORD_BANNER_NONE_TEXT,
  PROFESSIONAL_TEACHER_LABEL,
  USD_PAYMENT_NOTE,
} from '@app/domain';
import { expect, it } from 'vitest';
import { teachers } from '../../i18n/en/teachers';

it("the English texts are the spec's, as the domain holds them", () => {
  expect(teachers.usdNote).toBe(USD_PAYMENT_NOTE);
  expect(teachers.keywordNone).toBe(KEYWORD_BANNER_NONE_TEXT);
  expect(teachers.keywordFound_other).toBe(KEYWORD_BANNER_FOUND_TEMPLATE.replace('{n}', '{count}'));
  expect(teachers.professional).toBe(PROFESSIONAL_TEACHER_LABEL);
  expect(teachers.community).toBe(COMMUNITY_TUTOR_LABEL);
  expect(teachers.availableNow).toBe(AVAILABLE_NOW_TEXT);
  expect(teachers.availableAt).toBe(AVAILABLE_AT_TEMPLATE);
  expect([teachers.dayToday, teachers.dayTomorrow, teachers.dayIn3Days]).toEqual([
    AVAILABILITY_DAY_LABELS.today,
    AVAILABILITY_DAY_LABELS.tomorrow,
    AVAILABILITY_DAY_LABELS.within3Days,
  ]);
  expect([teachers.bookTrial, teachers.bookLesson]).toEqual([BOOK_TRIAL_LABEL, BOOK_LESSON_LABEL]);
});
