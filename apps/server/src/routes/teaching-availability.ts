import { getAvailability, putAvailability } from '@app/api';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import { setAvailability } from '../commands/set-availability';
import { setLessonOffer } from '../commands/set-lesson-offer';
import { AppError } from '../errors/app-error';
import type { AppEnv, SessionUser } from '../http/app-env';
import { mount } from '../http/mount';
import { readAvailability } from '../teaching/availability';

function teacherActor(user: SessionUser) {
  if (user.role !== 'TEACHER') throw new AppError('NotATeacher', 'Only teachers have one-to-one hours.');
  return { kind: 'teacher', userId: user.user_id } as const;
}

const notATeacher = (): AppError => new AppError('NotATeacher', 'Only teachers have one-to-one hours.');

/** The teacher's one-to-one availability and lesson offer (apps/server/README.md "One-to-one availability"). */
export function teachingAvailabilityRoutes({ database, clock }: Pick<RouteDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getAvailability, async ({ user }) => {
    const actor = teacherActor(user);
    const view = await readAvailability(db, { teacherId: actor.userId, now: clock.now() });
    if (!view) throw notATeacher();
    return { data: view };
  });

  // One form, one transaction: the hours and the offer are saved together or not at all.
  mount(routes, putAvailability, async ({ body, user }) => {
    const actor = teacherActor(user);
    const now = clock.now();
    const view = await db.transaction(async (tx) => {
      await setAvailability({ tx, actor, now, availability: { zone: body.zone, weekly: body.weekly, exceptions: body.exceptions } });
      await setLessonOffer({
        tx,
        actor,
        now,
        offer: {
          has_trial: body.offer.has_trial,
          trial_price: body.offer.trial_price,
          min_price: body.offer.min_price,
          instant_booking: body.offer.instant_booking,
        },
      });
      return readAvailability(tx, { teacherId: actor.userId, now });
    });
    if (!view) throw notATeacher();
    return { data: view };
  });

  return routes;
}
