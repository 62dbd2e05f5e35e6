import { DEV_OUTBOX_LIMIT, getDevOutbox } from '@app/api';
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { outbox } from '../db/schema-accounts';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';

/**
 * Development helpers, mounted only when NODE_ENV is not production. The outbox holds every
 * confirmation link, so it must never be reachable on a real deployment, and even in the demo only
 * a signed-in admin reads it (the contract's `admin` access: 401 to visitors, 404 to anyone else).
 */
export function devRoutes({ database }: Pick<AppDeps, 'database'>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  mount(routes, getDevOutbox, async () => {
    const rows = await database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(DEV_OUTBOX_LIMIT);
    return {
      data: {
        messages: rows.map((r) => ({
          id: r.id,
          to: r.to_address,
          subject: r.subject,
          text: r.body,
          link: r.link,
          created_at: r.created_at.toISOString(),
          delivery: r.sent_at ? ('sent' as const) : r.failed_at ? ('failed' as const) : ('pending' as const),
          last_error: r.last_error,
          attachments: r.attachments.map((a) => ({ filename: a.filename, content_type: a.contentType })),
        })),
      },
    };
  });
  return routes;
}
