import { type SQL, sql } from 'drizzle-orm';

/** A timestamp as epoch milliseconds, a JSON number: no timestamp text to parse, no session-zone dependence. */
export const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

/**
 * A timestamp as the text `Date.prototype.toISOString` writes (`2026-11-24T09:30:00.000Z`), for JSON
 * rendered by PostgreSQL: UTC whatever the session's zone, always three fraction digits.
 */
export const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
