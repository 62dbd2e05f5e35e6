import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getBookButtonUrl, getBookingDateUrl, getBookingLessonUrl } from './booking-link';

describe('booking links: 001 §2.5 "Booking links open in a new tab"', () => {
  it('"a booking lesson page with teacher_id, language, instant_book=1 (if the teacher is instantly bookable) and book_trial_only=1 (trial)"', () => {
    expect(getBookingLessonUrl({ teacherId: 42, language: 'English', instantBook: true, trialOnly: true })).toBe(
      '/booking/lesson?teacher_id=42&language=english&instant_book=1&book_trial_only=1',
    );
    expect(getBookingLessonUrl({ teacherId: 42, language: 'english', instantBook: false, trialOnly: false })).toBe(
      '/booking/lesson?teacher_id=42&language=english',
    );
  });
  it('"or a booking date page with teacher_id, language, is_trial=1 and is_package=0"', () => {
    expect(getBookingDateUrl({ teacherId: '42', language: 'spanish' })).toBe(
      '/booking/date?teacher_id=42&language=spanish&is_trial=1&is_package=0',
    );
  });
  it('the book button picks the page', () => {
    const url = (trialOffered: boolean, instantBookable: boolean) =>
      getBookButtonUrl({ teacherId: 7, language: 'french', trialOffered, instantBookable });
    expect(url(true, false)).toBe('/booking/date?teacher_id=7&language=french&is_trial=1&is_package=0');
    expect(url(true, true)).toBe('/booking/lesson?teacher_id=7&language=french&instant_book=1&book_trial_only=1');
    expect(url(false, true)).toBe('/booking/lesson?teacher_id=7&language=french&instant_book=1');
    expect(url(false, false)).toBe('/booking/lesson?teacher_id=7&language=french');
  });
  it('property: the URL parses back to exactly the inputs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1 }),
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() !== ''),
        fc.boolean(),
        fc.boolean(),
        (id, language, instantBook, trialOnly) => {
          const url = new URL(getBookingLessonUrl({ teacherId: id, language, instantBook, trialOnly }), 'https://x.test');
          expect(url.pathname).toBe('/booking/lesson');
          expect(url.searchParams.get('teacher_id')).toBe(String(id));
          expect(url.searchParams.get('language')).toBe(language.trim().toLowerCase());
          expect(url.searchParams.get('instant_book')).toBe(instantBook ? '1' : null);
          expect(url.searchParams.get('book_trial_only')).toBe(trialOnly ? '1' : null);
        },
      ),
    );
  });
});
