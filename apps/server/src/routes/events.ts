import { dismissGlobalPopup, getEventsReport, getExperimentAssignments, getGlobalPopup, postEvents } from '@app/api';
import { assignExperimentGroup, EXPERIMENT_NAMES } from '@app/domain';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import { limitEventBatch } from '../events/event-limits';
import { buildEventsReport } from '../events/events-report';
import { storeEvents } from '../events/store-events';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { actorForUser } from '../commands/command';
import { dismissPopup } from '../commands/dismiss-popup';
import { findGlobalPopup } from '../marketing/global-popup';

/**
 * First-party analytics (POST /api/events), the staff report and the marketing popup. A batch
 * over 64 KB (`postEvents.maxBodyBytes`) is refused by `mount` before it is read whole (413 naming
 * `body`); events over the per-visitor or per-address pace are refused whole (429, nothing stored).
 */
export function eventRoutes({ database, clock, trustProxy }: Pick<RouteDeps, 'database' | 'clock' | 'trustProxy'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, postEvents, async ({ body, user, c }) => {
    const now = clock.now();
    await limitEventBatch(db, { events: body.events, userId: user?.user_id ?? null, address: clientAddress(c, trustProxy), now });
    return { data: await storeEvents(db, { events: body.events, sessionUserId: user?.user_id ?? null, now }) };
  });

  mount(routes, getEventsReport, async ({ query }) => ({ data: await buildEventsReport(db, { now: clock.now(), days: query.days }) }));

  mount(routes, getExperimentAssignments, ({ query }) =>
    Promise.resolve({
      data: {
        user_id: query.user_id,
        groups: Object.values(EXPERIMENT_NAMES).map((name) => ({
          experiment_name: name,
          group: assignExperimentGroup({ userId: query.user_id, experimentName: name }),
        })),
      },
    }),
  );

  mount(routes, getGlobalPopup, async ({ user }) => ({
    data: { popup: await findGlobalPopup(db, { userId: user.user_id, now: clock.now() }) },
  }));

  mount(routes, dismissGlobalPopup, async ({ params, user }) => {
    await db.transaction((tx) => dismissPopup({ tx, actor: actorForUser(user), now: clock.now(), popupId: params.id }));
    return { data: { popup_id: params.id, dismissed: true as const } };
  });

  return routes;
}
