// Builders and arbitraries for the booking and spots rules (seat lists, viewers, hand-off inputs).
import fc from 'fast-check';
import type { ClassSeat } from '../class/group-class';
import { CLASS_STUDENT_STATUSES } from '../class/statuses';
import type { CourseSeat } from '../course/group-course';
import { COURSE_STUDENT_STATUSES } from '../course/statuses';
import type { HandOffClassInput, HandOffCourseInput, HandOffTeacherInput } from '../booking/booking-hand-off';
import { DAY_MS, HOUR_MS } from '../time/constants';
import { STUDENT_ID, T0, TEACHER_ID } from './builders';

/** Student ids of other learners (never the viewer, never the teacher). */
export const OTHER_STUDENT_IDS = Array.from({ length: 12 }, (_, i) => 1000 + i);

export const courseSeatStatusArb = fc.constantFrom(...COURSE_STUDENT_STATUSES);

/** Class seats of other students, random statuses (cancelled ones included), 0 to 14 of them. */
export const otherClassSeatsArb: fc.Arbitrary<ClassSeat[]> = fc.array(
  fc.record({ student_id: fc.constantFrom(...OTHER_STUDENT_IDS), status: fc.constantFrom(...CLASS_STUDENT_STATUSES) }),
  { maxLength: 14 },
);

/** Class seats where the viewer (STUDENT_ID) may hold 0, 1 or 2 seats (cancelled then rebooked). */
export const classSeatsWithViewerArb: fc.Arbitrary<ClassSeat[]> = fc
  .tuple(otherClassSeatsArb, fc.array(fc.constantFrom(...CLASS_STUDENT_STATUSES), { maxLength: 2 }), fc.nat())
  .map(([others, own, at]) => {
    const seats = [...others];
    own.forEach((status, i) => seats.splice((at + i) % (seats.length + 1), 0, { student_id: STUDENT_ID, status }));
    return seats;
  });

/** Course seats of other students and maybe of the viewer, random statuses. */
export const courseSeatsWithViewerArb: fc.Arbitrary<CourseSeat[]> = fc.array(
  fc.record({ student_id: fc.constantFrom(STUDENT_ID, ...OTHER_STUDENT_IDS), status: courseSeatStatusArb }),
  { maxLength: 14 },
);

/** Who looks: the usual student, the teacher, a visitor (null) or another learner. */
export const viewerIdArb = fc.constantFrom<number | null>(STUDENT_ID, TEACHER_ID, null, 1000);

export function makeHandOffTeacher(overrides: Partial<HandOffTeacherInput> = {}): HandOffTeacherInput {
  return { nickname: 'Ana', avatar_file_name: 'ana.png', is_pro: 1, im_account: 'ana-im', ...overrides };
}

export function makeHandOffClass(overrides: Partial<HandOffClassInput> = {}): HandOffClassInput {
  return {
    id: 1,
    sku_id: 77,
    topic_id: 5,
    teacher_id: TEACHER_ID,
    title: 'Small talk at work',
    language: 'english',
    start_time: T0 + 2 * DAY_MS,
    end_time: T0 + 2 * DAY_MS + HOUR_MS,
    duration: 60,
    price: 1200,
    ...overrides,
  };
}

export function makeHandOffCourse(overrides: Partial<HandOffCourseInput> = {}): HandOffCourseInput {
  return {
    id: 3,
    topic_id: 9,
    teacher_id: TEACHER_ID,
    title: 'Business English in 4 weeks',
    language: 'english',
    start_time: T0 + 3 * DAY_MS,
    end_time: T0 + 24 * DAY_MS + HOUR_MS,
    duration: 60,
    price: 1500,
    class_amount: 4,
    outlines: [0, 1, 2, 3].map((week) => ({
      class_title: `Week ${week + 1}`,
      description: `Session ${week + 1}`,
      start_time: T0 + 3 * DAY_MS + week * 7 * DAY_MS,
      end_time: T0 + 3 * DAY_MS + week * 7 * DAY_MS + HOUR_MS,
    })),
    ...overrides,
  };
}
