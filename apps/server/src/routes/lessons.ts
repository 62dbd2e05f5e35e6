import { bookLesson, cancelLesson, getLessonBookingOptions } from '@app/api';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import { bookLesson as bookLessonCommand } from '../commands/book-lesson';
import { cancelBooking } from '../commands/cancel-booking';
import { actorForViewer } from '../commands/command';
import type { AppEnv } from '../http/app-env';
import { notFoundError } from '../errors/app-error';
import { answerOnce } from '../http/idempotency';
import { mount } from '../http/mount';
import { readLessonBookingOptions } from '../lessons/booking-options';
import { readLessonTeacherId, toLesson } from '../lessons/lesson-facts';
import { getBalance } from '../money/ledger';

/** One-to-one lessons: the booking page's options, booking and cancelling (see docs/lessons.md). */
export function lessonRoutes({ database, clock, commissionBps }: Pick<RouteDeps, 'database' | 'clock' | 'commissionBps'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getLessonBookingOptions, async ({ query, user }) => ({
    data: await readLessonBookingOptions(db, { query, viewer: user, now: clock.now() }),
  }));

  mount(routes, bookLesson, async ({ body, user, c }) => {
    const now = clock.now();
    const actor = { kind: 'student', userId: user.user_id } as const;
    return {
      data: await answerOnce(c, { db, userId: user.user_id, now, request: body }, (run) =>
        run.transaction(async (tx) => {
          const { lesson, balance } = await bookLessonCommand({ tx, actor, now, request: body, commissionBps });
          return { lesson: toLesson(lesson), balance };
        }),
      ),
    };
  });

  // By the lesson's student or its teacher (commands/cancel-lesson.ts); `balance` is the caller's own.
  mount(routes, cancelLesson, async ({ params, user }) => {
    const now = clock.now();
    const lessonId = params.id;
    const teacherId = await readLessonTeacherId(db, lessonId);
    if (teacherId === null) throw notFoundError('Lesson');
    const actor = actorForViewer({ userId: user.user_id, teacherId });
    return {
      data: await db.transaction(async (tx) => {
        const done = await cancelBooking({ tx, actor, now, target: { lessonId } });
        if (done.kind !== 'lesson') throw new Error(`A lesson cancel answered ${done.kind}`);
        return { lesson: toLesson(done.lesson), refunded: done.refundedCents, balance: await getBalance(tx, user.user_id) };
      }),
    };
  });

  return routes;
}
