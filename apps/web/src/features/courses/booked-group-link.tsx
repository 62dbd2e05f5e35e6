import { findViewerSeat, isViewerBooked, type CourseStudentStatus, type ViewerId } from '@app/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n-provider';
import { courseDetailQuery } from '../../lib/api/course-detail';

/**
 * A group the viewer holds a spot in reads "Booked by you" (000 §4); this link takes them to that
 * booking. The group list carries no seat ids, so the course is read once to find the viewer's seat.
 */
export function BookedGroupLink({
  course,
  viewerId,
}: {
  course: { id: number; course_students: readonly { student_id: number; status: CourseStudentStatus }[] };
  viewerId: ViewerId;
}) {
  const t = useT();
  const booked = isViewerBooked({ seats: course.course_students, viewerId });
  const detail = useQuery({ ...courseDetailQuery({ id: course.id }), enabled: booked });
  if (!booked || !detail.data) return null;
  const seat = findViewerSeat({ seats: detail.data.data.group_course.course_students, viewerId });
  if (!seat) return null;
  return (
    <Link to={`/group-course/order/${seat.id}`} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
      {t('courses.viewMyBooking')}
    </Link>
  );
}
