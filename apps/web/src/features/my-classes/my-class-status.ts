import type { MyClassRow } from '@app/api';
import {
  type ClassHeadlineCode,
  type ClassStudentStatus,
  type CourseHeadlineCode,
  type CourseStudentStatus,
  getClassHeadline,
  getCourseHeadline,
  type Instant,
} from '@app/domain';
import { classDetailHref, courseOrderHref } from '../../lib/booking/booking-paths';
import { headlineText } from '../../lib/class-texts';
import { courseHeadlineText } from '../../lib/course-texts';
import type { TFunction } from '../../i18n/i18n-provider';

export type MyClassStatus =
  { readonly kind: 'class'; readonly code: ClassHeadlineCode } | { readonly kind: 'course'; readonly code: CourseHeadlineCode };

/**
 * The row's status in the spec's words: a class seat gets the class headline (000 §4: Upcoming,
 * Currently live, Completed, Canceled), a course seat the course headline (Canceled, Scheduled,
 * Upcoming, Ongoing, Terminated, Completed), decided with the seat's `update_by` like the order page.
 */
export function getMyClassStatus({ row, studentId, now }: { row: MyClassRow; studentId: number; now: Instant }): MyClassStatus {
  if (row.kind === 'class') {
    const { code } = getClassHeadline({
      // An unknown seat status falls through to the rule's 'unknown' (no headline), never a wrong one.
      bookingStatus: row.seat_status as ClassStudentStatus,
      start: row.start_time,
      end: row.end_time,
      now,
      classStatus: row.class_status ?? undefined,
    });
    return { kind: 'class', code };
  }
  if (row.course_status === null) return { kind: 'course', code: 'unknown' };
  const { code } = getCourseHeadline({
    course: {
      status: row.course_status,
      teacher_id: row.teacher.user_id,
      course_students: [{ student_id: studentId, status: row.seat_status as CourseStudentStatus, update_by: row.seat_update_by }],
    },
    studentId,
  });
  return { kind: 'course', code };
}

export function myClassStatusText(t: TFunction, status: MyClassStatus): string {
  return status.kind === 'class' ? headlineText(t, status.code) : courseHeadlineText(t, status.code);
}

/** Where a row opens: the class page as the booked view (`classID` + `studentBookedID`), or the course order page. */
export function myClassHref(row: MyClassRow): string {
  if (row.kind === 'class' && row.group_class_id !== null)
    return classDetailHref({ classId: row.group_class_id, studentBookedId: row.student_booked_id });
  return courseOrderHref({ courseSeatId: row.student_booked_id });
}
