import { type SQL, sql } from 'drizzle-orm';

/** A timestamp as epoch milliseconds, a JSON number: no timestamp text to parse, no session-zone dependence. */
export const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;
