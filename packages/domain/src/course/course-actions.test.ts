import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeCourse, makeCourseSeat, STUDENT_ID, T0 } from '../testing/builders';
import { classTimesArb, courseStatusArb, courseStudentStatusArb, deltaArb, toZonedIso } from '../testing/class-course-builders';
import { DAY_MS } from '../time/constants';
import type { CourseStatus } from './statuses';
import { COURSE_ALL_SET_TEXT, COURSE_CANCEL_REMINDER_TEXT, COURSE_TERMINATED_TEXT, getCourseActions } from './course-actions';
import { decideCancelCourseSpot } from './cancel-course-spot';

const start = T0;
const actions = (status: CourseStatus, now: number, seat = makeCourseSeat()) =>
  getCourseActions({ course: makeCourse({ status, start_time: start, course_students: [seat] }), studentId: STUDENT_ID, now });

describe('getCourseActions: 000 §4 "Course Upcoming ... Ongoing and ReadyForSchedule show no action. Terminated shows a message."', () => {
  it('"Course Upcoming: if more than 24 h remain before start, a reminder message and Cancel my spot are shown."', () => {
    expect(actions('Upcoming', start - DAY_MS - 1)).toEqual({
      kind: 'reminder',
      message: COURSE_CANCEL_REMINDER_TEXT,
      canCancelSpot: true,
    });
  });
  it('"Otherwise Your course is all set to begin as scheduled." (from exactly 24 h before start)', () => {
    expect(actions('Upcoming', start - DAY_MS)).toEqual({
      kind: 'all-set',
      message: 'Your course is all set to begin as scheduled.',
      canCancelSpot: false,
    });
    expect(COURSE_ALL_SET_TEXT).toBe('Your course is all set to begin as scheduled.');
  });
  it('"Ongoing and ReadyForSchedule show no action."', () => {
    expect(actions('Ongoing', start - 3 * DAY_MS).kind).toBe('none');
    expect(actions('ReadyForSchedule', start - 3 * DAY_MS).kind).toBe('none');
  });
  it('"Terminated shows a message."', () => {
    expect(actions('Terminated', start + 3 * DAY_MS)).toEqual({
      kind: 'terminated',
      message: COURSE_TERMINATED_TEXT,
      canCancelSpot: false,
    });
  });
  it('a cancelled spot, or no spot, gets no action', () => {
    expect(actions('Upcoming', start - 3 * DAY_MS, makeCourseSeat({ status: 'Cancelled' })).kind).toBe('none');
    expect(getCourseActions({ course: makeCourse(), studentId: STUDENT_ID, now: T0 }).kind).toBe('none');
  });
  it('property: Cancel my spot iff Upcoming with an active seat and start - now > 24 h (±1 ms, any zone); the server decision agrees', () => {
    fc.assert(
      fc.property(
        classTimesArb,
        courseStatusArb,
        courseStudentStatusArb,
        deltaArb,
        fc.integer({ min: -3 * DAY_MS, max: 3 * DAY_MS }),
        fc.boolean(),
        (t, status, seatStatus, delta, offset, atEdge) => {
          const now = atEdge ? t.start - 86_400_000 + delta : t.start + offset;
          const course = makeCourse({
            status,
            start_time: toZonedIso(t.start, t.zone),
            course_students: [makeCourseSeat({ status: seatStatus })],
          });
          const got = getCourseActions({ course, studentId: STUDENT_ID, now: toZonedIso(now, t.zone) });
          const active = seatStatus === 'Scheduled' || seatStatus === 'Confirmed';
          expect(got.canCancelSpot).toBe(status === 'Upcoming' && active && t.start - now > 86_400_000);
          expect(decideCancelCourseSpot({ course, studentId: STUDENT_ID, now }).outcome === 'cancel').toBe(got.canCancelSpot);
        },
      ),
    );
  });
});
