import type { TeachingClass } from '@app/api';
import { canTeacherCancelClass, canTeacherJoinClass, type ClassPhase, getClassPhase, isAttendanceOpen } from '@app/domain';

export type TeachingClassPhase = ClassPhase | 'cancelled';

/** What the teacher's view offers at `now`: the same domain rules the server answers with, re-run as the page's clock ticks. */
export interface TeachingClassOffer {
  readonly phase: TeachingClassPhase;
  readonly canJoin: boolean;
  readonly canCancel: boolean;
  readonly attendanceOpen: boolean;
}

export function getTeachingClassOffer({ view, now }: { view: TeachingClass; now: number }): TeachingClassOffer {
  const cls = view.group_class;
  const when = { classStatus: cls.status, start: cls.start_time, end: cls.end_time, now };
  return {
    phase: cls.status === 'CANCELLED' ? 'cancelled' : getClassPhase(when),
    canJoin: canTeacherJoinClass(when),
    canCancel: canTeacherCancelClass({ groupClass: cls, viewerId: cls.teacher_id, now }),
    attendanceOpen: isAttendanceOpen(when),
  };
}
