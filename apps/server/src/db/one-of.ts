import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * `column in ('A', 'B', ...)` for a CHECK constraint. DDL takes no bound parameters, so the values
 * are written into the SQL; they are code constants, and anything but a word (letters, digits, underscores) is
 * refused rather than quoted.
 */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  for (const value of values) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(value)) throw new Error(`CHECK value ${JSON.stringify(value)} is not a plain word`);
  }
  return sql`${column} in (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}
