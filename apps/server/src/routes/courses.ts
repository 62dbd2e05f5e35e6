import { bookCourse, cancelCourseSpot, checkCourseBookStatus, getCourseDetail, getCourseOrder } from '@app/api';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import { bookCourse as bookCourseCommand } from '../commands/book-course';
import { cancelBooking } from '../commands/cancel-booking';
import { actorForViewer } from '../commands/command';
import { checkCourseBooking } from '../courses/course-booking';
import { loadCourseDetail, loadCourseOrder, loadCourseOrderDetail } from '../courses/course-detail';
import { readCourseTeacherId } from '../courses/course-facts';
import type { AppEnv } from '../http/app-env';
import { notFoundError } from '../errors/app-error';
import { answerOnce } from '../http/idempotency';
import { mount } from '../http/mount';
import { getBalance } from '../money/ledger';

/**
 * Group courses (000 §3, §4, §7): detail, booking check, BOOK, CANCEL (a student's spot, or the
 * teacher's whole course), and the group-course order page. `GET /v3/group_class/courses/` (the
 * list, trailing slash) is not here: `:id` never matches an empty segment, so the list route of
 * the search module answers it.
 */
export function courseRoutes({ database, clock, commissionBps }: Pick<RouteDeps, 'database' | 'clock' | 'commissionBps'>): Hono<AppEnv> {
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
    const actor = { kind: 'student', userId: user.user_id } as const;
    return {
      data: await answerOnce(c, { db, userId: user.user_id, now, request: params }, (run) =>
        run.transaction(async (tx) => {
          const { seat, course, balance } = await bookCourseCommand({ tx, actor, now, courseId: params.id, commissionBps });
          return { order: await loadCourseOrder(tx, { seat, loaded: course }), balance };
        }),
      ),
    };
  });

  // The course's teacher cancels the whole course; a student cancels their own spot (commands/cancel-course.ts).
  mount(routes, cancelCourseSpot, async ({ params, user }) => {
    const now = clock.now();
    const courseId = params.id;
    const teacherId = await readCourseTeacherId(db, courseId);
    if (teacherId === null) throw notFoundError('Course');
    const actor = actorForViewer({ userId: user.user_id, teacherId });
    return {
      data: await db.transaction(async (tx) => {
        const done = await cancelBooking({ tx, actor, now, target: { courseId } });
        if (done.kind === 'course-seat') {
          return {
            kind: 'spot-cancelled' as const,
            order: await loadCourseOrder(tx, { seat: done.seat, loaded: done.course }),
            refunded: done.refundedCents,
            balance: await getBalance(tx, user.user_id),
            message: done.message,
          };
        }
        if (done.kind === 'course')
          return { kind: 'course-cancelled' as const, refunded_seats: done.refunds.filter((r) => r.amountCents > 0).length };
        throw new Error(`A course cancel answered ${done.kind}`);
      }),
    };
  });

  mount(routes, getCourseOrder, async ({ params, user }) => ({
    data: await loadCourseOrderDetail(db, { seatId: params.id, studentId: user.user_id }),
  }));

  return routes;
}
