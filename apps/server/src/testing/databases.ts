import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { openMigratedPglite } from './pglite-template';

const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export interface DatabaseTarget {
  readonly kind: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

const pgliteTarget: DatabaseTarget = {
  kind: 'pglite',
  open: openMigratedPglite,
};

/** A fresh, empty database on the PostgreSQL server of `adminUrl`: its URL, and `drop` to remove it. */
export async function createThrowawayDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * Connections of a suite's PostgreSQL pool (a quarter more go to its named-statement pool). Two test
 * files run at once (tooling/scripts/run-tests.mjs) against one server with the default 100
 * connections: at 60 (75 with the named pool), two race suites overlapping pushed it past 100, and
 * PostgreSQL refused clients ("too many clients already": 500s in the middle of a race). 32 still
 * runs 32 transactions at once, more than a race of 50 requests needs to collide.
 */
const TEST_POOL_SIZE = 32;

/** Each call makes a fresh database on the PostgreSQL server of TEST_DATABASE_URL, dropped on close. */
function postgresTarget(adminUrl: string): DatabaseTarget {
  return {
    kind: 'postgres',
    open: async () => {
      const throwaway = await createThrowawayDatabase(adminUrl);
      const database = await openDatabase({ url: throwaway.url }, { poolSize: TEST_POOL_SIZE });
      await database.migrate();
      return {
        ...database,
        close: async () => {
          await database.close();
          await throwaway.drop();
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseTargets: readonly DatabaseTarget[] = TEST_DATABASE_URL
  ? [pgliteTarget, postgresTarget(TEST_DATABASE_URL)]
  : [pgliteTarget];

let warned = false;
/**
 * Runs the suite once per database target with a migrated database in `ctx.database`.
 * Without TEST_DATABASE_URL it says, once, that the PostgreSQL runs were not made.
 */
export function describeEachDatabase(
  title: string,
  suite: (ctx: { readonly database: Database; readonly kind: DatabaseTarget['kind'] }) => void,
): void {
  if (!TEST_DATABASE_URL && !warned) {
    warned = true;
    console.warn('TEST_DATABASE_URL is not set: PostgreSQL suites were NOT run (PGlite only).');
  }
  for (const target of databaseTargets) {
    describe(`${title} [${target.kind}]`, () => {
      const ctx = { kind: target.kind } as { database: Database; kind: DatabaseTarget['kind'] };
      beforeAll(async () => {
        ctx.database = await target.open();
      });
      afterAll(async () => {
        await ctx.database.close();
      });
      suite(ctx);
    });
  }
}
