import { describe, expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/databases';
import { createTestApp } from '../testing/test-app';
import type { Database } from '../db/database';

describeEachDatabase('GET /api/health', (ctx) => {
  it('reports the database as reachable', async () => {
    const { app } = createTestApp(ctx.database);
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: { kind: ctx.kind, reachable: true } });
  });
});

describe('GET /api/health with a database that does not answer', () => {
  it('answers 503 and says the database is unreachable', async () => {
    const dead: Database = {
      db: undefined as never,
      kind: 'postgres',
      migrate: () => Promise.resolve(),
      ping: () => Promise.resolve(false),
      listen: () => Promise.resolve(() => Promise.resolve()),
      close: () => Promise.resolve(),
    };
    const res = await createTestApp(dead).app.request('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'degraded', database: { reachable: false } });
  });
});

describe('unknown API routes', () => {
  it('answer the JSON error shape with 404', async () => {
    const dead = {
      db: undefined as never,
      kind: 'pglite',
      migrate: () => Promise.resolve(),
      ping: () => Promise.resolve(true),
      listen: () => Promise.resolve(() => Promise.resolve()),
      close: () => Promise.resolve(),
    } satisfies Database;
    const res = await createTestApp(dead).app.request('/api/v9/nothing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NotFound', message: 'No such API route.' } });
  });
});
