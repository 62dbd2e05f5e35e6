import { createHash } from 'node:crypto';
import { type Placeholder, sql } from 'drizzle-orm';
import type { Db } from './database';

/**
 * A statement prepared once per database handle. With a name, node-postgres prepares it once per
 * pooled connection, so PostgreSQL parses a hot statement once instead of per request, and, as
 * `openDatabase` runs named statements on connections set to generic plans, plans it once too.
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

/**
 * How a query takes a value that varies between runs: bound as is (`bindValue`), or as a named
 * placeholder whose value is supplied when a prepared statement runs (`statementPerShape`).
 */
export type Bind = <T>(name: string, value: T) => T | Placeholder;

export const bindValue: Bind = (_name, value) => value;

interface Preparable<R> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<R> };
}

/**
 * Runs queries that are built at run time, with some values present or absent (a search's
 * filters), as prepared statements, one per shape: node-postgres parses each shape once per pooled
 * connection and the query text is built only the first time a shape is met, so a hot search
 * neither renders SQL nor makes PostgreSQL parse it again.
 *
 * `build(bind)` must pass every value that varies through `bind` (each name once); the names bound,
 * in order, are the shape. A value that varies and is not bound (a list whose length changes the
 * text) would be frozen into the first statement, so such queries must not come here: run them
 * with `bindValue` instead.
 */
export function statementPerShape<R>(family: string): (db: Db, build: (bind: Bind) => Preparable<R>) => Promise<R> {
  const statementsOf = preparedPerDatabase(() => new Map<string, ReturnType<Preparable<R>['prepare']>>());
  return async (db, build) => {
    const values: Record<string, unknown> = {};
    const bind: Bind = (name, value) => {
      if (name in values) throw new Error(`${family}: "${name}" bound twice`);
      values[name] = value;
      return sql.placeholder(name);
    };
    const query = build(bind);
    const shape = Object.keys(values).join(',');
    const statements = statementsOf(db);
    let statement = statements.get(shape);
    if (!statement) {
      statement = query.prepare(`${family}_${createHash('sha1').update(shape).digest('base64url').slice(0, 16)}`);
      statements.set(shape, statement);
    }
    return statement.execute(values);
  };
}
