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
import * as idempotency from './schema-idempotency';
import * as outboxTables from './schema-outbox';
import * as lessonTables from './schema-lessons';
import * as messages from './schema-messages';
import * as support from './schema-support';
import * as classAttendanceTables from './schema-class-attendance';
import * as teacherApplicationTables from './schema-teacher-applications';
import * as teachingRooms from './schema-teaching-rooms';
import * as availabilityTables from './schema-availability';
import * as teacherEarningTables from './schema-teacher-earnings';
import * as calendarTables from './schema-calendar';
import * as mailTables from './schema-mail';
import * as giftCodeTables from './schema-gift-codes';
import * as paymentTables from './schema-payments';
import * as accountTokenTables from './schema-account-tokens';
import * as catalogChangeTables from './schema-catalog-changes';

const schema = {
  ...accounts,
  ...catalog,
  ...currency,
  ...discovery,
  ...messages,
  ...support,
  ...events,
  ...lessonTables,
  ...idempotency,
  ...outboxTables,
  ...classAttendanceTables,
  ...teacherApplicationTables,
  ...teachingRooms,
  ...availabilityTables,
  ...teacherEarningTables,
  ...calendarTables,
  ...mailTables,
  ...giftCodeTables,
  ...paymentTables,
  ...accountTokenTables,
  ...catalogChangeTables,
};

/** The typed query layer, the same for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  readonly db: Db;
  readonly kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  /**
   * Calls `onNotify` for each NOTIFY on `channel` (from any process on this database) until the
   * returned function is called. On PostgreSQL it holds one dedicated connection; if that connection
   * drops, `onError` is told and nothing more arrives (callers keep a slow poll for that reason).
   */
  listen(channel: string, onNotify: () => void, onError?: (error: Error) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * `postgres://...` opens a pool on a real PostgreSQL; a directory path opens embedded PGlite there;
 * `memory://` opens an in-memory PGlite (tests), empty or a copy of `from` (a `dumpDataDir`
 * tarball). Never open one PGlite directory from two processes: PGlite is single-process and would
 * corrupt it.
 */
export async function openDatabase(
  target: { url: string } | { dataDir: string } | { memory: true; from?: Blob },
  options: { migrationsFolder?: string; poolSize?: number } = {},
): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? MIGRATIONS_FOLDER;
  if ('url' in target) {
    const pool = new NamedOnGenericPlansPool(target.url, options.poolSize ?? 10);
    const db: Db = drizzleNodePg(pool, { schema });
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateUnderLock(target.url, migrationsFolder),
      ping: () => ping(db),
      listen: (channel, onNotify, onError) => listenOnPostgres(target.url, channel, onNotify, onError),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if ('dataDir' in target) {
    mkdirSync(target.dataDir, { recursive: true });
    client = await PGlite.create(target.dataDir);
  } else {
    client = await PGlite.create(target.from ? { loadDataDir: target.from } : {});
  }
  const db: Db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder }),
    ping: () => ping(db),
    listen: async (channel, onNotify) => {
      const unlisten = await client.listen(channel, () => {
        onNotify();
      });
      return () => unlisten();
    },
    close: () => client.close(),
  };
}

/** The fixed key of the session-level advisory lock around migrations ("MIGRAT" in ASCII: seven letters would not fit a double). */
export const MIGRATE_LOCK_KEY = 0x4d_49_47_52_41_54;

/**
 * Migrates under a session-level advisory lock, so processes starting at once on one database take
 * turns: the first applies the migrations, the others wait, then find them applied and do nothing
 * (without it, the second one's `CREATE SCHEMA "drizzle"` fails on a duplicate key). The lock belongs
 * to a session, so the lock, the migration and the unlock all run on one dedicated connection, never
 * a pool's, whose next query may go to another connection. The migrator's own transaction runs on
 * that connection too; ending the connection releases the lock even if the unlock is never reached.
 */
async function migrateUnderLock(url: string, migrationsFolder: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1::bigint)', [MIGRATE_LOCK_KEY]);
    await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1::bigint)', [MIGRATE_LOCK_KEY]);
  } finally {
    await client.end();
  }
}

/** LISTEN on a connection of its own: a pool's connections come and go, and a listener must stay. */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotify: () => void,
  onError?: (error: Error) => void,
): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  let closing = false;
  client.on('error', (error) => {
    if (!closing) onError?.(error);
  });
  client.on('notification', (message) => {
    if (message.channel === channel) onNotify();
  });
  await client.connect();
  await client.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
  return async () => {
    closing = true;
    await client.end();
  };
}

/** How many connections the named-statement pool keeps per connection of the main pool: those statements are single short reads. */
const NAMED_POOL_SHARE = 1 / 4;

/**
 * A pool whose named statements (`.prepare(name)` outside a transaction: the session lookup, the
 * booking checks, the search shapes) run on their own connections, set to PostgreSQL's generic
 * plan. Left to choose, PostgreSQL plans a named statement again at every execution whenever its
 * custom plan looks cheaper than the generic one, and for a search page it always does (the
 * generic plan cannot know the page size or where `start_time > $n` starts): the 60-card class
 * search spent about 0.5 ms of its 1 ms planning. Their plans do not depend on the values: every
 * search shape walks a start-time index and stops after a page, every lookup is by key.
 *
 * The setting is per connection and would also turn every unnamed query with parameters to generic
 * plans, so it lives on a second pool. (The searches bind their lists as arrays and are named too:
 * measured on the bench mix, prepared and generic they ran 40-55 % faster than planned per request.)
 * Transactions take a client of the main pool, and everything in them stays there.
 */
class NamedOnGenericPlansPool extends pg.Pool {
  private readonly named: pg.Pool;

  constructor(connectionString: string, max: number) {
    super({ connectionString, max });
    this.named = new pg.Pool({
      connectionString,
      max: Math.max(2, Math.ceil(max * NAMED_POOL_SHARE)),
      options: '-c plan_cache_mode=force_generic_plan',
    });
    // An idle client that loses its connection must not crash the process; the pool replaces it.
    this.on('error', () => undefined);
    this.named.on('error', () => undefined);
    const unnamedQuery = this.query.bind(this);
    const namedQuery = this.named.query.bind(this.named);
    this.query = ((config: unknown, ...rest: unknown[]) => {
      // An empty name is an unnamed statement (`statementPerShape` past its cap): planned per request.
      const name = typeof config === 'object' && config !== null ? (config as { name?: unknown }).name : undefined;
      const isNamed = typeof name === 'string' && name !== '';
      return (isNamed ? namedQuery : unnamedQuery)(config as string, ...(rest as [unknown[]]));
    }) as pg.Pool['query'];
  }

  override async end(): Promise<void> {
    await Promise.all([super.end(), this.named.end()]);
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
