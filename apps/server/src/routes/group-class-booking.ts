import { bookClass, cancelClassBooking, checkClassBookStatus, getClassOrder, getWallet, reportClassProblem } from '@app/api';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import { checkClassBooking, getOrderForStudent, toOrder } from '../booking/class-booking';
import { readClassTeacherId } from '../booking/class-facts';
import { bookClass as bookClassCommand } from '../commands/book-class';
import { cancelBooking } from '../commands/cancel-booking';
import { actorForViewer } from '../commands/command';
import { reportProblem } from '../commands/report-problem';
import type { AppEnv } from '../http/app-env';
import { notFoundError } from '../errors/app-error';
import { answerOnce } from '../http/idempotency';
import { mount } from '../http/mount';
import { getBalance, listEntries } from '../money/ledger';

export function groupClassBookingRoutes({
  database,
  clock,
  commissionBps,
}: Pick<RouteDeps, 'database' | 'clock' | 'commissionBps'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, checkClassBookStatus, async ({ params, user }) => ({
    data: { status: await checkClassBooking(db, { classId: params.id, studentId: user.user_id, now: clock.now() }) },
  }));

  mount(routes, bookClass, async ({ params, body, user, c }) => {
    const now = clock.now();
    const actor = { kind: 'student', userId: user.user_id } as const;
    return {
      data: await answerOnce(c, { db, userId: user.user_id, now, request: { params, body } }, (run) =>
        run.transaction(async (tx) => {
          const { seat, balance } = await bookClassCommand({ tx, actor, now, classId: params.group_class_id, commissionBps });
          return { order: toOrder(seat), balance };
        }),
      ),
    };
  });

  // The class's teacher cancels the whole class; a student drops their own seat (commands/cancel-class.ts).
  mount(routes, cancelClassBooking, async ({ params, user }) => {
    const now = clock.now();
    const classId = params.group_class_id;
    const teacherId = await readClassTeacherId(db, classId);
    if (teacherId === null) throw notFoundError('Class');
    const actor = actorForViewer({ userId: user.user_id, teacherId });
    return {
      data: await db.transaction(async (tx) => {
        const done = await cancelBooking({ tx, actor, now, target: { classId } });
        if (done.kind === 'class-seat')
          return {
            kind: 'dropped' as const,
            order: toOrder(done.seat),
            refunded: done.refundedCents,
            balance: await getBalance(tx, user.user_id),
          };
        if (done.kind === 'class')
          return { kind: 'class-cancelled' as const, refunded_seats: done.refunds.filter((r) => r.amountCents > 0).length };
        throw new Error(`A class cancel answered ${done.kind}`);
      }),
    };
  });

  mount(routes, reportClassProblem, async ({ params, body, user }) => {
    const now = clock.now();
    const actor = { kind: 'student', userId: user.user_id } as const;
    const { seat } = await db.transaction((tx) => reportProblem({ tx, actor, now, classId: params.group_class_id, reason: body.reason }));
    return { data: { order: toOrder(seat) } };
  });

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
