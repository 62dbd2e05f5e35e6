import type { Db } from './database';

/**
 * A statement prepared once per database handle. With a name, node-postgres prepares it once per
 * pooled connection, so PostgreSQL parses and plans a hot statement once instead of per request.
 */
export function preparedPerDatabase<T>(prepare: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let statement = made.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      made.set(db, statement);
    }
    return statement;
  };
}
