import { MeetingRoomSchema } from '@app/api';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { classSeatChargeKey, classSeatRefundKey, courseSeatChargeKey } from '../money/ledger';
import { describeEachDatabase } from '../testing/databases';
import { LARGE_EMAIL_DOMAIN, type SeedLargeCounts, seedLarge } from './seed-large';
import { seedDemoData } from './seed-demo';
import { rowsOf } from '../db/rows-of';
import { createMemoryStorage } from '../storage/memory-storage';

const NOW = Date.UTC(2026, 2, 10, 14, 17);

describeEachDatabase('seedLarge (small sizes)', (ctx) => {
  let counts: SeedLargeCounts;
  const rows = async <T>(query: SQL): Promise<T[]> => rowsOf<T>(await ctx.database.db.execute(query));
  const num = async (query: SQL): Promise<number> => Number((await rows<{ n: unknown }>(query))[0]?.n);
  const at = sql`${new Date(NOW).toISOString()}::timestamptz`;
  const bench = sql`sku_id like 'BENCH-%'`;

  beforeAll(async () => {
    // On top of the demo, as the benchmark runs it.
    await seedDemoData({ db: ctx.database.db, now: NOW, passwordHash: 'not-a-real-hash', storage: createMemoryStorage() });
    counts = await seedLarge({ db: ctx.database.db, now: NOW, teachers: 30, students: 500, classes: 1_200, courses: 10 });
  }, 120_000);

  it('writes exactly the sizes asked for', () => {
    expect(counts).toMatchObject({
      teachers: 30,
      students: 500,
      topics: 30 * 4 + 10,
      classes: 1_200,
      courses: 10,
      course_classes: 40,
      open_slots: 30 * 24,
    });
    expect(counts.seats).toBeGreaterThan(1_200 * 2);
    expect(counts.reviews).toBeGreaterThan(100);
  });

  it('reviews only seats of finished classes, after their end, and rates each teacher by the mean of her reviews', async () => {
    expect(
      await num(sql`
        select count(*) as n from reviews r join group_class_students s on s.id = r.group_class_student_id join group_classes c on c.id = s.group_class_id
          join users u on u.user_id = c.teacher_id
        where c.status = 'FINISHED' and s.status <> 'CANCELLED' and r.create_time >= c.end_time and r.student_id = s.student_id and r.teacher_id = c.teacher_id
          -- The large seed's own teachers: the database may hold the demo's reviews too.
          and u.email like '%@' || ${LARGE_EMAIL_DOMAIN}`),
    ).toBe(counts.reviews);
    expect(
      await num(sql`
        select count(*) as n from teachers t join users u on u.user_id = t.user_id
        where u.email like '%@' || ${LARGE_EMAIL_DOMAIN} and t.overall_rating <> coalesce((select round(avg(rating), 2) from reviews r where r.teacher_id = t.user_id), 0)`),
    ).toBe(0);
  });

  it('keeps classes real: 60 minutes, 6 spots, statuses that match the time, no teacher teaching two at once', async () => {
    expect(
      await num(
        sql`select count(*) as n from group_classes where ${bench} and (end_time - start_time <> interval '60 minutes' or student_capacity <> 6 or zoom_link <> '' or zoom_account <> '')`,
      ),
    ).toBe(0);
    // Every bench teacher meets in a default room a teacher could have entered.
    expect(
      await num(sql`select count(*) as n from teachers t where not exists (select 1 from teacher_rooms r where r.teacher_id = t.user_id)`),
    ).toBe(0);
    const rooms = await rows<{ account: string; pass_code: string; link: string }>(sql`select account, pass_code, link from teacher_rooms`);
    for (const room of rooms) expect(MeetingRoomSchema.safeParse(room).success).toBe(true);
    expect(await num(sql`select count(*) as n from group_classes where ${bench} and status = 'FINISHED' and end_time > ${at}`)).toBe(0);
    expect(
      await num(
        sql`select count(*) as n from group_classes where ${bench} and status in ('UPCOMING', 'READY_FOR_SCHEDULE') and end_time <= ${at}`,
      ),
    ).toBe(0);
    expect(
      await num(
        sql`select count(*) as n from group_classes where sku_id ~ '^BENCH-[0-9]+$' and (start_time < ${at} - interval '49 hours' or start_time > ${at} + interval '31 days')`,
      ),
    ).toBe(0);
    expect(await num(sql`select count(*) as n from group_classes where ${bench} and status = 'CANCELLED' and update_by = 'AUTO'`)).toBe(
      1_200 / 40,
    );
    expect(
      await num(sql`
      select count(*) as n from group_classes a join group_classes b on a.teacher_id = b.teacher_id and a.id < b.id
      where a.sku_id like 'BENCH-%' and a.start_time < b.end_time and b.start_time < a.end_time`),
    ).toBe(0);
    expect(
      await num(
        sql`select count(*) as n from group_classes c where ${bench} and (select count(*) from group_class_students s where s.group_class_id = c.id and s.status <> 'CANCELLED') > 6`,
      ),
    ).toBe(0);
    expect(
      await num(
        sql`select count(*) as n from group_classes c where ${bench} and status = 'UPCOMING' and not exists (select 1 from group_class_students s where s.group_class_id = c.id)`,
      ),
    ).toBe(0);
  });

  it("gives every class and course (demo and large) its topic's language, for the search indexes", async () => {
    expect(await num(sql`select count(*) as n from group_classes`)).toBeGreaterThan(1_200);
    expect(
      await num(sql`select count(*) as n from group_classes c join topics t on t.id = c.topic_id where c.language <> t.language`),
    ).toBe(0);
    expect(await num(sql`select count(*) as n from courses c join topics t on t.id = c.topic_id where c.language <> t.language`)).toBe(0);
  });

  it('pays every seat with the booking code’s idempotency keys and leaves no balance negative', async () => {
    const [seat] = await rows<{ id: unknown; charge: string; refund: string | null; status: string }>(sql`
      select s.id, c.idempotency_key as charge, r.idempotency_key as refund, s.status from group_class_students s
      join group_classes g on g.id = s.group_class_id and g.sku_id ~ '^BENCH-[0-9]+$'
      join ledger_entries c on c.group_class_student_id = s.id and c.kind = 'CLASS_PAYMENT'
      left join ledger_entries r on r.group_class_student_id = s.id and r.kind = 'REFUND'
      where s.status = 'CANCELLED' limit 1`);
    expect(seat?.charge).toBe(classSeatChargeKey(Number(seat?.id)));
    expect(seat?.refund).toBe(classSeatRefundKey(Number(seat?.id)));
    expect(
      await num(
        sql`select count(*) as n from group_class_students s join group_classes g on g.id = s.group_class_id and g.sku_id ~ '^BENCH-[0-9]+$' where not exists (select 1 from ledger_entries l where l.group_class_student_id = s.id and l.amount = -g.price)`,
      ),
    ).toBe(0);
    const [course] = await rows<{ id: unknown; key: string }>(
      sql`select s.id, l.idempotency_key as key from course_students s join ledger_entries l on l.course_student_id = s.id join courses k on k.id = s.course_id join group_classes g on g.course_id = k.id and g.sku_id like 'BENCH-COURSE-%' limit 1`,
    );
    expect(course?.key).toBe(courseSeatChargeKey(Number(course?.id)));
    expect(
      await num(sql`select count(*) as n from (select user_id, sum(amount) as b from ledger_entries group by user_id) x where b < 0`),
    ).toBe(0); // Every seat in a course class is linked to a course seat of the same student in that course; single-class seats never are.
    expect(
      await num(sql`
      select count(*) as n from group_class_students s join group_classes c on c.id = s.group_class_id
      left join course_students cs on cs.id = s.course_student_id
      where (c.course_id is null) <> (s.course_student_id is null) or (cs.id is not null and (cs.course_id <> c.course_id or cs.student_id <> s.student_id))`),
    ).toBe(0);
  });

  it('refuses to add the large data set twice', async () => {
    await expect(seedLarge({ db: ctx.database.db, now: NOW, teachers: 30, students: 500, classes: 1_200 })).rejects.toThrow('already');
  });

  it('refuses sizes it cannot honour', async () => {
    await expect(seedLarge({ db: ctx.database.db, now: NOW, teachers: 0, students: 500, classes: 10 })).rejects.toThrow(RangeError);
    await expect(seedLarge({ db: ctx.database.db, now: NOW, teachers: 5, students: 500, classes: -1 })).rejects.toThrow(RangeError);
    await expect(seedLarge({ db: ctx.database.db, now: NOW, teachers: 5, students: 500, classes: 10, courses: 6 })).rejects.toThrow(
      RangeError,
    );
  });
});
