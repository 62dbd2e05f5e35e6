import { downloadClassIcs, downloadLessonIcs, getCalendarFeed, getCalendarFeedIcs, resetCalendarFeed } from '@app/api';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import { buildIcs, type IcsReader } from '../calendar/build-ics';
import { type EntryFilter, FEED_HISTORY_MS, readCalendarEntries } from '../calendar/calendar-entries';
import { feedOwner, readCalendarFeed, toFeed } from '../calendar/calendar-feed';
import { actorForUser } from '../commands/command';
import { resetCalendarFeed as resetFeed } from '../commands/reset-calendar-feed';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { notFoundError } from '../errors/app-error';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { mountRaw } from '../http/mount-raw';
import { sendFile } from '../uploads/send-file';

async function readReader(db: Db, userId: number): Promise<IcsReader> {
  const [row] = await db
    .select({ email: users.email, nickname: users.nickname, locale: users.locale, zone: users.timezone_iana })
    .from(users)
    .where(eq(users.user_id, userId));
  if (!row) throw notFoundError('User');
  return row;
}

/** Calendar files and the private feed (issue 15 "Calendar"; docs/money-in-mail-out.md). */
export function calendarRoutes({ database, clock, publicUrl }: Pick<RouteDeps, 'database' | 'clock' | 'publicUrl'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getCalendarFeed, async ({ user }) => ({ data: { feed: await readCalendarFeed(db, { userId: user.user_id, publicUrl }) } }));

  mount(routes, resetCalendarFeed, async ({ user }) => {
    const { feed } = await db.transaction((tx) => resetFeed({ tx, actor: actorForUser(user), now: clock.now() }));
    return { data: { feed: toFeed(feed, publicUrl) } };
  });

  const mountOneBooking = (endpoint: typeof downloadClassIcs, filterOf: (id: number) => EntryFilter, name: string) => {
    mountRaw(routes, endpoint, async ({ params: { id }, user, c }) => {
      const entries = await readCalendarEntries(db, { userId: user.user_id, filter: filterOf(id) });
      if (entries.length === 0) throw notFoundError('Booking');
      const ics = buildIcs({ entries, reader: await readReader(db, user.user_id), publicUrl, now: clock.now() });
      return sendFile(c, { bytes: new TextEncoder().encode(ics), contentType: 'text/calendar', fileName: `${name}-${id}.ics` });
    });
  };
  mountOneBooking(downloadClassIcs, (classId) => ({ classId }), 'class');
  mountOneBooking(downloadLessonIcs, (lessonId) => ({ lessonId }), 'lesson');

  // The feed answers calendar apps, which carry no session: the token in the address is the key.
  mountRaw(routes, getCalendarFeedIcs, async ({ params, c }) => {
    const token = params.file.replace(/\.ics$/, '');
    const userId = await feedOwner(db, token);
    if (userId === null) throw notFoundError('Calendar');
    const now = clock.now();
    const entries = await readCalendarEntries(db, { userId, filter: { endingAfter: now - FEED_HISTORY_MS } });
    const ics = buildIcs({ entries, reader: await readReader(db, userId), publicUrl, now });
    return sendFile(c, {
      bytes: new TextEncoder().encode(ics),
      contentType: 'text/calendar',
      fileName: 'linguaroom.ics',
      disposition: 'inline',
      // Calendar apps poll; a few minutes' staleness is fine and spares the database.
      cache: 'private, max-age=300',
    });
  });

  return routes;
}
