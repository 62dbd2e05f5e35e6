import { DAY_MS, getLocalWeekHourRanges } from '@app/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../testing/databases';
import { bindValue } from './prepared';
import { rowsOf } from './rows-of';
import { LOCAL_TIME_LOOKUP_MS, localWeekHourCondition } from './time-sql';

const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Australia/Sydney', 'Asia/Kathmandu', 'Australia/Lord_Howe', 'America/St_Johns'];

/** 2026's DST changes of the zones above, where `now` is drawn around. */
const CHANGES = [
  Date.UTC(2026, 2, 8, 7),
  Date.UTC(2026, 2, 29, 1),
  Date.UTC(2026, 3, 4, 15),
  Date.UTC(2026, 9, 3, 16),
  Date.UTC(2026, 9, 25, 1),
  Date.UTC(2026, 10, 1, 6),
];

const WEEKDAY_INDEX: Record<string, number> = { Mon: 0, Tue: 1, Wed: 2, Thu: 3, Fri: 4, Sat: 5, Sun: 6 };

/** The oracle: the instant's weekday (0 = Monday) and hour in the zone, read with Intl. */
function wallClock(t: number, zone: string): { weekday: number; hour: number } {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'short', hour: 'numeric', hourCycle: 'h23' }).formatToParts(t);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: WEEKDAY_INDEX[part('weekday')] ?? -1, hour: Number(part('hour')) };
}

const caseArb = fc.record({
  zone: fc.constantFrom(...ZONES),
  now: fc.oneof(
    fc.tuple(fc.constantFrom(...CHANGES), fc.integer({ min: -70 * DAY_MS, max: 10 * DAY_MS })).map(([at, offset]) => at + offset),
    fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) }),
  ),
  weekdays: fc.option(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }), { nil: undefined }),
  hours: fc.option(fc.uniqueArray(fc.integer({ min: 0, max: 23 }), { minLength: 1, maxLength: 24 }), { nil: undefined }),
  later: fc.array(fc.integer({ min: 0, max: 2 * LOCAL_TIME_LOOKUP_MS }), { minLength: 5, maxLength: 20 }),
});

describeEachDatabase('localWeekHourCondition: local weekday and hour filters in SQL', (ctx) => {
  it('property: a start from now on matches exactly when its wall clock in the zone does (an earlier one never), at every interval edge, inside and past the lookup', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ zone, now, weekdays, hours, later }) => {
        if (!weekdays && !hours) return;
        const edges = getLocalWeekHourRanges({ from: now, to: now + LOCAL_TIME_LOOKUP_MS, zone, weekdays, hours }).flatMap((r) => [
          r.start - 1,
          r.start,
          r.end - 1,
          r.end,
        ]);
        const lookupEnd = now + LOCAL_TIME_LOOKUP_MS;
        const instants = [...edges.slice(0, 40), ...edges.slice(-8), lookupEnd - 1, lookupEnd, ...later.map((d) => now + d)];
        const condition = localWeekHourCondition(sql`x.at`, { now, zone, weekdays, hours }, bindValue);
        const rows = rowsOf<{ ms: string; hit: boolean }>(
          await ctx.database.db.execute(
            sql`select (extract(epoch from x.at) * 1000)::bigint::text as ms, ${condition} as hit from unnest(${sql.param(instants.map((t) => new Date(t).toISOString()))}::timestamptz[]) as x(at)`,
          ),
        );
        for (const row of rows) {
          const t = Number(row.ms);
          const local = wallClock(t, zone);
          const expected = t >= now && (!weekdays || weekdays.includes(local.weekday)) && (!hours || hours.includes(local.hour));
          expect({ at: new Date(t).toISOString(), zone, hit: row.hit }).toEqual({ at: new Date(t).toISOString(), zone, hit: expected });
        }
      }),
      { numRuns: 40 },
    );
  });
});
