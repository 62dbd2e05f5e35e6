import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOK_LESSON_LABEL, BOOK_TRIAL_LABEL, getBookButtonLabel, isTrialOffered, TRIAL_COMPLETED_LESSONS_LIMIT } from './trial-offer';

describe('isTrialOffered: 001 §4.2 "Trial"', () => {
  it('"offered when the student has a trial and the teacher has a trial ... and the student has fewer than 5 completed lessons"', () => {
    expect(isTrialOffered({ isSignedIn: true, studentHasTrial: true, teacherHasTrial: 1, completedLessons: 0 })).toBe(true);
    expect(isTrialOffered({ isSignedIn: true, studentHasTrial: false, teacherHasTrial: 1, completedLessons: 0 })).toBe(false);
    expect(isTrialOffered({ isSignedIn: true, studentHasTrial: true, teacherHasTrial: 0, completedLessons: 0 })).toBe(false);
  });
  it('"(or the user is signed out and the teacher has a trial)"', () => {
    expect(isTrialOffered({ isSignedIn: false, studentHasTrial: null, teacherHasTrial: true, completedLessons: null })).toBe(true);
    expect(isTrialOffered({ isSignedIn: false, studentHasTrial: null, teacherHasTrial: false, completedLessons: null })).toBe(false);
  });
  it('"fewer than 5 completed lessons": 4 offers, 5 and 6 do not', () => {
    const at = (n: number) => isTrialOffered({ isSignedIn: true, studentHasTrial: 1, teacherHasTrial: 1, completedLessons: n });
    expect(at(TRIAL_COMPLETED_LESSONS_LIMIT - 1)).toBe(true);
    expect(at(TRIAL_COMPLETED_LESSONS_LIMIT)).toBe(false);
    expect(at(TRIAL_COMPLETED_LESSONS_LIMIT + 1)).toBe(false);
  });
  it("\"The button then reads 'Book trial'; otherwise 'Book lesson'.\"", () => {
    expect(getBookButtonLabel(true)).toBe('Book trial');
    expect(getBookButtonLabel(false)).toBe('Book lesson');
    expect([BOOK_TRIAL_LABEL, BOOK_LESSON_LABEL]).toEqual(['Book trial', 'Book lesson']);
  });
  it('property: equals the spec sentence as a boolean formula', () => {
    const flag = fc.constantFrom(true, false, 0 as const, 1 as const, null, undefined);
    fc.assert(
      fc.property(fc.boolean(), flag, flag, fc.integer({ min: 0, max: 12 }), (signedIn, student, teacher, done) => {
        const t = teacher === true || teacher === 1;
        const s = student === true || student === 1;
        const oracle = ((s && t) || (!signedIn && t)) && done < 5;
        expect(isTrialOffered({ isSignedIn: signedIn, studentHasTrial: student, teacherHasTrial: teacher, completedLessons: done })).toBe(
          oracle,
        );
      }),
    );
  });
});
