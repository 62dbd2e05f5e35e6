import { dismissGlobalPopup, getEventsReport, getExperimentAssignments, getGlobalPopup, postEvents } from '@app/api';
import { assignExperimentGroup, EXPERIMENT_NAMES } from '@app/domain';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { buildEventsReport } from '../events/events-report';
import { storeEvents } from '../events/store-events';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { dismissGlobalPopup as dismissPopup, findGlobalPopup } from '../marketing/global-popup';

/** The path that takes events without the CSRF header (navigator.sendBeacon cannot set headers). */
export const EVENTS_PATH = '/api/events';

/**
 * First-party analytics (POST /api/events), the staff report and the marketing popup. A batch
 * over 64 KB (`postEvents.maxBodyBytes`) is refused by `mount` before it is read whole (413 naming `body`).
 */
export function eventRoutes({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, postEvents, async ({ body, user }) => ({
    data: await storeEvents(db, { events: body.events, sessionUserId: user?.user_id ?? null, now: clock.now() }),
  }));

  mount(routes, getEventsReport, async ({ query }) => ({ data: await buildEventsReport(db, { now: clock.now(), days: query.days }) }));

  mount(routes, getExperimentAssignments, ({ query }) => Promise.resolve({
    data: {
      user_id: query.user_id,
      groups: Object.values(EXPERIMENT_NAMES).map((name) => ({ experiment_name: name, group: assignExperimentGroup({ userId: query.user_id, experimentName: name }) })),
    },
  }));

  mount(routes, getGlobalPopup, async ({ user }) => ({ data: { popup: await findGlobalPopup(db, { userId: user.user_id, now: clock.now() }) } }));

  mount(routes, dismissGlobalPopup, async ({ params, user }) => {
    await dismissPopup(db, { userId: user.user_id, popupId: params.id, now: clock.now() });
    return { data: { popup_id: params.id, dismissed: true as const } };
  });

  return routes;
}
