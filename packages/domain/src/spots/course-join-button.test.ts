import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COURSE_STATUSES, type CourseStatus } from '../course/statuses';
import { courseSeatsWithViewerArb } from '../testing/booking-and-spots-builders';
import { STUDENT_ID, makeCourse, makeCourseSeat } from '../testing/builders';
import { getCourseJoinButton } from './course-join-button';

const othersSeats = (n: number, status: 'Scheduled' | 'Cancelled' = 'Scheduled') =>
  Array.from({ length: n }, (_, i) => makeCourseSeat({ student_id: 1000 + i, status }));

describe('getCourseJoinButton: "Booked by you, Fully Booked (status Ongoing, ReadyForSchedule or Upcoming and full), or Join Group"', () => {
  it('Booked by you when the viewer holds a live course seat, even when full', () => {
    const course = makeCourse({ max_spots: 2, course_students: [makeCourseSeat(), ...othersSeats(1)] });
    expect(getCourseJoinButton({ course, viewerId: STUDENT_ID })).toEqual({ kind: 'booked-by-you', text: 'Booked by you' });
  });
  it.each(['Ongoing', 'ReadyForSchedule', 'Upcoming'] as const)('Fully Booked when %s and full (at max_spots)', (status) => {
    expect(
      getCourseJoinButton({ course: makeCourse({ status, max_spots: 3, course_students: othersSeats(3) }), viewerId: STUDENT_ID }),
    ).toEqual({ kind: 'fully-booked', text: 'Fully Booked' });
    expect(
      getCourseJoinButton({ course: makeCourse({ status, max_spots: 3, course_students: othersSeats(2) }), viewerId: STUDENT_ID }).text,
    ).toBe('Join Group');
  });
  it('Join Group when a cancelled seat frees the spot', () => {
    const course = makeCourse({
      max_spots: 2,
      course_students: [...othersSeats(1), makeCourseSeat({ student_id: 1001, status: 'Cancelled' })],
    });
    expect(getCourseJoinButton({ course, viewerId: STUDENT_ID }).text).toBe('Join Group');
  });
  it('Join Group (text) for a full course in another status, e.g. Completed', () => {
    expect(
      getCourseJoinButton({ course: makeCourse({ status: 'Completed', max_spots: 1, course_students: othersSeats(1) }), viewerId: null })
        .text,
    ).toBe('Join Group');
  });
  it('property: matches the oracle for any status, max_spots 1..12 and random seats', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COURSE_STATUSES),
        fc.integer({ min: 1, max: 12 }),
        courseSeatsWithViewerArb,
        (status: CourseStatus, max, seats) => {
          const live = seats.filter((s) => s.status !== 'Cancelled');
          const expected = live.some((s) => s.student_id === STUDENT_ID)
            ? 'Booked by you'
            : ['Ongoing', 'ReadyForSchedule', 'Upcoming'].includes(status) && live.length >= max
              ? 'Fully Booked'
              : 'Join Group';
          expect(
            getCourseJoinButton({ course: makeCourse({ status, max_spots: max, course_students: seats }), viewerId: STUDENT_ID }).text,
          ).toBe(expected);
        },
      ),
    );
  });
});
