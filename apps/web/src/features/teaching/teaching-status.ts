import type { TeachingClassRow } from '@app/api';
import { type Canceller, type ClassHeadlineCode, getCanceller, getClassHeadline, type Instant } from '@app/domain';
import type { TFunction } from '../../i18n/i18n-provider';
import type { MessageKey } from '../../i18n/translate';

/**
 * 000 §4 "Class headline" for the class's teacher. The teacher holds no seat, so the class reads as
 * a live seat in it would (Upcoming, Currently live, Completed by the clock); a FINISHED class reads
 * as a CONFIRMED seat (Completed) and a CANCELLED one as Canceled, as the rule decides for students.
 */
export function getTeachingClassHeadline({
  row,
  now,
}: {
  row: Pick<TeachingClassRow, 'status' | 'start_time' | 'end_time'>;
  now: Instant;
}): ClassHeadlineCode {
  return getClassHeadline({
    bookingStatus: row.status === 'FINISHED' ? 'CONFIRMED' : 'SCHEDULED',
    start: row.start_time,
    end: row.end_time,
    now,
    classStatus: row.status,
  }).code;
}

/**
 * Who cancelled a cancelled class, from its `update_by` (000 §4 "decided from operator and
 * update_by"); null when the class is not cancelled. The row has no student, and a student cannot
 * cancel a class, so the teacher's id stands in for one: any other user id reads as the provider.
 */
export function getTeachingClassCanceller({
  row,
  teacherId,
}: {
  row: Pick<TeachingClassRow, 'status' | 'update_by'>;
  teacherId: number;
}): Canceller | null {
  if (row.status !== 'CANCELLED') return null;
  return getCanceller({ updateBy: row.update_by, teacherId, studentId: teacherId });
}

const CANCELLER_KEYS = {
  teacher: 'teaching.cancelledByYou',
  // Unreachable (see getTeachingClassCanceller); the domain's student-facing text also says provider.
  student: 'teaching.cancelledByProvider',
  auto: 'teaching.cancelledAuto',
  admin: 'teaching.cancelledByAdmin',
  provider: 'teaching.cancelledByProvider',
} as const satisfies Record<Canceller, MessageKey>;

/** "Canceled by you", "Canceled automatically: ...", in the display language. */
export function cancellerText(t: TFunction, who: Canceller): string {
  return t(CANCELLER_KEYS[who]);
}
