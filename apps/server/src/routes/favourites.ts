import { addFavouriteTopic, getFavourites, removeFavouriteTopic } from '@app/api';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { actorForUser } from '../commands/command';
import { favouriteTopic } from '../commands/favourite-topic';
import type { AppEnv, SessionUser } from '../http/app-env';
import { mount } from '../http/mount';
import { listFavourites } from '../students/favourites-list';

/** Saved topics (the heart on the topic page) and the favourites page; saving a teacher is in teacher-search. */
export function favouriteRoutes({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  const setTopic = async (user: SessionUser, topicId: number, favour: boolean) => {
    const { topic_id, is_favor } = await db.transaction((tx) =>
      favouriteTopic({ tx, actor: actorForUser(user), now: clock.now(), topicId, favour }),
    );
    return { data: { topic_id, is_favor } };
  };
  mount(routes, addFavouriteTopic, ({ params, user }) => setTopic(user, params.id, true));
  mount(routes, removeFavouriteTopic, ({ params, user }) => setTopic(user, params.id, false));

  mount(routes, getFavourites, async ({ user }) => ({ data: await listFavourites(db, { userId: user.user_id, now: clock.now() }) }));

  return routes;
}
