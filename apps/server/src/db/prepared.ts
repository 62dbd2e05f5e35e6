import { createHash } from 'node:crypto';
import { Placeholder, type SQL, is, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
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

/**
 * A list bound as one array parameter (write a cast after it: `${list}::int[]`), so a statement's
 * text is the same whatever the list's length, and a query with list filters is prepared like any
 * other. Drizzle writes a plain list in a template as one parameter per item, hence `sql.param`.
 */
export function bindList(name: string, values: readonly (number | string)[], bind: Bind): SQL | Placeholder {
  const bound = bind(name, [...values]);
  return is(bound, Placeholder) ? bound : sql`${sql.param(bound)}`;
}

/** `expression = any($n::type[])`, the list bound by `bindList`. */
export function equalsAny(
  expression: SQL | PgColumn,
  name: string,
  values: readonly (number | string)[],
  type: 'int' | 'bigint' | 'text',
  bind: Bind,
): SQL {
  return sql`${expression} = any(${bindList(name, values, bind)}::${sql.raw(type)}[])`;
}

interface Preparable<R> {
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<R> };
}

/**
 * Shapes prepared per family. A search's shape is which of its dozen optional filters are present;
 * the shapes people use are far fewer than the combinations, and a crafted mix stays bounded.
 */
export const MAX_SHAPES_PER_FAMILY = 64;

/**
 * Runs queries that are built at run time, with some values present or absent (a search's
 * filters), as prepared statements, one per shape: node-postgres parses each shape once per pooled
 * connection and the query text is built only the first time a shape is met, so a hot search
 * neither renders SQL nor makes PostgreSQL parse it again.
 *
 * `build(bind)` must pass every value that varies through `bind` (each name once; a list through
 * `bindList`); the names bound, in order, are the shape. A value that varies and is not bound would
 * be frozen into the first statement.
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
      // Past the cap a shape runs unnamed (parsed and planned each time), as an unprepared query
      // would: each named statement holds memory in every pooled connection for good.
      if (statements.size >= MAX_SHAPES_PER_FAMILY) return query.prepare('').execute(values);
      statement = query.prepare(`${family}_${createHash('sha1').update(shape).digest('base64url').slice(0, 16)}`);
      statements.set(shape, statement);
    }
    return statement.execute(values);
  };
}
