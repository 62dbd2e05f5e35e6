import { afterEach } from 'vitest';

/**
 * node-postgres 8 warns (once per process) of what its next major refuses, such as a query sent on
 * a client still running one: inside a transaction every query shares one connection, so reads
 * started together there are queued, not parallel. The test during which such a warning arrives
 * fails, naming it.
 */
const PG_DEPRECATION = /pg@9|next major version of pg/;
const seen: { pgDeprecations?: string[] } = globalThis as never;
if (!seen.pgDeprecations) {
  const found: string[] = [];
  seen.pgDeprecations = found;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && PG_DEPRECATION.test(warning.message)) found.push(warning.message);
  });
}

afterEach(() => {
  const found = seen.pgDeprecations?.splice(0) ?? [];
  if (found.length > 0) throw new Error(`node-postgres deprecation: ${found.join('; ')}`);
});
