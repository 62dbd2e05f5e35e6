import { getBookButtonUrl } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { readLessonBookingParams, regularLessonsHref } from './lesson-booking-params';

const read = (url: string) => {
  const parsed = new URL(url, 'http://localhost');
  return readLessonBookingParams({ pathname: parsed.pathname, search: parsed.search });
};

describe('readLessonBookingParams', () => {
  it('reads every link the teacher card builds (getBookButtonUrl)', () => {
    expect(read(getBookButtonUrl({ teacherId: 42, language: 'Spanish', trialOffered: true, instantBookable: false }))).toEqual({
      teacherId: 42,
      language: 'spanish',
      instantBook: false,
      trialOnly: true,
      datePage: true,
    });
    expect(read(getBookButtonUrl({ teacherId: 42, language: 'spanish', trialOffered: true, instantBookable: true }))).toEqual({
      teacherId: 42,
      language: 'spanish',
      instantBook: true,
      trialOnly: true,
      datePage: false,
    });
    expect(read(getBookButtonUrl({ teacherId: 42, language: 'spanish', trialOffered: false, instantBookable: false }))).toEqual({
      teacherId: 42,
      language: 'spanish',
      instantBook: false,
      trialOnly: false,
      datePage: false,
    });
  });

  it('refuses a missing or malformed teacher id or language', () => {
    expect(read('/booking/lesson?language=spanish')).toBeNull();
    expect(read('/booking/lesson?teacher_id=abc&language=spanish')).toBeNull();
    expect(read('/booking/lesson?teacher_id=0&language=spanish')).toBeNull();
    expect(read('/booking/lesson?teacher_id=4')).toBeNull();
    expect(read('/booking/lesson?teacher_id=4&language=%3Cscript%3E')).toBeNull();
  });

  it('offers the regular lessons without the trial-only flag', () => {
    const params = read('/booking/date?teacher_id=7&language=french&is_trial=1&is_package=0');
    expect(params && regularLessonsHref(params)).toBe('/booking/lesson?teacher_id=7&language=french');
  });
});
