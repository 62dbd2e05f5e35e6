import { downloadTeachingEarningsCsv, getTeachingEarnings } from '@app/api';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import type { SessionUser } from '../http/app-env';
import { AppError } from '../errors/app-error';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { mountRaw } from '../http/mount-raw';
import { countEarnings, getEarningsSummary, listEarnings } from '../money/teacher-earnings';
import { earningsCsv } from '../teaching/earnings-csv';
import { sendFile } from '../uploads/send-file';

function requireTeacher(user: SessionUser): void {
  if (user.role !== 'TEACHER') throw new AppError('NotATeacher', 'Only teachers have earnings.');
}

/** The teacher's earnings page (issue 14): sums and history as JSON, and every row as a CSV download. */
export function teachingEarningsRoutes({
  database,
  clock,
  commissionBps,
}: Pick<RouteDeps, 'database' | 'clock' | 'commissionBps'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getTeachingEarnings, async ({ query, user }) => {
    requireTeacher(user);
    const now = clock.now();
    const teacherId = user.user_id;
    // One snapshot (repeatable read: read committed takes one per statement), so the sums and the
    // page agree. One read after another: a transaction's reads share one connection.
    return db.transaction(
      async (tx) => {
        const summary = await getEarningsSummary(tx, { teacherId, now, commissionBps });
        const items = await listEarnings(tx, { teacherId, now, limit: query.page_size, offset: (query.page - 1) * query.page_size });
        const total = await countEarnings(tx, teacherId);
        return { data: { summary, items, paging: { page: query.page, total, has_next: query.page * query.page_size < total } } };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  });

  mountRaw(routes, downloadTeachingEarningsCsv, async ({ user, c }) => {
    requireTeacher(user);
    const now = clock.now();
    const rows = await listEarnings(db, { teacherId: user.user_id, now, limit: null });
    const day = new Date(now).toISOString().slice(0, 10);
    return sendFile(c, { bytes: new TextEncoder().encode(earningsCsv(rows)), contentType: 'text/csv', fileName: `earnings-${day}.csv` });
  });

  return routes;
}
