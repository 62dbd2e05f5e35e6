import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/builders';
import { classStatusArb, classStudentStatusArb, classTimesArb, deltaArb, toZonedIso } from '../testing/class-course-builders';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time/constants';
import type { ClassStatus, ClassStudentStatus } from './statuses';
import {
  CLASS_COURSE_REMINDER_TEXT,
  CLASS_LIVE_NOTICE_TEXT,
  CLASS_STARTING_SOON_NOTICE_TEXT,
  CLASS_VIDEO_LINK_NOTICE_TEXT,
  DROP_CLASS_CLOSED_TEXT,
  getClassActions,
  type ClassActions,
  type ClassNoticeKind,
} from './class-actions';

// Independent oracle: literal numbers, not the package constants.
const H24 = 86_400_000;
const M10 = 600_000;
interface Course {
  courseStart?: number | undefined;
  courseId?: number | null | undefined;
}
function oracle(
  status: ClassStudentStatus,
  classStatus: ClassStatus | undefined,
  start: number,
  end: number,
  now: number,
  course: Course,
): ClassActions & { noticeKind: ClassNoticeKind | undefined } {
  const cancelledClass = classStatus === 'CANCELLED';
  const scheduled = status === 'SCHEDULED' && !cancelledClass;
  const confirmed = status === 'CONFIRMED' && !cancelledClass;
  const joinOpen = start - M10 <= now && now < end;
  const during = start <= now && now < end;
  const afterEnd = now >= end && now < end + H24;
  const inCourse = course.courseStart !== undefined || (course.courseId !== undefined && course.courseId !== null && course.courseId !== 0);
  return {
    courseReminder: scheduled && course.courseStart !== undefined && course.courseStart - now > H24 ? CLASS_COURSE_REMINDER_TEXT : null,
    notice: null, // compared through noticeKind
    noticeKind: confirmed
      ? 'completed'
      : !scheduled
        ? undefined
        : now >= end
          ? 'completed'
          : now >= start
            ? 'live'
            : now >= start - M10
              ? 'starting-soon'
              : 'video-link-soon',
    canDrop: scheduled && !inCourse && start - now > H24,
    dropClosed: scheduled && !inCourse && start - now <= H24 && now < start,
    join: !scheduled || now >= end ? 'hidden' : joinOpen ? 'enabled' : 'disabled',
    showProblemReport: scheduled ? during || afterEnd : confirmed && afterEnd,
    showMeetingDetails: scheduled && joinOpen,
  };
}

const start = T0;
const end = T0 + HOUR_MS;
const at = (now: number, extra: { courseStart?: number; courseId?: number | null; bookingStatus?: ClassStudentStatus } = {}) =>
  getClassActions({
    bookingStatus: extra.bookingStatus ?? 'SCHEDULED',
    start,
    end,
    now,
    courseStart: extra.courseStart,
    courseId: extra.courseId,
  });

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
      dropClosed: false,
      join: 'disabled',
      showProblemReport: false,
      showMeetingDetails: false,
    });
  });
  it('a class of a course is never dropped on its own: no Drop class, the course reminder instead (more than 24 h before the course start)', () => {
    const courseStart = start - 7 * DAY_MS;
    const early = at(courseStart - DAY_MS - 1, { courseStart, courseId: 77 });
    expect(early).toMatchObject({ courseReminder: CLASS_COURSE_REMINDER_TEXT, canDrop: false, join: 'disabled' });
    expect(at(start - 3 * DAY_MS, { courseId: 77 }).canDrop).toBe(false);
    expect(at(start - 3 * DAY_MS, { courseStart: start }).canDrop).toBe(false);
    expect(at(start - 3 * DAY_MS, { courseId: null }).canDrop).toBe(true);
    expect(at(start - 3 * DAY_MS, { courseId: 0 }).canDrop).toBe(true);
    // Nor is it "too late to drop": it never could be dropped; the course reminder speaks for it.
    expect(at(start - DAY_MS, { courseId: 77 }).dropClosed).toBe(false);
  });
  it('issue 17: from 24 h before a standalone class until its start, the panel says why Drop class is gone', () => {
    expect(at(start - DAY_MS - 1)).toMatchObject({ canDrop: true, dropClosed: false });
    expect(at(start - DAY_MS)).toMatchObject({ canDrop: false, dropClosed: true });
    expect(at(start - 1).dropClosed).toBe(true);
    expect(at(start).dropClosed).toBe(false);
    expect(DROP_CLASS_CLOSED_TEXT).toBe('You can no longer drop this class: it starts in less than 24 hours');
  });
  it('"Between 24 h and 10 min before start: the same notice, no drop, join disabled."', () => {
    for (const now of [start - DAY_MS, start - 10 * MINUTE_MS - 1]) {
      const a = at(now);
      expect(a.notice?.kind).toBe('video-link-soon');
      expect(a.canDrop).toBe(false);
      expect(a.dropClosed).toBe(true);
      expect(a.join).toBe('disabled');
      expect(a.showProblemReport).toBe(false);
    }
  });
  it('"From 10 min before start ... Join class opens the video room": enabled from start - 10 min, meeting details too, but no live message and no problem button before the start', () => {
    for (const now of [start - 10 * MINUTE_MS, start - 1]) {
      expect(at(now)).toEqual({
        courseReminder: null,
        notice: { kind: 'starting-soon', text: CLASS_STARTING_SOON_NOTICE_TEXT },
        canDrop: false,
        dropClosed: true,
        join: 'enabled',
        showProblemReport: false,
        showMeetingDetails: true,
      });
    }
  });
  it('"Live message, join and There was a problem buttons show during the class": [start, end)', () => {
    for (const now of [start, end - 1]) {
      expect(at(now)).toEqual({
        courseReminder: null,
        notice: { kind: 'live', text: CLASS_LIVE_NOTICE_TEXT },
        canDrop: false,
        dropClosed: false,
        join: 'enabled',
        showProblemReport: true,
        showMeetingDetails: true,
      });
    }
  });
  it('"After the end: Completed, with the There was a problem button." (within 1 day)', () => {
    expect(at(end)).toMatchObject({
      notice: { kind: 'completed', text: 'Completed' },
      join: 'hidden',
      showProblemReport: true,
      showMeetingDetails: false,
    });
    expect(at(end + DAY_MS - 1).showProblemReport).toBe(true);
    expect(at(end + DAY_MS).showProblemReport).toBe(false);
  });
  it('"CONFIRMED shows the problem report option only within 1 day after the class end."', () => {
    const c = (now: number) => at(now, { bookingStatus: 'CONFIRMED' }).showProblemReport;
    expect([c(end - 1), c(end), c(end + DAY_MS - 1), c(end + DAY_MS)]).toEqual([false, true, true, false]);
  });
  it('CANCELLED and PROBLEM bookings, an unknown seat status, and a CANCELLED class, have no actions', () => {
    for (const bookingStatus of ['CANCELLED', 'PROBLEM', 'WAITLISTED' as ClassStudentStatus] as const) {
      expect(at(start - 2 * DAY_MS, { bookingStatus })).toMatchObject({ canDrop: false, join: 'hidden', notice: null });
    }
    expect(getClassActions({ bookingStatus: 'SCHEDULED', start, end, now: start, classStatus: 'CANCELLED' }).join).toBe('hidden');
  });

  it('property: every field against the oracle at each boundary ±1 ms, any zone, any class status, in or out of a course', () => {
    fc.assert(
      fc.property(
        classTimesArb,
        classStudentStatusArb,
        fc.option(classStatusArb, { nil: undefined }),
        fc.integer({ min: 2 * DAY_MS, max: 30 * DAY_MS }),
        fc.constantFrom('drop', 'join', 'start', 'end', 'problem', 'course', 'random'),
        deltaArb,
        fc.integer({ min: -3 * DAY_MS, max: 3 * DAY_MS }),
        fc.constantFrom('none', 'courseStart', 'courseId', 'both', 'courseId0'),
        (t, status, classStatus, courseLead, edge, delta, offset, membership) => {
          const course: Course = {
            courseStart: membership === 'courseStart' || membership === 'both' ? t.start - courseLead : undefined,
            courseId: membership === 'courseId' || membership === 'both' ? 77 : membership === 'courseId0' ? 0 : null,
          };
          const boundary = {
            drop: t.start - H24,
            join: t.start - M10,
            start: t.start,
            end: t.end,
            problem: t.end + H24,
            course: (course.courseStart ?? t.start) - H24,
            random: t.start + offset,
          }[edge];
          const now = boundary + delta;
          const { noticeKind, ...expected } = oracle(status, classStatus, t.start, t.end, now, course);
          for (const got of [
            getClassActions({ bookingStatus: status, start: t.start, end: t.end, now, classStatus, ...course }),
            getClassActions({
              bookingStatus: status,
              classStatus,
              start: toZonedIso(t.start, t.zone),
              end: toZonedIso(t.end, t.zone),
              now: toZonedIso(now, t.zone),
              courseId: course.courseId,
              courseStart: course.courseStart === undefined ? undefined : toZonedIso(course.courseStart, t.zone),
            }),
          ]) {
            expect({ ...got, notice: null }).toEqual(expected);
            expect(got.notice?.kind).toBe(noticeKind);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
