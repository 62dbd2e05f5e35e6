// Test-data builders with overrides, so tests read like the spec:
// makeGroupClass({ student_capacity: 1, group_class_students: [makeSeat({ status: 'CANCELLED' })] })
import type { ClassSeat, GroupClassFacts } from '../class/group-class';
import type { CourseSeat, GroupCourseFacts } from '../course/group-course';
import type { Viewer } from '../booking/viewer';
import { GROUP_CLASS_CAPACITY, HOUR_MS, DAY_MS } from '../time/constants';

/** A fixed instant all builders are relative to: 2026-03-10T12:00:00Z. */
export const T0 = Date.UTC(2026, 2, 10, 12, 0, 0);
export const TEACHER_ID = 900;
export const STUDENT_ID = 100;

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export function makeSeat(overrides: Partial<ClassSeat> = {}): Mutable<ClassSeat> {
  return { student_id: STUDENT_ID, status: 'SCHEDULED', update_by: null, operator: null, ...overrides };
}

export function makeGroupClass(overrides: Partial<GroupClassFacts> = {}): Mutable<GroupClassFacts> {
  return {
    id: 1,
    teacher_id: TEACHER_ID,
    course_id: null,
    status: 'UPCOMING',
    student_capacity: GROUP_CLASS_CAPACITY,
    start_time: T0 + 2 * DAY_MS,
    end_time: T0 + 2 * DAY_MS + HOUR_MS,
    group_class_students: [],
    ...overrides,
  };
}

export function makeCourseSeat(overrides: Partial<CourseSeat> = {}): Mutable<CourseSeat> {
  return { student_id: STUDENT_ID, status: 'Scheduled', update_by: null, ...overrides };
}

export function makeCourse(overrides: Partial<GroupCourseFacts> = {}): Mutable<GroupCourseFacts> {
  return {
    id: 1,
    teacher_id: TEACHER_ID,
    status: 'Upcoming',
    price: 1500,
    class_amount: 4,
    min_spots: 2,
    max_spots: 6,
    start_time: T0 + 3 * DAY_MS,
    end_time: T0 + 24 * DAY_MS,
    update_by: null,
    course_students: [],
    ...overrides,
  };
}

export function makeViewer(overrides: Partial<Viewer> = {}): Mutable<Viewer> {
  return { user_id: STUDENT_ID, register_status: 5, is_confirm_email: true, timezone_iana: 'UTC', is_am: 0, ...overrides };
}

/** `count` seats held by distinct other students, all SCHEDULED unless told otherwise. */
export function makeSeats(count: number, status: ClassSeat['status'] = 'SCHEDULED'): Mutable<ClassSeat>[] {
  return Array.from({ length: count }, (_, i) => makeSeat({ student_id: 1000 + i, status }));
}
