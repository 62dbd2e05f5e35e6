import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from '../paths';
import * as accounts from './schema-accounts';
import * as catalog from './schema-catalog';
import * as currency from './schema-currency';
import * as discovery from './schema-discovery';
import * as events from './schema-events';
import * as lessonTables from './schema-lessons';
import * as messages from './schema-messages';
import * as support from './schema-support';

const schema = { ...accounts, ...catalog, ...currency, ...discovery, ...messages, ...support, ...events, ...lessonTables };

/** The typed query layer, the same for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * `postgres://...` opens a pool on a real PostgreSQL; a directory path opens embedded PGlite there;
 * `memory://` opens an in-memory PGlite (tests). Never open one PGlite directory from two
 * processes: PGlite is single-process and would corrupt it.
 */
export async function openDatabase(
  target: { url: string } | { dataDir: string } | { memory: true },
  options: { migrationsFolder?: string; poolSize?: number } = {},
): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: options.poolSize ?? 10 });
    // An idle client that loses its connection must not crash the process; the pool replaces it.
    pool.on('error', () => undefined);
    const db: Db = drizzleNodePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(drizzleNodePg(pool, { schema }), { migrationsFolder }),
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create(target.dataDir);
  } else {
    client = await PGlite.create();
  }
  const db: Db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
