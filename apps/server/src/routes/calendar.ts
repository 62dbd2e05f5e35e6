import { CALENDAR_FEED_PATH, CLASS_ICS_PATH, getCalendarFeed, LESSON_ICS_PATH, resetCalendarFeed } from '@app/api';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { RouteDeps } from '../app';
import { buildIcs, type IcsReader } from '../calendar/build-ics';
import { type EntryFilter, FEED_HISTORY_MS, readCalendarEntries } from '../calendar/calendar-entries';
import { feedOwner, readCalendarFeed, resetCalendarFeed as resetFeed } from '../calendar/calendar-feed';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { AppError, notFoundError } from '../errors/app-error';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { sendFile } from '../uploads/send-file';

async function readReader(db: Db, userId: number): Promise<IcsReader> {
  const [row] = await db
    .select({ email: users.email, nickname: users.nickname, locale: users.locale, zone: users.timezone_iana })
    .from(users)
    .where(eq(users.user_id, userId));
  if (!row) throw notFoundError('User');
  return row;
}

/** A positive integer id from the path, or 404 (as a missing booking is). */
function idParam(c: Context<AppEnv>): number {
  const id = Number(c.req.param('id'));
  if (!Number.isSafeInteger(id) || id <= 0) throw notFoundError('Booking');
  return id;
}

/** Calendar files and the private feed (issue 15 "Calendar"; docs/money-in-mail-out.md). */
export function calendarRoutes({ database, clock, publicUrl }: Pick<RouteDeps, 'database' | 'clock' | 'publicUrl'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getCalendarFeed, async ({ user }) => ({ data: { feed: await readCalendarFeed(db, { userId: user.user_id, publicUrl }) } }));

  mount(routes, resetCalendarFeed, async ({ user }) => ({
    data: { feed: await resetFeed(db, { userId: user.user_id, publicUrl, now: clock.now() }) },
  }));

  const oneBooking = (filterOf: (id: number) => EntryFilter, name: string) => async (c: Context<AppEnv>) => {
    const user = c.get('user');
    if (!user) throw new AppError('NotSignedIn', 'Please sign in first.');
    const id = idParam(c);
    const entries = await readCalendarEntries(db, { userId: user.user_id, filter: filterOf(id) });
    if (entries.length === 0) throw notFoundError('Booking');
    const ics = buildIcs({ entries, reader: await readReader(db, user.user_id), publicUrl, now: clock.now() });
    return sendFile(c, { bytes: new TextEncoder().encode(ics), contentType: 'text/calendar', fileName: `${name}-${id}.ics` });
  };
  routes.get(
    CLASS_ICS_PATH,
    oneBooking((classId) => ({ classId }), 'class'),
  );
  routes.get(
    LESSON_ICS_PATH,
    oneBooking((lessonId) => ({ lessonId }), 'lesson'),
  );

  // The feed answers calendar apps, which carry no session: the token in the address is the key.
  routes.get(CALENDAR_FEED_PATH.replace(':token', ':file{[A-Za-z0-9_-]+\\.ics}'), async (c) => {
    const token = (c.req.param('file') ?? '').replace(/\.ics$/, '');
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
