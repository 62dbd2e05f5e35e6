import { getCanceller, type Canceller } from './canceller';
import type { ClassSeat } from './group-class';
import type { ClassStatus } from './statuses';

/** The cancelled text of a class booking by who cancelled. The spec gives no texts; these are ours. */
export const CLASS_CANCELLATION_TEXTS: Readonly<Record<Canceller, string>> = {
  teacher: 'The teacher canceled this class. You will receive a full refund.',
  student: 'You dropped this class. You will receive a full refund.',
  auto: 'This class was canceled automatically because not enough students signed up. You will receive a full refund.',
  admin: 'This class was canceled by our support team.',
  provider: 'This class was canceled by the service provider.',
};

/**
 * 000 §4: "The cancelled text depends on who cancelled: the teacher, the student, automatic (too few
 * students), admin, or the provider. It is decided from operator and update_by."
 *
 * The text for a seat that reads "Canceled" (seat CANCELLED or PROBLEM, or class CANCELLED), from the
 * seat's `update_by` then `operator` (see getCanceller); null when nothing is cancelled.
 *
 * @example getClassCancellationText({ seat, teacherId: cls.teacher_id, classStatus: cls.status }) // 'The teacher canceled this class. ...'
 */
export function getClassCancellationText({
  seat,
  teacherId,
  classStatus,
}: {
  seat: ClassSeat;
  teacherId: number;
  classStatus?: ClassStatus | undefined;
}): string | null {
  const canceled = seat.status === 'CANCELLED' || seat.status === 'PROBLEM' || classStatus === 'CANCELLED';
  if (!canceled) return null;
  const who = getCanceller({ updateBy: seat.update_by, operator: seat.operator, teacherId, studentId: seat.student_id });
  return CLASS_CANCELLATION_TEXTS[who];
}
