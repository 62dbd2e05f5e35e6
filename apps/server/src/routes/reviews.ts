import { getMyReview, replyToReview as replyToReviewEndpoint, writeMyReview } from '@app/api';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { replyToReview } from '../commands/reply-to-review';
import { writeReview } from '../commands/write-review';
import { notFoundError } from '../errors/app-error';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { loadReviewTarget, toMyReview } from '../reviews/review-session';

/** Issue 17: a student's review of her class seat or lesson, and the teacher's one reply. */
export function reviewRoutes({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getMyReview, async ({ params, user }) => {
    const target = await loadReviewTarget(db, { kind: params.kind, id: params.id, studentId: user.user_id });
    if (!target) throw notFoundError('Booking');
    return { data: { session: target.session, review: target.existing ? toMyReview(target.existing) : null } };
  });

  mount(routes, writeMyReview, async ({ params, body, user }) => {
    const now = clock.now();
    const actor = { kind: 'student', userId: user.user_id } as const;
    const { session, review } = await db.transaction((tx) =>
      writeReview({ tx, actor, now, kind: params.kind, id: params.id, rating: body.rating, content: body.content }),
    );
    return { data: { session, review } };
  });

  mount(routes, replyToReviewEndpoint, async ({ params, body, user }) => {
    const now = clock.now();
    const actor = { kind: 'teacher', userId: user.user_id } as const;
    const { reply } = await db.transaction((tx) => replyToReview({ tx, actor, now, reviewId: params.comment_id, content: body.content }));
    return { data: { comment_id: params.comment_id, reply } };
  });

  return routes;
}
