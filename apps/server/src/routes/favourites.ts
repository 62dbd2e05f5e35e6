import { addFavouriteTopic, getFavourites, removeFavouriteTopic } from '@app/api';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { setTopicFavourite } from '../classes/topic-favourites';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { listFavourites } from '../students/favourites-list';

/** Saved topics (the heart on the topic page) and the favourites page; saving a teacher is in teacher-search. */
export function favouriteRoutes({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, addFavouriteTopic, async ({ params, user }) => ({
    data: await setTopicFavourite(db, { userId: user.user_id, topicId: params.id, favour: true, now: clock.now() }),
  }));

  mount(routes, removeFavouriteTopic, async ({ params, user }) => ({
    data: await setTopicFavourite(db, { userId: user.user_id, topicId: params.id, favour: false, now: clock.now() }),
  }));

  mount(routes, getFavourites, async ({ user }) => ({ data: await listFavourites(db, { userId: user.user_id, now: clock.now() }) }));

  return routes;
}
