import type { Instant } from '../time/instant';
import type { ClassStatus, ClassStudentStatus, UpdateBy } from './statuses';

/** 000 §3 "Group class student": the seat a student holds in a class. */
export interface ClassSeat {
  readonly student_id: number;
  readonly status: ClassStudentStatus;
  readonly update_by?: UpdateBy | null;
  readonly operator?: UpdateBy | null;
}

/**
 * The fields of 000 §3 "Group class" that the rules read. Wire types (from @app/api) with more
 * fields fit this shape as they are.
 */
export interface GroupClassFacts {
  readonly id: number;
  readonly teacher_id: number;
  readonly course_id?: number | null;
  readonly status: ClassStatus;
  readonly student_capacity: number;
  readonly start_time: Instant;
  readonly end_time: Instant;
  readonly group_class_students: readonly ClassSeat[];
  /** 000 §4 "decided from operator and update_by": who last changed the class (e.g. who cancelled it). */
  readonly update_by?: UpdateBy | null;
  /** 000 §4: the class's `operator`, read after `update_by`. */
  readonly operator?: UpdateBy | null;
}
