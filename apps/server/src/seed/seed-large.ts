import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { classSeatChargeKey, classSeatRefundKey, courseSeatChargeKey } from '../money/ledger';
import { SEED_CATEGORIES, SEED_COUNTRIES, SEED_FEATURE_TOGGLES, SEED_LANGUAGES } from './data/reference';
import { COURSE_TEMPLATES, TOPIC_TEMPLATES } from './data/topics';
import { rowsOf } from '../db/rows-of';

/** Emails of the generated people: `bench-t{n}@bench.test` (teachers), `bench-s{n}@bench.test` (students). */
export const LARGE_EMAIL_DOMAIN = 'bench.test';
export const largeTeacherEmail = (n: number): string => `bench-t${n}@${LARGE_EMAIL_DOMAIN}`;
export const largeStudentEmail = (n: number): string => `bench-s${n}@${LARGE_EMAIL_DOMAIN}`;

export interface SeedLargeOptions {
  readonly db: Db;
  readonly now: number;
  /** Single group classes (not counting the classes of courses). */
  readonly classes: number;
  readonly teachers: number;
  readonly students: number;
  /** Courses of 4 weekly classes each; default one for every other teacher. */
  readonly courses?: number;
  /** Hash every generated user gets (e.g. the demo password's), so a benchmark can sign in; default: nobody can. */
  readonly passwordHash?: string;
}

export type SeedLargeCounts = Readonly<
  Record<
    | 'teachers'
    | 'students'
    | 'topics'
    | 'classes'
    | 'course_classes'
    | 'courses'
    | 'seats'
    | 'course_seats'
    | 'ledger_entries'
    | 'open_slots'
    | 'reviews',
    number
  >
>;

/** The ten languages generated teachers teach. */
const LARGE_LANGUAGES = SEED_LANGUAGES.slice(0, 10).map((l) => l.text_code);

/** `array[$1, $2, ...]::type[]`: the values bound as parameters, never spliced into the SQL text. */
function arrayOf(values: readonly (string | number)[], type: 'text' | 'int'): SQL {
  return sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}

/** A deterministic spread of a bigint expression over 0..2^32-1 (Knuth's multiplicative hash). */
const spread = (expr: SQL, salt: number): SQL => sql`((((${expr})::bigint + ${salt}) * 2654435761) % 4294967296)`;

/**
 * Generates a LARGE data set for the benchmark (`pnpm bench:api`): teachers with languages, topics,
 * open slots and reviews; students with credit; single classes spread over two days back and 30
 * days ahead (each teacher's classes on distinct hours), 0..6 seats each with their ledger charges
 * and refunds; courses of 4 weekly classes with their course seats. Every row is made by
 * `INSERT ... SELECT generate_series(...)` inside PostgreSQL with arithmetic hashing, so it is fast and
 * the same on every run. Meant for PostgreSQL (PGlite works for small sizes but is slow). It adds to
 * whatever is there (the demo seed, typically) and refuses to run twice on one database.
 * Students' seats and teachers' open slots are not checked against other classes for overlaps:
 * the data exercises search and booking checks, not demos.
 */
export async function seedLarge({
  db,
  now,
  classes,
  teachers,
  students,
  courses = Math.floor(teachers / 2),
  passwordHash = '!',
}: SeedLargeOptions): Promise<SeedLargeCounts> {
  for (const [name, value] of Object.entries({ classes, teachers, students, courses })) {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer`);
  }
  // Seat k of a class goes to student (c * 7919 + k * 104729) mod S: distinct for k = 1..6 when S >= 7 and S is not a multiple of the prime 104729.
  if (teachers < 1 || students < 7 || students % 104_729 === 0)
    throw new RangeError('seedLarge needs at least 1 teacher and 7 students (not a multiple of 104729)');
  if (courses > teachers) throw new RangeError('seedLarge makes at most one course per teacher');

  return db.transaction(async (tx) => {
    const exists = await tx.execute(sql`select 1 from users where email = ${largeTeacherEmail(1)} limit 1`);
    if (rowsOf(exists).length > 0) throw new Error('The large data set is already in this database.');

    const at = sql`${new Date(now).toISOString()}::timestamptz`;
    const hour0 = sql`date_trunc('hour', ${at})`;
    const langs = arrayOf(LARGE_LANGUAGES, 'text');
    const nLangs = LARGE_LANGUAGES.length;
    const countryIds = arrayOf(
      SEED_COUNTRIES.map((c) => c.id),
      'int',
    );
    const zones = arrayOf(
      SEED_COUNTRIES.map((c) => c.zone),
      'text',
    );
    const nCountries = SEED_COUNTRIES.length;
    const topicTemplates = TOPIC_TEMPLATES.filter((t) => !t.languages);
    const titles = arrayOf(
      topicTemplates.map((t) => t.title),
      'text',
    );
    const descriptions = arrayOf(
      topicTemplates.map((t) => t.description),
      'text',
    );
    const cats = arrayOf(
      topicTemplates.map((t) => t.category),
      'text',
    );
    const tagCodes = arrayOf(
      topicTemplates.map((t) => t.tag),
      'text',
    );
    const nTemplates = topicTemplates.length;

    // Reference rows the generated data points at (already there after the demo seed).
    await tx.execute(
      sql`insert into languages (text_code, name, popular_rank) select * from unnest(${arrayOf(
        SEED_LANGUAGES.map((l) => l.text_code),
        'text',
      )}, ${arrayOf(
        SEED_LANGUAGES.map((l) => l.name),
        'text',
      )}, ${arrayOf(
        SEED_LANGUAGES.map((l) => l.popular_rank ?? -1),
        'int',
      )}) on conflict do nothing`,
    );
    await tx.execute(sql`update languages set popular_rank = null where popular_rank = -1`);
    await tx.execute(
      sql`insert into categories (code, name, position) select * from unnest(${arrayOf(
        SEED_CATEGORIES.map((c) => c.code),
        'text',
      )}, ${arrayOf(
        SEED_CATEGORIES.map((c) => c.name),
        'text',
      )}, ${arrayOf(
        SEED_CATEGORIES.map((_, i) => i + 1),
        'int',
      )}) on conflict do nothing`,
    );
    const allTags = SEED_CATEGORIES.flatMap((c) => c.tags.map((t, i) => ({ ...t, category: c.code, position: i + 1 })));
    await tx.execute(
      sql`insert into tags (code, category_code, name, position) select * from unnest(${arrayOf(
        allTags.map((t) => t.code),
        'text',
      )}, ${arrayOf(
        allTags.map((t) => t.category),
        'text',
      )}, ${arrayOf(
        allTags.map((t) => t.name),
        'text',
      )}, ${arrayOf(
        allTags.map((t) => t.position),
        'int',
      )}) on conflict do nothing`,
    );
    await tx.execute(
      sql`insert into countries (id, code, name, slug) select * from unnest(${countryIds}, ${arrayOf(
        SEED_COUNTRIES.map((c) => c.code),
        'text',
      )}, ${arrayOf(
        SEED_COUNTRIES.map((c) => c.name),
        'text',
      )}, ${arrayOf(
        SEED_COUNTRIES.map((c) => c.slug),
        'text',
      )}) on conflict do nothing`,
    );
    await tx.execute(sql`
      insert into feature_toggles (name, enabled, updated_at)
      select x.name, x.enabled, ${at} from unnest(${arrayOf(
        SEED_FEATURE_TOGGLES.map((t) => t.name),
        'text',
      )}, ${sql`array[${sql.join(
        SEED_FEATURE_TOGGLES.map((t) => sql`${t.enabled}`),
        sql`, `,
      )}]::boolean[]`}) as x(name, enabled)
      on conflict do nothing`);

    // People. `n` is the person's number, read back from the email where later statements need it.
    await tx.execute(sql`
      insert into users (email, password_hash, nickname, avatar_file_name, origin_country_id, timezone_iana, register_status, is_confirm_email, role, is_pro, created_at)
      select 'bench-t' || g || '@' || ${LARGE_EMAIL_DOMAIN}, ${passwordHash}, 'Teacher ' || g, '/api/assets/avatars/teacher-' || g || '.svg',
        (${countryIds})[1 + g % ${nCountries}], (${zones})[1 + g % ${nCountries}], 5, true, 'TEACHER', g % 3 <> 0, ${at} - ((g % 1000) + 30) * interval '1 day'
      from generate_series(1, ${teachers}) g`);
    await tx.execute(sql`
      insert into users (email, password_hash, nickname, avatar_file_name, origin_country_id, timezone_iana, register_status, is_confirm_email, role, created_at)
      select 'bench-s' || g || '@' || ${LARGE_EMAIL_DOMAIN}, ${passwordHash}, 'Student ' || g, case when g % 5 = 0 then null else '/api/assets/avatars/student-' || g || '.svg' end,
        (${countryIds})[1 + (g * 7) % ${nCountries}], (${zones})[1 + (g * 7) % ${nCountries}], 5, true, 'STUDENT', ${at} - (g % 700) * interval '1 day'
      from generate_series(1, ${students}) g`);
    // Number -> user id, as indexed temporary tables (dropped at commit) for the joins below.
    for (const prefix of ['t', 's'] as const) {
      await tx.execute(
        sql`create temporary table ${sql.raw(`seed_large_${prefix}`)} (n int primary key, user_id bigint not null unique) on commit drop`,
      );
      await tx.execute(sql`
        insert into ${sql.raw(`seed_large_${prefix}`)} (n, user_id)
        select substring(email from ${`^bench-${prefix}([0-9]+)@`})::int, user_id from users where email like ${`bench-${prefix}%@${LARGE_EMAIL_DOMAIN}`}`);
      await tx.execute(sql`analyze ${sql.raw(`seed_large_${prefix}`)}`);
    }
    const people = (prefix: 't' | 's'): SQL => sql.raw(`seed_large_${prefix}`);

    await tx.execute(sql`
      insert into teachers (user_id, short_signature, about_teacher, overall_rating, pro_rating, tutor_rating, session_count, student_count, first_valid_time,
        instant_now, instant_booking, has_trial, min_price, trial_price, trial_session_count, is_new, video_pic_url, course_categories, course_tags)
      select t.user_id, 'Teacher of ' || initcap((${langs})[1 + t.n % ${nLangs}]),
        'I teach ' || initcap((${langs})[1 + t.n % ${nLangs}]) || ' to adults and teenagers. Lessons focus on speaking, with notes after every class.',
        4.5 + (${spread(sql`t.n`, 1)} % 50) / 100.0, 4.4 + (${spread(sql`t.n`, 2)} % 60) / 100.0, 4.4 + (${spread(sql`t.n`, 3)} % 60) / 100.0,
        ${spread(sql`t.n`, 4)} % 5000, ${spread(sql`t.n`, 5)} % 800,
        case when t.n % 40 = 0 then ${at} - (t.n % 20) * interval '1 day' else ${at} - (60 + t.n % 2000) * interval '1 day' end,
        t.n % 50 = 0, t.n % 4 = 0, t.n % 7 <> 0, 800 + (${spread(sql`t.n`, 6)} % 37) * 100, 100 + (t.n % 9) * 100, 1, t.n % 40 = 0,
        '/api/assets/posters/teacher-' || t.n || '.svg', array[(${cats})[1 + t.n % ${nTemplates}]], array[(${tagCodes})[1 + t.n % ${nTemplates}]]
      from ${people('t')} t`);
    await tx.execute(sql`
      insert into teacher_languages (teacher_id, language, level, teaches)
      select t.user_id, (${langs})[1 + t.n % ${nLangs}], 7, true from ${people('t')} t
      union all
      select t.user_id, case when (${langs})[1 + t.n % ${nLangs}] = 'english' then 'spanish' else 'english' end, 3 + t.n % 4, false from ${people('t')} t`);
    await tx.execute(sql`
      insert into user_languages (user_id, language, level, is_learning, position)
      select s.user_id, (${langs})[1 + (s.n * 3) % ${nLangs}], 1 + s.n % 5, true, 0 from ${people('s')} s`);
    await tx.execute(sql`
      insert into teacher_open_slots (teacher_id, start_time)
      select t.user_id, ${hour0} + interval '1 hour' + ((t.n * 13 + k * 5) % (14 * 24 * 2)) * interval '30 minutes'
      from ${people('t')} t cross join generate_series(1, 24) k on conflict do nothing`);
    await tx.execute(
      sql`update teachers t set first_available_time = (select min(start_time) from teacher_open_slots s where s.teacher_id = t.user_id) where t.user_id in (select user_id from ${people('t')} x)`,
    );

    // Topics: four per teacher, in the teacher's language; then one course topic for each course.
    await tx.execute(sql`
      insert into topics (teacher_id, title, description, outcome_desc, language, language_level, duration, student_capacity, category, tag, price, status, is_course, created_at)
      select t.user_id, (${titles})[x.i], (${descriptions})[x.i], '', (${langs})[1 + t.n % ${nLangs}], 1 + (${spread(sql`t.n * 4 + k`, 7)} % 6), 60, 6,
        (${cats})[x.i], (${tagCodes})[x.i], 600 + (${spread(sql`t.n * 4 + k`, 8)} % 40) * 50, 'APPROVE', false, ${at} - interval '60 days'
      from ${people('t')} t cross join generate_series(1, 4) k cross join lateral (select 1 + (${spread(sql`t.n * 4 + k`, 9)} % ${nTemplates})::int as i) x`);
    const courseTemplate = COURSE_TEMPLATES[0];
    if (courses > 0 && courseTemplate) {
      await tx.execute(sql`
        insert into topics (teacher_id, title, description, outcome_desc, language, language_level, duration, student_capacity, category, tag, price, status, is_course, created_at)
        select t.user_id, ${courseTemplate.title}, ${courseTemplate.description}, ${courseTemplate.outcomes.join('\n')}, (${langs})[1 + t.n % ${nLangs}], ${courseTemplate.level},
          60, 6, ${courseTemplate.category}, ${courseTemplate.tag}, 900 + (t.n % 20) * 50, 'APPROVE', true, ${at} - interval '60 days'
        from ${people('t')} t where t.n <= ${courses}`);
    }
    await tx.execute(sql`update topics set intro_cover = '/api/assets/covers/' || id || '.svg' where intro_cover is null`);

    // Single classes: class c belongs to teacher j = c % T (its k-th, k = c / T), on the even hours
    // from two days back: (k * 11 + j) mod 384 differs for k = 0..383, so no teacher teaches two at once.
    // Course classes take odd hours, so they never overlap a single class of the same teacher.
    const nSeats = (c: SQL): SQL => sql`(${spread(c, 10)} % 7)::int`;
    await tx.execute(sql`
      with tp as (
        select p.id, p.teacher_id, p.title, p.description, p.price, t.n, row_number() over (partition by p.teacher_id order by p.id) as k
        from topics p join ${people('t')} t on t.user_id = p.teacher_id where not p.is_course
      ), plan as (
        select c, 1 + c % ${teachers} as j, c / ${teachers} as k,
          ${hour0} - interval '48 hours' + (((c / ${teachers}) * 11 + c % ${teachers}) % 384) * interval '2 hours' as start_time
        from generate_series(1, ${classes}) c
      )
      insert into group_classes (topic_id, teacher_id, title, intro, start_time, end_time, status, student_capacity, price, sku_id, zoom_account, zoom_pass_code, zoom_link, update_by, operator)
      select tp.id, tp.teacher_id, tp.title, tp.description, plan.start_time, plan.start_time + interval '60 minutes',
        case when plan.c % 40 = 0 then 'CANCELLED' when plan.start_time + interval '60 minutes' <= ${at} then 'FINISHED'
             when ${nSeats(sql`plan.c`)} > 0 then 'UPCOMING' else 'READY_FOR_SCHEDULE' end,
        6, tp.price, 'BENCH-' || plan.c, '8' || lpad((${spread(sql`plan.c`, 11)} % 100000000000)::text, 11, '0'), lpad((plan.c % 1000000)::text, 6, '0'), '',
        case when plan.c % 40 = 0 then 'AUTO' end, case when plan.c % 40 = 0 then 'AUTO' end
      from plan join tp on tp.n = plan.j and tp.k = 1 + plan.k % 4`);

    // Courses: 4 weekly classes from 1..28 days ahead, on an odd hour (see above).
    if (courses > 0) {
      await tx.execute(sql`
        insert into courses (topic_id, teacher_id, price, class_amount, min_spots, max_spots, start_time, end_time, status, outcomes)
        select p.id, p.teacher_id, p.price, 4, 2, 6, s.start_time, s.start_time + interval '21 days 60 minutes',
          case when ${nSeats(sql`t.n + 7`)} > 0 then 'Upcoming' else 'ReadyForSchedule' end, ${JSON.stringify(courseTemplate?.outcomes ?? [])}::jsonb
        from topics p join ${people('t')} t on t.user_id = p.teacher_id
        cross join lateral (select ${hour0} + (1 + t.n % 28) * interval '1 day' + interval '1 hour' as start_time) s
        where p.is_course`);
      await tx.execute(sql`
        insert into group_classes (topic_id, course_id, teacher_id, class_index, title, intro, start_time, end_time, status, student_capacity, price, sku_id, zoom_account, zoom_pass_code, zoom_link)
        select k.topic_id, k.id, k.teacher_id, w, 'Week ' || w || ': ' || p.title, p.description, k.start_time + (w - 1) * interval '7 days',
          k.start_time + (w - 1) * interval '7 days' + interval '60 minutes', case when k.status = 'Upcoming' then 'UPCOMING' else 'READY_FOR_SCHEDULE' end,
          6, k.price, 'BENCH-COURSE-' || k.id || '-' || w, '8' || lpad((${spread(sql`k.id * 4 + w`, 12)} % 100000000000)::text, 11, '0'), lpad(((k.id * 4 + w) % 1000000)::text, 6, '0'), ''
        from courses k join topics p on p.id = k.topic_id join ${people('t')} t on t.user_id = k.teacher_id cross join generate_series(1, 4) w`);
    }
    // Classes have no room of their own (empty zoom columns): each meets in its teacher's default room.
    await tx.execute(sql`update group_classes set zoom_account = '', zoom_pass_code = '' where zoom_link = ''`);
    await tx.execute(sql`
      insert into teacher_rooms (teacher_id, account, pass_code, link, updated_at)
      select t.user_id, substr(m.id, 1, 3) || ' ' || substr(m.id, 4, 4) || ' ' || substr(m.id, 8, 4), m.pwd,
        'https://zoom.us/j/' || m.id || '?pwd=' || m.pwd, ${at}
      from teachers t cross join lateral (
        select '8' || lpad(((t.user_id * 7919) % 10000000000)::text, 10, '0') as id, substr(md5(t.user_id::text), 1, 6) as pwd
      ) m
      on conflict (teacher_id) do nothing`);

    // Seats: class c gets nSeats(c) (0..6) distinct students.
    await tx.execute(sql`
      insert into group_class_students (group_class_id, student_id, status, update_by, operator, created_at, updated_at)
      select gc.id, s.user_id,
        case when gc.status = 'CANCELLED' then 'CANCELLED' when gc.status = 'FINISHED' then 'CONFIRMED' else 'SCHEDULED' end,
        case when gc.status = 'CANCELLED' then 'AUTO' else s.user_id::text end, case when gc.status = 'CANCELLED' then 'AUTO' else s.user_id::text end,
        least(gc.start_time - interval '3 hours', ${at} - interval '10 minutes') - (k % 5) * interval '1 day',
        least(gc.start_time - interval '3 hours', ${at} - interval '10 minutes') - (k % 5) * interval '1 day'
      from (select id, status, start_time, substring(sku_id from 7)::bigint as c from group_classes where sku_id ~ '^BENCH-[0-9]+$') gc
      cross join lateral generate_series(1, ${nSeats(sql`gc.c`)}) k
      join ${people('s')} s on s.n = 1 + ((gc.c * 7919 + k * 104729) % ${students})`);
    if (courses > 0) {
      await tx.execute(sql`
        insert into course_students (course_id, student_id, status, update_by, created_at, updated_at)
        select k.id, s.user_id, 'Scheduled', s.user_id::text, least(k.start_time - interval '1 day', ${at} - interval '1 hour'), least(k.start_time - interval '1 day', ${at} - interval '1 hour')
        from courses k join ${people('t')} t on t.user_id = k.teacher_id
        cross join lateral generate_series(1, ${nSeats(sql`t.n + 7`)}) i
        join ${people('s')} s on s.n = 1 + ((k.id * 6007 + i * 104729) % ${students})`);
      await tx.execute(sql`
        insert into group_class_students (group_class_id, student_id, status, update_by, operator, course_student_id, created_at, updated_at)
        select c.id, cs.student_id, 'SCHEDULED', cs.student_id::text, cs.student_id::text, cs.id, cs.created_at, cs.created_at
        from course_students cs join group_classes c on c.course_id = cs.course_id
        where c.sku_id like 'BENCH-COURSE-%'`);
    }

    // Money: the booking code's keys (class-seat:{id}:charge / :refund, course-seat:{id}:charge), then a top-up that covers it all.
    const [classPrefix, classCharge] = keyParts(classSeatChargeKey);
    const [, classRefund] = keyParts(classSeatRefundKey);
    const [coursePrefix, courseCharge] = keyParts(courseSeatChargeKey);
    await tx.execute(sql`
      insert into ledger_entries (user_id, amount, kind, idempotency_key, group_class_student_id, created_at)
      select s.student_id, -c.price, 'CLASS_PAYMENT', ${classPrefix} || s.id || ${classCharge}, s.id, s.created_at
      from group_class_students s join group_classes c on c.id = s.group_class_id where c.sku_id ~ '^BENCH-[0-9]+$'
      union all
      select s.student_id, c.price, 'REFUND', ${classPrefix} || s.id || ${classRefund}, s.id, s.updated_at
      from group_class_students s join group_classes c on c.id = s.group_class_id where c.sku_id ~ '^BENCH-[0-9]+$' and s.status = 'CANCELLED'`);
    if (courses > 0) {
      await tx.execute(sql`
        insert into ledger_entries (user_id, amount, kind, idempotency_key, course_student_id, created_at)
        select cs.student_id, -(k.price * k.class_amount), 'COURSE_PAYMENT', ${coursePrefix} || cs.id || ${courseCharge}, cs.id, cs.created_at
        from course_students cs join courses k on k.id = cs.course_id join ${people('t')} t on t.user_id = k.teacher_id`);
    }
    await tx.execute(sql`
      insert into ledger_entries (user_id, amount, kind, idempotency_key, created_at)
      select s.user_id, 50000 + coalesce((select -sum(amount) from ledger_entries l where l.user_id = s.user_id), 0), 'TOP_UP', 'bench-top-up:' || s.user_id, ${at} - interval '60 days'
      from ${people('s')} s`);

    // Reviews (issue 17: a review belongs to a seat that ended): most students of a finished class
    // review it an hour after its end; each teacher's ratings are then the mean of her reviews.
    await tx.execute(sql`
      insert into reviews (teacher_id, student_id, group_class_student_id, rating, content, session_language, lesson_count, create_time, update_time)
      select c.teacher_id, s.student_id, s.id, 5 - (s.id % 5) / 2,
        (array['Great teacher, very patient and well prepared.', 'Clear explanations and lots of speaking practice.', 'I always leave the class with new expressions I can use.', 'Fun lessons, highly recommended!'])[1 + s.id % 4],
        c.language, 1 + s.id % 12, least(c.end_time + interval '1 hour', ${at} - interval '1 minute'), least(c.end_time + interval '1 hour', ${at} - interval '1 minute')
      from group_class_students s join group_classes c on c.id = s.group_class_id
      where c.sku_id like 'BENCH-%' and c.status = 'FINISHED' and s.status <> 'CANCELLED' and c.end_time <= ${at} and s.id % 5 <> 0`);
    await tx.execute(sql`
      update teachers t set overall_rating = coalesce(r.average, 0), pro_rating = coalesce(r.average, 0), tutor_rating = coalesce(r.average, 0)
      from ${people('t')} x left join (select teacher_id, round(avg(rating), 2) as average from reviews group by teacher_id) r on r.teacher_id = x.user_id
      where t.user_id = x.user_id`);

    await tx.execute(sql`analyze`);

    const counted = await tx.execute(sql`
      select
        (select count(*) from ${people('t')} x)::int as teachers,
        (select count(*) from ${people('s')} x)::int as students,
        (select count(*) from topics p join ${people('t')} x on x.user_id = p.teacher_id)::int as topics,
        (select count(*) from group_classes where sku_id ~ '^BENCH-[0-9]+$')::int as classes,
        (select count(*) from group_classes where sku_id like 'BENCH-COURSE-%')::int as course_classes,
        (select count(*) from courses k join ${people('t')} x on x.user_id = k.teacher_id)::int as courses,
        (select count(*) from group_class_students s join group_classes c on c.id = s.group_class_id where c.sku_id like 'BENCH-%')::int as seats,
        (select count(*) from course_students s join courses k on k.id = s.course_id join ${people('t')} x on x.user_id = k.teacher_id)::int as course_seats,
        (select count(*) from ledger_entries l join ${people('s')} x on x.user_id = l.user_id)::int as ledger_entries,
        (select count(*) from teacher_open_slots o join ${people('t')} x on x.user_id = o.teacher_id)::int as open_slots,
        (select count(*) from reviews r join ${people('t')} x on x.user_id = r.teacher_id)::int as reviews`);
    const [row] = rowsOf<SeedLargeCounts>(counted);
    if (!row) throw new Error('seedLarge could not count what it wrote');
    return row;
  });
}

/** The rows of a raw query on either driver (both answer `{ rows }`). */

/** `class-seat:{id}:charge` -> ['class-seat:', ':charge']: the key format comes from the ledger module, not a copy. */
function keyParts(key: (id: number) => string): [string, string] {
  const marker = 987_654_321;
  const [before = '', after = ''] = key(marker).split(String(marker));
  return [before, after];
}
