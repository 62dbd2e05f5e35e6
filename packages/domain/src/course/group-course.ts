import type { Instant } from '../time/instant';
import type { UpdateBy } from '../class/statuses';
import type { CourseStatus, CourseStudentStatus } from './statuses';

/** 000 §3 "course_students (student_id, status, update_by)". */
export interface CourseSeat {
  readonly student_id: number;
  readonly status: CourseStudentStatus;
  readonly update_by?: UpdateBy | null;
}

/** The fields of 000 §3 "Group course" that the rules read. */
export interface GroupCourseFacts {
  readonly id: number;
  readonly teacher_id: number;
  readonly status: CourseStatus;
  /** 000 §3: "price (per class)". In the smallest currency unit (cents). */
  readonly price: number;
  readonly class_amount: number;
  readonly min_spots: number;
  readonly max_spots: number;
  readonly start_time: Instant;
  readonly end_time: Instant;
  readonly update_by?: UpdateBy | null;
  readonly course_students: readonly CourseSeat[];
}
