import { bookLesson, cancelLesson, getLessonBookingOptions } from '@app/api';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import type { AppEnv } from '../http/app-env';
import { answerOnce } from '../http/idempotency';
import { mount } from '../http/mount';
import { bookLessonFor } from '../lessons/book-lesson';
import { readLessonBookingOptions } from '../lessons/booking-options';
import { cancelLessonFor } from '../lessons/cancel-lesson';

/** One-to-one lessons: the booking page's options, booking and cancelling (see docs/lessons.md). */
export function lessonRoutes({ database, clock, publicUrl }: Pick<RouteDeps, 'database' | 'clock' | 'publicUrl'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getLessonBookingOptions, async ({ query, user }) => ({
    data: await readLessonBookingOptions(db, { query, viewer: user, now: clock.now() }),
  }));

  mount(routes, bookLesson, async ({ body, user, c }) => {
    const now = clock.now();
    return { data: await answerOnce(c, { db, userId: user.user_id, now, request: body }, (tx) => bookLessonFor(tx, { student: user, body, now })) };
  });

  mount(routes, cancelLesson, async ({ params, user }) => ({
    data: await cancelLessonFor(db, { lessonId: params.id, userId: user.user_id, now: clock.now(), origin: publicUrl }),
  }));

  return routes;
}
