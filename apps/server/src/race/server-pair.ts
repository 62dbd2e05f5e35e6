import { afterAll, beforeAll } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { createThrowawayDatabase } from '../testing/databases';
import { assertServerBuilt, freePort, type ServerProcess, startServerProcess } from './server-process';

export interface ServerPair {
  /** Both processes, once started; throws inside a test if they did not start. */
  readonly servers: () => readonly [ServerProcess, ServerProcess];
  /** The test's own connection to the processes' database, for fixtures and invariants. */
  readonly database: () => Database;
  /** The base URL of the process that takes request `i` (even to the first, odd to the second). */
  readonly on: (i: number) => string;
}

/**
 * Two built server processes on one throwaway PostgreSQL database, as behind a load balancer, for
 * the spec file (DESIGN.md "Growing past one machine"). `env` (the test's environment and its
 * additions) is read when they start, after any earlier `beforeAll` (an SMTP server's address).
 */
export function useServerPair({
  databaseUrl,
  env,
  poolSize = 8,
}: {
  databaseUrl: string;
  env: () => NodeJS.ProcessEnv;
  poolSize?: number;
}): ServerPair {
  let throwaway: Awaited<ReturnType<typeof createThrowawayDatabase>> | undefined;
  let database: Database | undefined;
  let started: [ServerProcess, ServerProcess] | undefined;

  beforeAll(async () => {
    assertServerBuilt();
    throwaway = await createThrowawayDatabase(databaseUrl);
    const url = throwaway.url;
    const [first, second] = await Promise.all([freePort(), freePort()]);
    const extra = env();
    const pair: [ServerProcess, ServerProcess] = [
      startServerProcess({ databaseUrl: url, port: first, env: extra }),
      startServerProcess({ databaseUrl: url, port: second, env: extra }),
    ];
    started = pair;
    await Promise.all(pair.map((s) => s.ready));
    database = await openDatabase({ url }, { poolSize });
  }, 180_000);

  afterAll(async () => {
    await Promise.all((started ?? []).map((s) => s.stop()));
    await database?.close();
    await throwaway?.drop();
  });

  const servers = () => {
    if (!started || !database) throw new Error('the two server processes did not start');
    return started;
  };
  return {
    servers,
    database: () => {
      servers();
      if (!database) throw new Error('the database is not open');
      return database;
    },
    on: (i) => servers()[i % 2 === 0 ? 0 : 1].url,
  };
}
