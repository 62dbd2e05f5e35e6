import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeGroupClass, makeSeat, makeSeats, STUDENT_ID, T0, TEACHER_ID } from '../testing/builders';
import { classStatusArb, classStudentStatusArb, classTimesArb, deltaArb, toZonedIso } from '../testing/class-course-builders';
import { HOUR_MS, MINUTE_MS } from '../time/constants';
import { canSeeMeetingDetails, shouldSendMeetingDetails } from './meeting-details';

const M10 = 600_000;

describe('canSeeMeetingDetails: 000 §4 "The meeting id and passcode are shown only from 10 min before start while scheduled and not ended."', () => {
  const start = T0;
  const end = T0 + HOUR_MS;
  it('opens exactly 10 min before start and closes exactly at the end', () => {
    const at = (now: number) => canSeeMeetingDetails({ bookingStatus: 'SCHEDULED', start, end, now });
    expect([at(start - 10 * MINUTE_MS - 1), at(start - 10 * MINUTE_MS), at(end - 1), at(end)]).toEqual([false, true, true, false]);
  });
  it('only while scheduled: never for CONFIRMED, CANCELLED, PROBLEM, no booking, or a CANCELLED class', () => {
    for (const bookingStatus of ['CONFIRMED', 'CANCELLED', 'PROBLEM', null, undefined] as const) {
      expect(canSeeMeetingDetails({ bookingStatus, start, end, now: start })).toBe(false);
    }
    expect(canSeeMeetingDetails({ bookingStatus: 'SCHEDULED', start, end, now: start, classStatus: 'CANCELLED' })).toBe(false);
  });
  it('property: iff SCHEDULED and start - 10 min <= now < end, at both edges ±1 ms, any zone', () => {
    fc.assert(
      fc.property(classTimesArb, classStudentStatusArb, fc.boolean(), deltaArb, (t, status, atEnd, delta) => {
        const now = (atEnd ? t.end : t.start - M10) + delta;
        const expected = status === 'SCHEDULED' && now >= t.start - M10 && now < t.end;
        expect(canSeeMeetingDetails({ bookingStatus: status, start: t.start, end: t.end, now })).toBe(expected);
        expect(canSeeMeetingDetails({ bookingStatus: status, start: t.start, end: t.end, now: toZonedIso(now, t.zone) })).toBe(expected);
      }),
    );
  });
});

describe('shouldSendMeetingDetails: the server sends zoom details only to a booked student from 10 min before start', () => {
  const cls = makeGroupClass({ start_time: T0, end_time: T0 + HOUR_MS, group_class_students: [makeSeat(), ...makeSeats(3)] });
  it('sends to the SCHEDULED student inside the window, not before it', () => {
    expect(shouldSendMeetingDetails({ groupClass: cls, studentId: STUDENT_ID, now: T0 - 10 * MINUTE_MS })).toBe(true);
    expect(shouldSendMeetingDetails({ groupClass: cls, studentId: STUDENT_ID, now: T0 - 10 * MINUTE_MS - 1 })).toBe(false);
  });
  it('never to a visitor, another user, or the teacher through this rule', () => {
    for (const studentId of [null, undefined, 4242, TEACHER_ID]) {
      expect(shouldSendMeetingDetails({ groupClass: cls, studentId, now: T0 })).toBe(false);
    }
  });
  it('a student who cancelled and booked again gets the details; one who only cancelled does not', () => {
    const rebooked = makeGroupClass({ ...cls, group_class_students: [makeSeat({ status: 'CANCELLED' }), makeSeat()] });
    const cancelled = makeGroupClass({ ...cls, group_class_students: [makeSeat({ status: 'CANCELLED' })] });
    expect(shouldSendMeetingDetails({ groupClass: rebooked, studentId: STUDENT_ID, now: T0 })).toBe(true);
    expect(shouldSendMeetingDetails({ groupClass: cancelled, studentId: STUDENT_ID, now: T0 })).toBe(false);
  });
  it("property: agrees with canSeeMeetingDetails for the student's own seat", () => {
    fc.assert(
      fc.property(
        classTimesArb,
        classStudentStatusArb,
        classStatusArb,
        deltaArb,
        fc.boolean(),
        (t, seatStatus, classStatus, delta, atEnd) => {
          const groupClass = makeGroupClass({
            status: classStatus,
            start_time: t.start,
            end_time: t.end,
            group_class_students: [makeSeat({ status: seatStatus })],
          });
          const now = (atEnd ? t.end : t.start - M10) + delta;
          expect(shouldSendMeetingDetails({ groupClass, studentId: STUDENT_ID, now })).toBe(
            seatStatus === 'SCHEDULED' && classStatus !== 'CANCELLED' && now >= t.start - M10 && now < t.end,
          );
        },
      ),
    );
  });
});
