import type { GroupClass, GroupClassDetail } from '@app/api';
import {
  type ClassActions,
  type ClassHeadline,
  findViewerSeat,
  getClassActions,
  getClassCancellationText,
  getClassHeadline,
  getMaterialAccess,
  type MaterialAccess,
} from '@app/domain';

export type ClassSeat = GroupClass['group_class_students'][number];

/** What the class page shows for this viewer at this instant, every piece computed by @app/domain. */
export interface ClassViewState {
  /** The viewer's own seat (a live one, else their latest cancelled one), or undefined. */
  readonly seat: ClassSeat | undefined;
  /** Only for a viewer with a seat (000 §4 "Class headline (by the student's status)"). */
  readonly headline: ClassHeadline | null;
  readonly actions: ClassActions | null;
  readonly cancellationText: string | null;
  readonly material: MaterialAccess;
}

export function getClassViewState({
  detail,
  viewerId,
  now,
}: {
  detail: Pick<GroupClassDetail, 'group_class' | 'group_course'>;
  viewerId: number | null | undefined;
  now: number;
}): ClassViewState {
  const cls = detail.group_class;
  const seat = findViewerSeat({ seats: cls.group_class_students, viewerId });
  const material = getMaterialAccess({ attachments: cls.attachments, bookingStatus: seat?.status, classStatus: cls.status });
  if (!seat) return { seat, headline: null, actions: null, cancellationText: null, material };
  return {
    seat,
    material,
    headline: getClassHeadline({ bookingStatus: seat.status, start: cls.start_time, end: cls.end_time, now, classStatus: cls.status }),
    actions: getClassActions({
      bookingStatus: seat.status,
      start: cls.start_time,
      end: cls.end_time,
      now,
      courseId: cls.course_id,
      courseStart: detail.group_course?.start_time ?? null,
      classStatus: cls.status,
    }),
    cancellationText: getClassCancellationText({
      seat,
      teacherId: cls.teacher_id,
      classStatus: cls.status,
      classUpdateBy: cls.update_by,
      classOperator: cls.operator,
    }),
  };
}
