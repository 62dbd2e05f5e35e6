import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows-of';

/**
 * What must hold in the database after any interleaving of bookings, drops, cancels and sweeps, on
 * any number of processes, and after a process died mid-transaction. Each query returns the rows
 * that break the rule (none when it holds), so a failure names the class, seat or user.
 */
export const INVARIANTS: Readonly<Record<string, SQL>> = {
  'no class over capacity': sql`
    select c.id as class_id, c.student_capacity, count(s.id)::int as live
    from group_classes c join group_class_students s on s.group_class_id = c.id and s.status <> 'CANCELLED'
    group by c.id having count(s.id) > c.student_capacity`,
  'no course over capacity': sql`
    select c.id as course_id, c.max_spots, count(s.id)::int as live
    from courses c join course_students s on s.course_id = c.id and s.status <> 'Cancelled'
    group by c.id having count(s.id) > c.max_spots`,
  'no live seat in a cancelled class': sql`
    select s.id as seat_id, s.group_class_id, s.status
    from group_class_students s join group_classes c on c.id = s.group_class_id
    where c.status = 'CANCELLED' and s.status <> 'CANCELLED'`,
  'no live seat in a cancelled course': sql`
    select s.id as seat_id, s.course_id, s.status
    from course_students s join courses c on c.id = s.course_id
    where c.status = 'Cancelled' and s.status <> 'Cancelled'`,
  'a live course seat has a live seat in each of its classes, a cancelled one none': sql`
    select cs.id as course_seat_id, cs.status, g.id as class_id, s.status as class_seat_status
    from course_students cs join group_classes g on g.course_id = cs.course_id
    left join group_class_students s on s.group_class_id = g.id and s.course_student_id = cs.id and s.status <> 'CANCELLED'
    where (cs.status <> 'Cancelled' and g.status <> 'CANCELLED' and s.id is null) or (cs.status = 'Cancelled' and s.id is not null)`,
  'a class of a live course is never cancelled alone': sql`
    select g.id as class_id, g.course_id, c.status as course_status
    from group_classes g join courses c on c.id = g.course_id
    where g.status = 'CANCELLED' and c.status <> 'Cancelled'`,
  'every class seat paid as a class is charged exactly once, a course class seat never': sql`
    select s.id as seat_id, s.course_student_id, count(l.id)::int as charges
    from group_class_students s left join ledger_entries l on l.group_class_student_id = s.id and l.kind = 'CLASS_PAYMENT'
    group by s.id having count(l.id) <> case when s.course_student_id is null then 1 else 0 end`,
  'every course seat is charged exactly once': sql`
    select s.id as course_seat_id, count(l.id)::int as charges
    from course_students s left join ledger_entries l on l.course_student_id = s.id and l.kind = 'COURSE_PAYMENT'
    group by s.id having count(l.id) <> 1`,
  'every charge and refund belongs to a seat': sql`
    select id, kind, user_id from ledger_entries
    where kind in ('CLASS_PAYMENT', 'COURSE_PAYMENT', 'REFUND') and group_class_student_id is null and course_student_id is null and lesson_id is null`,
  'a cancelled seat is refunded exactly its charge once, a live seat never': sql`
    with seats as (
      select 'class' as kind, s.id, s.status = 'CANCELLED' as cancelled, s.student_id
      from group_class_students s where s.course_student_id is null
      union all
      select 'course', s.id, s.status = 'Cancelled', s.student_id from course_students s
    ), money as (
      select seats.kind, seats.id, seats.cancelled, seats.student_id,
        coalesce(sum(l.amount) filter (where l.kind in ('CLASS_PAYMENT', 'COURSE_PAYMENT')), 0)::int as charged,
        coalesce(sum(l.amount) filter (where l.kind = 'REFUND'), 0)::int as refunded,
        count(l.id) filter (where l.kind = 'REFUND')::int as refunds,
        bool_and(l.user_id = seats.student_id) as own_wallet
      from seats left join ledger_entries l
        on (seats.kind = 'class' and l.group_class_student_id = seats.id) or (seats.kind = 'course' and l.course_student_id = seats.id)
      group by seats.kind, seats.id, seats.cancelled, seats.student_id
    )
    select * from money
    where own_wallet is not true
      or (cancelled and (refunds <> 1 or refunded <> -charged))
      or (not cancelled and refunds <> 0)`,
  // In id order: a charge takes its id under the wallet's lock. Only the race's own users (fixtures):
  // the demo seed writes a user's history in another order than it happened.
  'no negative balance at any ledger prefix of a user': sql`
    select user_id, id as entry_id, running from (
      select l.user_id, l.id, sum(l.amount) over (partition by l.user_id order by l.id) as running
      from ledger_entries l join users u on u.user_id = l.user_id where u.email like '%@fixture.test'
    ) prefixes where running < 0`,
  'no overlapping live class seats of one student': sql`
    select a.student_id, a.id as seat_a, b.id as seat_b
    from group_class_students a join group_classes ca on ca.id = a.group_class_id
    join group_class_students b on b.student_id = a.student_id and b.id > a.id
    join group_classes cb on cb.id = b.group_class_id
    where a.status <> 'CANCELLED' and b.status <> 'CANCELLED'
      and ca.start_time < cb.end_time and cb.start_time < ca.end_time`,
  // Classes a teacher scheduled through the console (sku GC-/GCC-, fixtures use sku-), of the race's teachers.
  'no overlapping live classes of one teacher among the classes teachers scheduled': sql`
    select a.teacher_id, a.id as class_a, b.id as class_b
    from group_classes a
    join group_classes b on b.teacher_id = a.teacher_id and b.id > a.id
    join users u on u.user_id = a.teacher_id and u.email like '%@fixture.test'
    where a.status <> 'CANCELLED' and b.status <> 'CANCELLED'
      and a.sku_id ~ '^GCC?-' and b.sku_id ~ '^GCC?-'
      and a.start_time < b.end_time and b.start_time < a.end_time`,
  'a teacher earning is reversed exactly once when its charge was refunded, never otherwise': sql`
    select e.id as earning_id, e.idempotency_key, count(r.id)::int as reversals,
      exists (select 1 from ledger_entries l where l.kind = 'REFUND' and l.idempotency_key = replace(e.idempotency_key, ':earning', ':refund')) as refunded
    from teacher_earnings e left join teacher_earnings r on r.reverses_id = e.id
    where e.kind = 'EARNING'
    group by e.id
    having count(r.id) <> case when exists (select 1 from ledger_entries l where l.kind = 'REFUND' and l.idempotency_key = replace(e.idempotency_key, ':earning', ':refund')) then 1 else 0 end`,
  'every teacher earning splits exactly the charge it was credited for': sql`
    select e.id as earning_id, e.gross_cents, l.amount
    from teacher_earnings e left join ledger_entries l on l.idempotency_key = replace(e.idempotency_key, ':earning', ':charge')
    where e.kind = 'EARNING' and (l.id is null or e.gross_cents <> -l.amount)`,
  'a gift code is used as often as it was redeemed, never beyond its max_uses': sql`
    select g.id as gift_code_id, g.uses, g.max_uses, count(r.id)::int as redemptions
    from gift_codes g left join gift_code_redemptions r on r.gift_code_id = g.id
    group by g.id having count(r.id) <> g.uses or g.uses > g.max_uses`,
  'every gift code redemption is credited exactly once, with its amount, and nothing else is': sql`
    select coalesce(r.id, 0) as redemption_id, l.id as ledger_id, r.amount_cents, l.amount
    from gift_code_redemptions r
    full join ledger_entries l on l.kind = 'GIFT_CODE' and l.idempotency_key = 'gift:' || r.gift_code_id || ':' || r.user_id
    where (l.kind = 'GIFT_CODE' or l.id is null) and (r.id is null or l.id is null or l.amount <> r.amount_cents or l.user_id <> r.user_id)`,
};

/** The rows breaking each invariant, by name (an empty list where it holds). */
export async function findViolations(db: Db): Promise<Record<string, unknown[]>> {
  const found: Record<string, unknown[]> = {};
  for (const [name, query] of Object.entries(INVARIANTS)) {
    found[name] = rowsOf<unknown>(await db.execute(query)).slice(0, 10);
  }
  return found;
}

/** Each user's balance: the sum of their ledger rows. */
export async function ledgerBalances(db: Db, userIds: readonly number[]): Promise<Map<number, number>> {
  const rows = rowsOf<{ user_id: number | string; balance: number }>(
    await db.execute(
      sql`select user_id, coalesce(sum(amount), 0)::int as balance from ledger_entries where user_id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )}) group by user_id`,
    ),
  );
  const balances = new Map(userIds.map((id) => [id, 0]));
  for (const row of rows) balances.set(Number(row.user_id), row.balance);
  return balances;
}
