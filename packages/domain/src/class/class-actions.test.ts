import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/builders';
import { classStudentStatusArb, classTimesArb, deltaArb, toZonedIso } from '../testing/class-course-builders';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time/constants';
import type { ClassStudentStatus } from './statuses';
import {
  CLASS_COURSE_REMINDER_TEXT,
  CLASS_LIVE_NOTICE_TEXT,
  CLASS_VIDEO_LINK_NOTICE_TEXT,
  getClassActions,
  type ClassActions,
} from './class-actions';

// Independent oracle: literal numbers, not the package constants.
const H24 = 86_400_000;
const M10 = 600_000;
function oracle(status: ClassStudentStatus, start: number, end: number, now: number, courseStart?: number): ClassActions {
  const scheduled = status === 'SCHEDULED';
  const inJoin = start - M10 <= now && now < end;
  const afterEnd = now >= end && now < end + H24;
  return {
    courseReminder: scheduled && courseStart !== undefined && courseStart - now > H24 ? CLASS_COURSE_REMINDER_TEXT : null,
    notice: null, // compared separately
    canDrop: scheduled && start - now > H24,
    join: !scheduled || now >= end ? 'hidden' : inJoin ? 'enabled' : 'disabled',
    showProblemReport: scheduled ? inJoin || afterEnd : status === 'CONFIRMED' && afterEnd,
    showMeetingDetails: scheduled && inJoin,
  };
}

const start = T0;
const end = T0 + HOUR_MS;
const at = (now: number, extra: { courseStart?: number; bookingStatus?: ClassStudentStatus } = {}) =>
  getClassActions({ bookingStatus: extra.bookingStatus ?? 'SCHEDULED', start, end, now, courseStart: extra.courseStart });

describe('getClassActions: 000 §4 "Class action for a SCHEDULED booking, by time"', () => {
  it('"More than 24 h before the course start: a reminder message." (class of a course only)', () => {
    const courseStart = start - 7 * DAY_MS;
    expect(at(courseStart - DAY_MS - 1, { courseStart }).courseReminder).toBe(CLASS_COURSE_REMINDER_TEXT);
    expect(at(courseStart - DAY_MS, { courseStart }).courseReminder).toBeNull();
    expect(at(courseStart - 2 * DAY_MS).courseReminder).toBeNull();
  });
  it('"More than 24 h before class start: a notice that the video link appears 10 minutes before. Drop class is available and the join button is disabled."', () => {
    expect(at(start - DAY_MS - 1)).toEqual({
      courseReminder: null,
      notice: { kind: 'video-link-soon', text: CLASS_VIDEO_LINK_NOTICE_TEXT },
      canDrop: true,
      join: 'disabled',
      showProblemReport: false,
      showMeetingDetails: false,
    });
  });
  it('"Between 24 h and 10 min before start: the same notice, no drop, join disabled."', () => {
    for (const now of [start - DAY_MS, start - 10 * MINUTE_MS - 1]) {
      const a = at(now);
      expect(a.notice?.kind).toBe('video-link-soon');
      expect(a.canDrop).toBe(false);
      expect(a.join).toBe('disabled');
    }
  });
  it('"From 10 min before start until the class ends: Join class ... Live message, join and There was a problem buttons"', () => {
    for (const now of [start - 10 * MINUTE_MS, start, end - 1]) {
      expect(at(now)).toEqual({
        courseReminder: null,
        notice: { kind: 'live', text: CLASS_LIVE_NOTICE_TEXT },
        canDrop: false,
        join: 'enabled',
        showProblemReport: true,
        showMeetingDetails: true,
      });
    }
  });
  it('"After the end: Completed, with the There was a problem button." (within 1 day)', () => {
    expect(at(end)).toMatchObject({ notice: { kind: 'completed', text: 'Completed' }, join: 'hidden', showProblemReport: true });
    expect(at(end + DAY_MS - 1).showProblemReport).toBe(true);
    expect(at(end + DAY_MS).showProblemReport).toBe(false);
  });
  it('"CONFIRMED shows the problem report option only within 1 day after the class end."', () => {
    const c = (now: number) => at(now, { bookingStatus: 'CONFIRMED' }).showProblemReport;
    expect([c(end - 1), c(end), c(end + DAY_MS - 1), c(end + DAY_MS)]).toEqual([false, true, true, false]);
  });
  it('CANCELLED and PROBLEM bookings, and a CANCELLED class, have no actions', () => {
    for (const bookingStatus of ['CANCELLED', 'PROBLEM'] as const) {
      expect(at(start - 2 * DAY_MS, { bookingStatus })).toMatchObject({ canDrop: false, join: 'hidden', notice: null });
    }
    expect(getClassActions({ bookingStatus: 'SCHEDULED', start, end, now: start, classStatus: 'CANCELLED' }).join).toBe('hidden');
  });

  it('property: drop iff start - now > 24 h; join enabled iff start - 10 min <= now < end; meeting details iff SCHEDULED and in the join window (every boundary ±1 ms, any zone)', () => {
    fc.assert(
      fc.property(
        classTimesArb,
        classStudentStatusArb,
        fc.integer({ min: 2 * DAY_MS, max: 30 * DAY_MS }),
        fc.constantFrom('drop', 'join', 'end', 'problem', 'course', 'random'),
        deltaArb,
        fc.integer({ min: -3 * DAY_MS, max: 3 * DAY_MS }),
        fc.boolean(),
        (t, status, courseLead, edge, delta, offset, inCourse) => {
          const courseStart = inCourse ? t.start - courseLead : undefined;
          const boundary = {
            drop: t.start - DAY_MS,
            join: t.start - 10 * MINUTE_MS,
            end: t.end,
            problem: t.end + DAY_MS,
            course: (courseStart ?? t.start) - DAY_MS,
            random: t.start + offset,
          }[edge];
          const now = boundary + delta;
          const expected = oracle(status, t.start, t.end, now, courseStart);
          for (const got of [
            getClassActions({ bookingStatus: status, start: t.start, end: t.end, now, courseStart }),
            getClassActions({
              bookingStatus: status,
              start: toZonedIso(t.start, t.zone),
              end: toZonedIso(t.end, t.zone),
              now: toZonedIso(now, t.zone),
              courseStart: courseStart === undefined ? undefined : toZonedIso(courseStart, t.zone),
            }),
          ]) {
            expect({ ...got, notice: null }).toEqual(expected);
            const noticeKind =
              status === 'CONFIRMED' ? 'completed'
              : status !== 'SCHEDULED' ? undefined
              : now >= t.end ? 'completed'
              : now >= t.start - M10 ? 'live'
              : 'video-link-soon';
            expect(got.notice?.kind).toBe(noticeKind);
            expect(got.canDrop).toBe(status === 'SCHEDULED' && t.start - now > H24);
            expect(got.join === 'enabled').toBe(status === 'SCHEDULED' && t.start - M10 <= now && now < t.end);
            expect(got.showMeetingDetails).toBe(status === 'SCHEDULED' && t.start - M10 <= now && now < t.end);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
