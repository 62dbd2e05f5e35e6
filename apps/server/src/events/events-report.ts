import { type EventsReport, FUNNEL_STEPS } from '@app/api';
import { assignExperimentGroup, DAY_MS, EXPERIMENT_NAMES, EXPERIMENT_TEST_GROUP } from '@app/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows-of';
import { users } from '../db/schema-accounts';

/** The UTC midnight that starts the window of `days` days ending today (inclusive). */
export function reportWindowStart(now: number, days: number): number {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  return today - (days - 1) * DAY_MS;
}

interface DayRow {
  day: string;
  name: string;
  count: number;
}
interface FunnelRow {
  topic_view: number;
  book_click: number;
  payment_view: number;
  paid: number;
}

/**
 * The staff report, aggregated in SQL: events per UTC day and name, and the booking funnel
 * counted per visitor (browser key, else user id): a visitor reaches a step only when they also
 * reached every earlier step in the window, so each rate is at most 100 %. A visitor has paid when
 * a user their events were sent as was charged for a class, course or lesson in the window.
 */
export async function buildEventsReport(db: Db, { now, days }: { now: number; days: number }): Promise<EventsReport> {
  const from = new Date(reportWindowStart(now, days));
  const to = new Date(now);

  const byDay = await db.execute(sql`
    select to_char(received_at at time zone 'UTC', 'YYYY-MM-DD') as day, name, count(*)::int as count
    from analytics_events
    where received_at >= ${from} and received_at <= ${to}
    group by 1, 2
    order by 1, 2`);

  // The paid step counts money actually charged (ledger payments in the window), never the
  // client's `purchase` events, which anyone can send.
  const funnel = await db.execute(sql`
    with paying as (
      select distinct user_id from ledger_entries
      where kind in ('CLASS_PAYMENT', 'COURSE_PAYMENT', 'LESSON_PAYMENT') and amount < 0 and created_at >= ${from} and created_at <= ${to}
    )
    select
      count(*) filter (where t)::int as topic_view,
      count(*) filter (where t and b)::int as book_click,
      count(*) filter (where t and b and p)::int as payment_view,
      count(*) filter (where t and b and p and d)::int as paid
    from (
      select
        coalesce(browser_key, 'user:' || user_id::text, 'event:' || event_id) as visitor,
        bool_or(name = 'page_view' and props->>'page' in ('topic', 'course')) as t,
        bool_or(name = 'book_click') as b,
        bool_or(name = 'page_view' and props->>'page' = 'payment') as p,
        bool_or(user_id in (select user_id from paying)) as d
      from analytics_events
      where received_at >= ${from} and received_at <= ${to} and name in ('page_view', 'book_click')
      group by 1
    ) visitors`);

  const dayRows = rowsOf<DayRow>(byDay).map((r) => ({ day: r.day, name: r.name, count: r.count }));
  const totals = new Map<string, number>();
  for (const r of dayRows) totals.set(r.name, (totals.get(r.name) ?? 0) + r.count);
  const f = rowsOf<FunnelRow>(funnel)[0] ?? { topic_view: 0, book_click: 0, payment_view: 0, paid: 0 };

  return {
    from: from.toISOString(),
    to: to.toISOString(),
    days: Array.from({ length: days }, (_, i) => new Date(from.getTime() + i * DAY_MS).toISOString().slice(0, 10)),
    by_day: dayRows,
    totals: [...totals].map(([name, count]) => ({ name, count })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    funnel: FUNNEL_STEPS.map((step, i) => {
      const visitors = f[step];
      const before = FUNNEL_STEPS[i - 1];
      const previous = before === undefined ? null : f[before];
      return { step, visitors, rate: previous === null || previous === 0 ? null : visitors / previous };
    }),
    experiments: await experimentSplit(db),
  };
}

/** 001 §9: how every user splits between the groups of each experiment (`assignExperimentGroup`). */
async function experimentSplit(db: Db): Promise<EventsReport['experiments']> {
  const ids = await db.select({ user_id: users.user_id }).from(users);
  return Object.values(EXPERIMENT_NAMES).map((name) => {
    const test = ids.filter((u) => assignExperimentGroup({ userId: u.user_id, experimentName: name }) === EXPERIMENT_TEST_GROUP).length;
    return { experiment_name: name, test_group: test, control_group: ids.length - test };
  });
}
