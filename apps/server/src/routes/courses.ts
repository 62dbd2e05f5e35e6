import { bookCourse, cancelCourseSpot, checkCourseBookStatus, getCourseDetail, getCourseOrder } from '@app/api';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { bookCourseSeat, cancelCourseSpot as cancelSpot, checkCourseBooking } from '../courses/course-booking';
import { loadCourseDetail, loadCourseOrderDetail } from '../courses/course-detail';
import type { AppEnv } from '../http/app-env';
import { answerOnce } from '../http/idempotency';
import { mount } from '../http/mount';

/**
 * Group courses (000 §3, §4, §7): detail, booking check, BOOK, Cancel a course spot, and the
 * group-course order page. `GET /v3/group_class/courses/` (the list, trailing slash) is not here:
 * `:id` never matches an empty segment, so the list route of the search module answers it.
 */
export function courseRoutes({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getCourseDetail, async ({ params, user }) => ({
    data: await loadCourseDetail(db, { courseId: params.id, viewerId: user?.user_id ?? null }),
  }));

  mount(routes, checkCourseBookStatus, async ({ params, user }) => ({
    data: { status: await checkCourseBooking(db, { courseId: params.id, studentId: user.user_id, now: clock.now() }) },
  }));

  mount(routes, bookCourse, async ({ params, user, c }) => {
    const now = clock.now();
    return { data: await answerOnce(c, { db, userId: user.user_id, now, request: params }, (tx) => bookCourseSeat(tx, { courseId: params.id, studentId: user.user_id, now })) };
  });

  mount(routes, cancelCourseSpot, async ({ params, user }) => ({
    data: await cancelSpot(db, { courseId: params.id, studentId: user.user_id, now: clock.now() }),
  }));

  mount(routes, getCourseOrder, async ({ params, user }) => ({
    data: await loadCourseOrderDetail(db, { seatId: params.id, studentId: user.user_id }),
  }));

  return routes;
}
