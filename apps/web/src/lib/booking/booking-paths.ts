import { courseOrderPath, fillWebRoute, WEB_ROUTES } from '@app/api';

/**
 * 000 §2.B: the class page after booking carries `classID`, `studentBookedID` and `bookingSuccess`.
 */
export function classDetailHref({
  classId,
  studentBookedId,
  bookingSuccess = false,
}: {
  classId: number;
  studentBookedId?: number;
  bookingSuccess?: boolean;
}): string {
  const query = new URLSearchParams();
  if (studentBookedId !== undefined) {
    query.set('classID', String(classId));
    query.set('studentBookedID', String(studentBookedId));
  }
  if (bookingSuccess) query.set('bookingSuccess', '1');
  const search = query.toString();
  return `${fillWebRoute(WEB_ROUTES.classDetail, { id: classId })}${search ? `?${search}` : ''}`;
}

/** The group-course order page (000 §2 page key, id = the course seat id). */
export function courseOrderHref({ courseSeatId, bookingSuccess = false }: { courseSeatId: number; bookingSuccess?: boolean }): string {
  return `${courseOrderPath({ seatId: courseSeatId })}${bookingSuccess ? '?bookingSuccess=1' : ''}`;
}

/** The topic page before booking (000 §2.A). */
export function topicHref(topicId: number): string {
  return `/group-class-online/topic/${topicId}`;
}

/** The course detail page by course topic id (000 §2 "group-course detail (id = course topic id)"). */
export function courseTopicHref(topicId: number): string {
  return `/group-course/${topicId}`;
}

/** The student's own bookings; one-to-one lessons are listed there (they have no page of their own). */
export const MY_CLASSES_PATH = WEB_ROUTES.myClasses;
