import { getHealth, getOpenApiDocument } from '@app/api';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app';
import { CompressibleBody, sendText } from '../http/compression';
import { mountRaw } from '../http/mount-raw';
import { buildOpenApiDocument } from '../http/openapi';

/** GET /api/health: is the process up and the database reachable (503 when not). GET /api/openapi.json: the contract. */
export function healthRoutes({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  mountRaw(routes, getHealth, async ({ c }) => {
    const ok = await database.ping();
    return c.json(
      { status: ok ? 'ok' : 'degraded', database: { kind: database.kind, reachable: ok }, time: new Date(clock.now()).toISOString() },
      ok ? 200 : 503,
    );
  });
  // Built and compressed once per app: the document only changes with the code.
  let openApi: CompressibleBody | undefined;
  mountRaw(routes, getOpenApiDocument, ({ c }) =>
    sendText(c, (openApi ??= new CompressibleBody(JSON.stringify(buildOpenApiDocument()))), { contentType: 'application/json' }),
  );
  return routes;
}
