import { getTeaching } from '@app/api';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { AppError } from '../errors/app-error';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { listTeaching } from '../teaching/teaching';

export function teachingRoutes({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  mount(routes, getTeaching, async ({ query, user }) => {
    if (user.role !== 'TEACHER') throw new AppError('NotATeacher', 'Only teachers have a teaching schedule.');
    return {
      data: await listTeaching(database.db, {
        teacherId: user.user_id,
        scope: query.scope,
        page: query.page,
        pageSize: query.page_size,
        now: clock.now(),
      }),
    };
  });
  return routes;
}
