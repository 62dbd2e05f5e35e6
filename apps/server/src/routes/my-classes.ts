import { getMyClasses } from '@app/api';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { listMyClasses } from '../students/my-classes';

export function myClassesRoutes({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  mount(routes, getMyClasses, async ({ query, user }) => ({
    data: await listMyClasses(database.db, {
      studentId: user.user_id,
      scope: query.scope,
      page: query.page,
      pageSize: query.page_size,
      now: clock.now(),
    }),
  }));
  return routes;
}
