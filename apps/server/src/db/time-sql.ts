import { AVAILABILITY_HORIZON_MS, getLocalWeekHourRanges } from '@app/domain';
import { type SQL, and, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Bind, equalsAny } from './prepared';

/**
 * How far ahead the weekday and hour filters compare starts with precomputed intervals: the teacher
 * slots' horizon, which also holds the classes a search meets first.
 */
export const LOCAL_TIME_LOOKUP_MS = AVAILABILITY_HORIZON_MS;

/** A timestamp as epoch milliseconds, a JSON number: no timestamp text to parse, no session-zone dependence. */
export const epochMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

/**
 * A timestamp as the text `Date.prototype.toISOString` writes (`2026-11-24T09:30:00.000Z`), for JSON
 * rendered by PostgreSQL: UTC whatever the session's zone, always three fraction digits.
 */
export const isoTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The local weekday and hour filters (weekday 0 = Monday, hours 0..23 in `zone`) on a timestamp
 * column. Starts in the coming `LOCAL_TIME_LOOKUP_MS` are compared with the UTC intervals the domain
 * computes (`getLocalWeekHourRanges`): a lookup in one multirange instead of the zone's rules read
 * for every row, which was most of a filtered search's time. A later start (a class months ahead) is
 * still read in the zone by the database. Both lists may be given; an absent one allows everything.
 * A start before `now` never matches: every caller looks from now on.
 */
export function localWeekHourCondition(
  column: PgColumn | SQL,
  {
    now,
    zone,
    weekdays,
    hours,
  }: { now: number; zone: string; weekdays?: readonly number[] | undefined; hours?: readonly number[] | undefined },
  bind: Bind,
): SQL {
  const until = now + LOCAL_TIME_LOOKUP_MS;
  const ranges = getLocalWeekHourRanges({ from: now, to: until, zone, weekdays, hours });
  const multirange = `{${ranges.map((r) => `[${new Date(r.start).toISOString()},${new Date(r.end).toISOString()})`).join(',')}}`;
  const local = sql`(${column} at time zone ${bind('zone', zone)})`;
  const exact = [
    ...(weekdays ? [equalsAny(sql`(extract(isodow from ${local})::int - 1)`, 'weekdays', weekdays, 'int', bind)] : []),
    ...(hours ? [equalsAny(sql`extract(hour from ${local})::int`, 'hours', hours, 'int', bind)] : []),
  ];
  const lookupUntil = bind('week_hours_until', new Date(until));
  return sql`((${column} < ${lookupUntil} and ${bind('week_hours', multirange)}::tstzmultirange @> ${column}) or (${column} >= ${lookupUntil} and ${and(...exact) ?? sql`true`}))`;
}
