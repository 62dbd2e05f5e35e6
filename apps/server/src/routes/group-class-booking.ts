import { bookClass, cancelClassBooking, checkClassBookStatus, getClassOrder, getWallet, reportClassProblem } from '@app/api';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import { bookClassSeat, cancelClassAction, checkClassBooking, getOrderForStudent, reportClassProblem as recordProblem } from '../booking/class-booking';
import type { AppEnv } from '../http/app-env';
import { answerOnce } from '../http/idempotency';
import { mount } from '../http/mount';
import { getBalance, listEntries } from '../money/ledger';

export function groupClassBookingRoutes({ database, clock, publicUrl }: Pick<RouteDeps, 'database' | 'clock' | 'publicUrl'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, checkClassBookStatus, async ({ params, user }) => ({
    data: { status: await checkClassBooking(db, { classId: params.id, studentId: user.user_id, now: clock.now() }) },
  }));

  mount(routes, bookClass, async ({ params, body, user, c }) => {
    const now = clock.now();
    return { data: await answerOnce(c, { db, userId: user.user_id, now, request: { params, body } }, (tx) => bookClassSeat(tx, { classId: params.group_class_id, studentId: user.user_id, now })) };
  });

  mount(routes, cancelClassBooking, async ({ params, user }) => ({
    data: await cancelClassAction(db, { classId: params.group_class_id, userId: user.user_id, now: clock.now(), origin: publicUrl }),
  }));

  mount(routes, reportClassProblem, async ({ params, body, user }) => ({
    data: { order: await recordProblem(db, { classId: params.group_class_id, studentId: user.user_id, reason: body.reason, now: clock.now() }) },
  }));

  mount(routes, getClassOrder, async ({ params, user }) => ({
    data: await getOrderForStudent(db, { seatId: params.id, studentId: user.user_id }),
  }));

  mount(routes, getWallet, async ({ user }) => {
    const entries = await listEntries(db, user.user_id);
    return {
      data: {
        balance: await getBalance(db, user.user_id),
        currency: 'USD' as const,
        entries,
      },
    };
  });

  return routes;
}
