import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BookCourseResponseSchema, LEDGER_KINDS } from '@app/api';
import {
  CLASS_STATUSES,
  CLASS_STUDENT_STATUSES,
  COURSE_STATUSES,
  COURSE_STUDENT_STATUSES,
  DAY_MS,
  LESSON_DURATIONS,
  LESSON_STATUSES,
} from '@app/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../paths';
import { makeCourse, makeCourseTopic, readCourseState } from '../testing/course-fixtures';
import { createThrowawayDatabase, describeEachDatabase } from '../testing/databases';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { makeLessonTeacher } from '../testing/lesson-fixtures';
import { createTestApp } from '../testing/test-app';
import { MIGRATE_LOCK_KEY, openDatabase } from './database';
import { USER_ROLES } from './schema-accounts';
import { courses, groupClassStudents, groupClasses, topics } from './schema-catalog';
import { lessons } from './schema-lessons';

const NOW = Date.UTC(2026, 2, 10, 12);

/** The last statement of a migration file (its data step). */
function lastStatement(file: string): string {
  const statements = readFileSync(join(MIGRATIONS_FOLDER, file), 'utf8').split('--> statement-breakpoint');
  return statements.at(-1) ?? '';
}

describeEachDatabase('migration 0004: class seats of a course, linked to their course seat', (ctx) => {
  it('links seats written before the column existed the way the created_at pairing did', async () => {
    const { app, clock } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const topicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db, { teacherId: teacher.userId, topicId, now: NOW, startsIn: 10 * DAY_MS });
    const [a, b] = [await makeUser(db, app, { now: NOW, credit: 20_000 }), await makeUser(db, app, { now: NOW, credit: 20_000 })];
    const book = async (agent: typeof a.agent) =>
      BookCourseResponseSchema.parse(await (await agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, {})).json())
        .data.order;
    // a books, cancels and books again at the same instant; b books a minute later.
    const first = await book(a.agent);
    await a.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/CANCEL`);
    const second = await book(a.agent);
    clock.advance(60_000);
    const third = await book(b.agent);
    const linked = (await readCourseState(db, course.courseId)).classSeats.map((s) => [s.id, s.course_student_id]);
    expect(new Set(linked.map(([, link]) => link))).toEqual(new Set([first.order_id, second.order_id, third.order_id]));

    await db.update(groupClassStudents).set({ course_student_id: null }).where(eq(groupClassStudents.student_id, a.userId));
    await db.update(groupClassStudents).set({ course_student_id: null }).where(eq(groupClassStudents.student_id, b.userId));
    await db.execute(sql.raw(lastStatement('0004_class_seat_course_seat.sql')));
    expect((await readCourseState(db, course.courseId)).classSeats.map((s) => [s.id, s.course_student_id])).toEqual(linked);
  });
});

/** The PostgreSQL error code of a failed query, on either driver (drizzle wraps it in `cause`). */
async function errorCode(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    for (let e: unknown = error; e instanceof Error; e = e.cause) {
      const code = (e as { code?: unknown }).code;
      if (typeof code === 'string') return code;
    }
    return 'not a database error';
  }
  return undefined;
}

describeEachDatabase('CHECK constraints on statuses, ledger kinds and roles', (ctx) => {
  it('refuse a value the code and @app/domain do not know, and accept every one they do', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const topicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db, { teacherId: teacher.userId, topicId, now: NOW });
    const student = await makeUser(db, app, { now: NOW, credit: 10_000 });
    const { order } = BookCourseResponseSchema.parse(
      await (await student.agent.post(`/api/v3/group_class/courses/${course.courseId}/actions/BOOK`, {})).json(),
    ).data;
    const classSeat = order.class_seats[0]!.group_class_student_id;

    const columns: [string, string, number, readonly string[]][] = [
      ['group_classes', 'status', course.classIds[0]!, CLASS_STATUSES],
      ['group_class_students', 'status', classSeat, CLASS_STUDENT_STATUSES],
      ['courses', 'status', course.courseId, COURSE_STATUSES],
      ['course_students', 'status', order.order_id, COURSE_STUDENT_STATUSES],
    ];
    for (const [table, column, id, values] of columns) {
      const set = (value: string) =>
        db.execute(sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${value} where id = ${id}`);
      expect(await errorCode(() => set('BOGUS')), `${table}.${column}`).toBe('23514');
      expect(await errorCode(() => set(values[0]!.toLowerCase())), `${table}.${column} is case-sensitive`).toBe('23514');
      for (const value of values) expect(await errorCode(() => set(value)), `${table}.${column} = ${value}`).toBeUndefined();
    }
    const setKind = (kind: string) => db.execute(sql`update ledger_entries set kind = ${kind} where user_id = ${student.userId}`);
    expect(await errorCode(() => setKind('GIFT'))).toBe('23514');
    for (const kind of LEDGER_KINDS) expect(await errorCode(() => setKind(kind))).toBeUndefined();
    const setRole = (role: string) => db.execute(sql`update users set role = ${role} where user_id = ${student.userId}`);
    expect(await errorCode(() => setRole('ROOT'))).toBe('23514');
    for (const role of USER_ROLES) expect(await errorCode(() => setRole(role))).toBeUndefined();
  });
});

describeEachDatabase("migration 0007: the classes and courses carry their topic's language", (ctx) => {
  it('is copied on insert, follows the topic, cannot be set apart from it, and the backfill fills older rows', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeTeacher(db, app, { now: NOW });
    const { classId } = await makeClass(db, { teacherId: teacher.userId, topicId: teacher.topicId, now: NOW });
    const courseTopicId = await makeCourseTopic(db, { teacherId: teacher.userId, now: NOW });
    const course = await makeCourse(db, { teacherId: teacher.userId, topicId: courseTopicId, now: NOW });
    const languages = async () => ({
      single: (await db.select({ language: groupClasses.language }).from(groupClasses).where(eq(groupClasses.id, classId)))[0]?.language,
      courseClasses: [
        ...new Set(
          (await db.select({ language: groupClasses.language }).from(groupClasses).where(eq(groupClasses.course_id, course.courseId))).map(
            (r) => r.language,
          ),
        ),
      ],
      course: (await db.select({ language: courses.language }).from(courses).where(eq(courses.id, course.courseId)))[0]?.language,
    });
    const [courseTopic] = await db.select({ language: topics.language }).from(topics).where(eq(topics.id, courseTopicId));
    expect(await languages()).toEqual({ single: 'english', courseClasses: [courseTopic?.language], course: courseTopic?.language });

    await db.update(topics).set({ language: 'german' }).where(eq(topics.id, teacher.topicId));
    await db.update(topics).set({ language: 'french' }).where(eq(topics.id, courseTopicId));
    expect(await languages()).toEqual({ single: 'german', courseClasses: ['french'], course: 'french' });

    await db.update(groupClasses).set({ language: 'spanish' }).where(eq(groupClasses.id, classId));
    await db.update(courses).set({ language: 'spanish' }).where(eq(courses.id, course.courseId));
    expect(await languages()).toEqual({ single: 'german', courseClasses: ['french'], course: 'french' });

    // Rows written before the column existed had the default; the migration's updates fill them.
    await db.execute(sql`alter table group_classes disable trigger group_classes_topic_language`);
    await db.execute(sql`alter table courses disable trigger courses_topic_language`);
    await db.execute(sql`update group_classes set language = ''`);
    await db.execute(sql`update courses set language = ''`);
    await db.execute(sql`alter table group_classes enable trigger group_classes_topic_language`);
    await db.execute(sql`alter table courses enable trigger courses_topic_language`);
    expect(await languages()).toEqual({ single: '', courseClasses: [''], course: '' });
    for (const statement of readFileSync(join(MIGRATIONS_FOLDER, '0007_search_language.sql'), 'utf8').split('--> statement-breakpoint')) {
      if (/^\s*UPDATE /.test(statement)) await db.execute(sql.raw(statement));
    }
    expect(await languages()).toEqual({ single: 'german', courseClasses: ['french'], course: 'french' });
  });
});

describeEachDatabase('migration 0010: one-to-one lessons', (ctx) => {
  it('CHECKs status, duration and price; the partial unique index allows one live lesson per teacher slot', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeLessonTeacher(db, app, { now: NOW });
    const student = await makeUser(db, app, { now: NOW });
    const row = {
      teacher_id: teacher.userId,
      student_id: student.userId,
      language: teacher.language,
      start_time: new Date(teacher.block),
      duration: 30,
      is_trial: false,
      price: 1500,
      created_at: new Date(NOW),
      updated_at: new Date(NOW),
    };
    const [first] = await db
      .insert(lessons)
      .values({ ...row, status: 'BOOKED' })
      .returning();
    if (!first) throw new Error('no lesson');
    expect(await errorCode(() => db.insert(lessons).values({ ...row, status: 'BOOKED' }))).toBe('23505');
    const set = (column: string, value: string | number) =>
      db.execute(sql`update lessons set ${sql.identifier(column)} = ${value} where id = ${first.id}`);
    expect(await errorCode(() => set('status', 'DONE'))).toBe('23514');
    expect(await errorCode(() => set('duration', 45))).toBe('23514');
    expect(await errorCode(() => set('price', -1))).toBe('23514');
    for (const duration of LESSON_DURATIONS) expect(await errorCode(() => set('duration', duration))).toBeUndefined();
    for (const status of LESSON_STATUSES) expect(await errorCode(() => set('status', status))).toBeUndefined();
    expect(await errorCode(() => db.insert(lessons).values({ ...row, status: 'BOOKED' }))).toBeUndefined();
    await db.update(lessons).set({ status: 'CANCELLED' }).where(eq(lessons.teacher_id, teacher.userId));
    expect(await errorCode(() => db.insert(lessons).values({ ...row, status: 'BOOKED' }))).toBeUndefined();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('migrations on an empty database [postgres]', () => {
  it('two processes migrating one empty PostgreSQL database at once both succeed, and a third finds nothing to do', async () => {
    const throwaway = await createThrowawayDatabase(process.env.TEST_DATABASE_URL ?? '');
    // Two databases (two pools), as two server processes would open them.
    const [a, b] = await Promise.all([openDatabase({ url: throwaway.url }), openDatabase({ url: throwaway.url })]);
    try {
      for (let round = 0; round < 3; round++) {
        const results = await Promise.allSettled([a.migrate(), b.migrate()]);
        expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);
        if (round === 0) {
          const [applied] = await a.db.select({ n: sql<number>`count(*)::int` }).from(sql`drizzle.__drizzle_migrations`);
          expect(applied?.n).toBe(readdirSync(MIGRATIONS_FOLDER).filter((f) => f.endsWith('.sql')).length);
        }
      }
      // The lock was released: another session takes it at once.
      const [free] = await a.db
        .select({ ok: sql<boolean>`pg_try_advisory_lock(${MIGRATE_LOCK_KEY}::bigint)` })
        .from(sql`(select 1) as one`);
      expect(free?.ok).toBe(true);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await throwaway.drop();
    }
  });
});
