import { getPublicUserProfile, getTeacherProfile, getTopicDetail } from '@app/api';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { loadPublicProfile } from '../accounts/public-profile';
import { loadTopicDetail } from '../classes/topic-detail';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { loadTeacherProfile } from '../teachers/teacher-profile';

/** The pages the web app opens by id before any booking: topic detail, teacher profile, user profile. */
export function profilePageRoutes({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getTopicDetail, async ({ params }) => ({ data: await loadTopicDetail(db, { topicId: params.id, now: clock.now() }) }));

  mount(routes, getTeacherProfile, async ({ params, user }) => ({
    data: await loadTeacherProfile(db, { teacherId: params.id, viewerId: user?.user_id ?? null }),
  }));

  mount(routes, getPublicUserProfile, async ({ params }) => ({ data: await loadPublicProfile(db, params.id) }));

  return routes;
}
