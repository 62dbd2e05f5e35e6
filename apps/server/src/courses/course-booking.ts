import { type BookingCheckStatus, checkCourseBookStatus } from '@app/domain';
import type { Db } from '../db/database';
import { readCourseCheckFacts } from '../booking/check-reads';

/**
 * 000 §7 `GET /v2/group_class/courses/{id}/check_book_status`: the domain's checkCourseBookStatus
 * with the course's classes as sessions and the student's live class seats as booked intervals;
 * the BOOK transaction runs the same rule again under its locks.
 */
export async function checkCourseBooking(
  db: Db,
  { courseId, studentId, now }: { courseId: number; studentId: number; now: number },
): Promise<BookingCheckStatus> {
  const read = await readCourseCheckFacts(db, { courseId, studentId });
  return checkCourseBookStatus({
    course: read?.facts,
    viewerId: studentId,
    now,
    sessions: read?.sessions ?? [],
    bookedIntervals: read?.bookedIntervals ?? [],
  });
}
