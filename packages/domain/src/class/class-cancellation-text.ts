import { getCanceller, type Canceller } from './canceller';
import type { ClassSeat } from './group-class';
import type { ClassStatus, UpdateBy } from './statuses';

/** The cancelled text of a class booking by who cancelled. The spec gives no texts; these are ours. */
export const CLASS_CANCELLATION_TEXTS: Readonly<Record<Canceller, string>> = {
  teacher: 'The teacher canceled this class. You will receive a full refund.',
  student: 'You dropped this class. You will receive a full refund.',
  auto: 'This class was canceled automatically because not enough students signed up. You will receive a full refund.',
  admin: 'This class was canceled by our support team.',
  provider: 'This class was canceled by the service provider.',
};

/**
 * The text under "Canceled" for a PROBLEM seat (000 §4 "CANCELLED or PROBLEM: Canceled"): the
 * student reported a problem and it is being looked at. Ours; it promises no refund, because the
 * outcome of the report is not known yet.
 */
export const CLASS_PROBLEM_REPORTED_TEXT =
  'You reported a problem with this class. Our support team is looking into it and will contact you.';

/**
 * 000 §4: "The cancelled text depends on who cancelled: the teacher, the student, automatic (too few
 * students), admin, or the provider. It is decided from operator and update_by."
 *
 * The text for a seat that reads "Canceled" (seat CANCELLED or PROBLEM, or class CANCELLED); null
 * when nothing is cancelled. First match wins:
 * 1. class CANCELLED: who cancelled THE CLASS, from the class's own `update_by` then `operator`
 *    (`classUpdateBy`, `classOperator`; see getCanceller), falling back to the provider. A student
 *    cannot cancel a class, so a value naming the student also reads as the provider: a student is
 *    never told "You dropped this class" for a class someone else cancelled;
 * 2. seat PROBLEM: `CLASS_PROBLEM_REPORTED_TEXT` (no refund promise);
 * 3. seat CANCELLED: who cancelled THE SEAT, from the seat's `update_by` then `operator`.
 *
 * @example getClassCancellationText({ seat, teacherId: cls.teacher_id, classStatus: cls.status, classUpdateBy: cls.update_by, classOperator: cls.operator }) // 'The teacher canceled this class. ...'
 */
export function getClassCancellationText({
  seat,
  teacherId,
  classStatus,
  classUpdateBy,
  classOperator,
}: {
  seat: ClassSeat;
  teacherId: number;
  classStatus?: ClassStatus | undefined;
  /** The class's own `update_by` (GroupClassFacts.update_by). */
  classUpdateBy?: UpdateBy | null | undefined;
  /** The class's own `operator` (GroupClassFacts.operator). */
  classOperator?: UpdateBy | null | undefined;
}): string | null {
  if (classStatus === 'CANCELLED') {
    const who = getCanceller({ updateBy: classUpdateBy, operator: classOperator, teacherId, studentId: seat.student_id });
    return CLASS_CANCELLATION_TEXTS[who === 'student' ? 'provider' : who];
  }
  if (seat.status === 'PROBLEM') return CLASS_PROBLEM_REPORTED_TEXT;
  if (seat.status !== 'CANCELLED') return null;
  return CLASS_CANCELLATION_TEXTS[
    getCanceller({ updateBy: seat.update_by, operator: seat.operator, teacherId, studentId: seat.student_id })
  ];
}
