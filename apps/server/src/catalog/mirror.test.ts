import { FEATURE_TOGGLE_NAMES } from '@app/api';
import { DAY_MS } from '@app/domain';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { expect, it } from 'vitest';
import { recordQueries } from '../bench/sql-recorder';
import { users } from '../db/schema-accounts';
import { groupClasses, groupClassStudents, topics } from '../db/schema-catalog';
import { catalogChanges, catalogVersion } from '../db/schema-catalog-changes';
import { pruneCatalogChanges } from './change-log';
import { describeEachDatabase } from '../testing/databases';
import {
  addCourseSeat,
  addSeat,
  makeCourse,
  makeSearchTeacher,
  makeStudents,
  makeTopic,
  makeTopicClass,
  setFeatureToggle,
  uniqueLanguage,
} from '../testing/search-fixtures';
import { isCourseEntryOn } from '../search/feature-toggles';
import { createTestApp } from '../testing/test-app';
import { classCard, courseCard } from './cards';
import { countClassCards, listClassCards, listCourseCards } from './class-listing';
import { CatalogMirror, type CatalogView, MIRROR_CHANGES_MAX } from './mirror';
import type { MirrorClass, MirrorCourse } from './mirror-rows';
import type { SortedEntries } from './sorted-entries';

const NOW = Date.UTC(2026, 10, 24, 8);
const PAGE = { offset: 0, length: 50, groupByTopic: false };

/** Everything a view lists, as cards, after checking that every list holds its entries in start order, its columns alike. */
function dump(view: CatalogView) {
  for (const entries of [view.classes, view.courses] as SortedEntries<MirrorClass | MirrorCourse>[]) {
    for (const list of [entries.all, ...entries.byLanguage.values(), ...entries.byTeacher.values(), ...entries.byTopic.values()]) {
      const { starts, prices, teacherIds, topicSlots, slotTopics } = list.columns;
      list.entries.forEach((entry, i) => {
        const previous = list.entries[i - 1];
        if (previous) expect(previous.start < entry.start || (previous.start === entry.start && previous.id < entry.id)).toBe(true);
        expect([starts[i], prices[i], teacherIds[i], slotTopics[topicSlots[i]!]]).toEqual([
          entry.start,
          entry.price,
          entry.teacherId,
          entry.topicId,
        ]);
      });
    }
  }
  const card = <T extends { topicId: number; teacherId: number }>(
    entry: T,
    render: (e: T, topic: never, teacher: never) => { json: string },
  ) => render(entry, view.topics.get(entry.topicId) as never, view.teachers.get(entry.teacherId) as never).json;
  return {
    classes: view.classes.all.entries.filter((e) => view.topics.has(e.topicId)).map((e) => card(e, classCard)),
    courses: view.courses.all.entries.filter((e) => view.topics.has(e.topicId)).map((e) => card(e, courseCard)),
    languages: [...view.classes.byLanguage.keys()].sort(),
    topics: [...view.topics.values()].sort((a, b) => a.id - b.id),
  };
}

describeEachDatabase('catalogue mirror', (ctx) => {
  async function catalogue() {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeSearchTeacher(db, app, { now: NOW });
    const language = uniqueLanguage();
    const topic = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language, title: 'Small talk' });
    const courseTopic = await makeTopic(db, { teacherId: teacher.userId, now: NOW, language, is_course: true, title: 'Business' });
    const [student, other] = await makeStudents(db, app, { now: NOW, count: 2 });
    return { app, db, teacher, language, topic, courseTopic, student: student!, other: other! };
  }

  it('a read sees every write committed before it: classes, seats, topics, teachers, courses and their seats and outlines', async () => {
    const { db, teacher, language, topic, courseTopic, student, other } = await catalogue();
    const mirror = new CatalogMirror(db);
    const filter = { now: NOW, zone: 'UTC', language };
    expect(listClassCards(await mirror.read(), filter, PAGE).items).toEqual([]);

    const first = await makeTopicClass(db, { topic, start: NOW + DAY_MS });
    const second = await makeTopicClass(db, { topic, start: NOW + 2 * DAY_MS });
    const ids = async () => listClassCards(await mirror.read(), filter, PAGE).items.map((c) => (JSON.parse(c.json) as { id: number }).id);
    expect(await ids()).toEqual([first.id, second.id]);

    const seat = await addSeat(db, { classId: first.id, studentId: student.userId, now: NOW });
    const seatsOfFirst = async () =>
      (JSON.parse(listClassCards(await mirror.read(), filter, PAGE).items[0]!.json) as { group_class_students: unknown[] })
        .group_class_students;
    expect(await seatsOfFirst()).toEqual([{ student_id: student.userId, status: 'SCHEDULED' }]);
    await db.update(groupClassStudents).set({ status: 'CANCELLED' }).where(eq(groupClassStudents.id, seat.id));
    expect(await seatsOfFirst()).toEqual([]);

    // A class that is no longer open leaves the search; one moved in time moves in the order.
    await db.update(groupClasses).set({ status: 'CANCELLED' }).where(eq(groupClasses.id, first.id));
    expect(await ids()).toEqual([second.id]);
    const third = await makeTopicClass(db, { topic, start: NOW + 3 * DAY_MS });
    await db
      .update(groupClasses)
      .set({ start_time: new Date(NOW + 4 * DAY_MS) })
      .where(eq(groupClasses.id, second.id));
    expect(await ids()).toEqual([third.id, second.id]);

    // The topic's fields are on every card and in the filters; an unlisted topic lists nothing.
    await db.update(topics).set({ language_level: 6, title: 'Debates' }).where(eq(topics.id, topic.id));
    expect(countClassCards(await mirror.read(), { ...filter, languageLevels: [6], keywordWords: ['DEBATE'] }, PAGE)).toBe(2);
    await db.update(users).set({ nickname: 'Renamed' }).where(eq(users.user_id, teacher.userId));
    expect(
      listClassCards(await mirror.read(), filter, PAGE).items.map(
        (c) => (JSON.parse(c.json) as { teacher_info: { nickname: string } }).teacher_info.nickname,
      ),
    ).toEqual(['Renamed', 'Renamed']);
    await db.update(topics).set({ status: 'ARCHIVED' }).where(eq(topics.id, topic.id));
    expect(await ids()).toEqual([]);

    const course = await makeCourse(db, { topic: courseTopic, start: NOW + 5 * DAY_MS, classes: 2 });
    await addCourseSeat(db, { courseId: course.id, studentId: other.userId, now: NOW });
    await db.update(groupClasses).set({ title: 'Renamed class' }).where(eq(groupClasses.course_id, course.id));
    const [courseCardText] = listCourseCards(await mirror.read(), filter, PAGE).items.map(
      (c) => JSON.parse(c.json) as Record<string, unknown>,
    );
    expect(courseCardText).toMatchObject({
      id: course.id,
      course_students: [{ student_id: other.userId, status: 'Scheduled' }],
      outlines: [{ class_title: 'Renamed class' }, { class_title: 'Renamed class' }],
    });

    // Feature toggles come with the catalogue: the course-entry flag off empties the course list.
    await setFeatureToggle(db, FEATURE_TOGGLE_NAMES.courseEntry, false);
    expect(isCourseEntryOn(await mirror.read())).toBe(false);
    await setFeatureToggle(db, FEATURE_TOGGLE_NAMES.courseEntry, true);
    expect(isCourseEntryOn(await mirror.read())).toBe(true);

    // Following the changes one by one ends where reading everything afresh does.
    expect(dump(await mirror.read())).toEqual(dump(await new CatalogMirror(db).read()));
  });

  it('reads everything again when the changes it missed were pruned by the sweep, or were too many to follow', async () => {
    const { db, topic } = await catalogue();
    const mirror = new CatalogMirror(db);
    await mirror.read();
    const made = await makeTopicClass(db, { topic, start: NOW + DAY_MS });
    // The sweep prunes what is older than a day: here, this change, as if written two days ago.
    await db.execute(sql`update catalog_changes set created_at = now() - interval '2 days' where kind = 'class' and row_id = ${made.id}`);
    const [noted] = await db
      .select()
      .from(catalogChanges)
      .where(and(eq(catalogChanges.kind, 'class'), eq(catalogChanges.row_id, made.id)));
    await pruneCatalogChanges(db);
    await pruneCatalogChanges(db);
    expect(await db.select().from(catalogChanges).where(eq(catalogChanges.version, noted!.version))).toEqual([]);
    expect((await db.select().from(catalogVersion))[0]?.pruned_through).toBe(noted!.version);
    expect((await mirror.read()).classes.byId.has(made.id)).toBe(true);

    // One statement, one transaction: more changes than a round follows.
    await db.execute(sql`
      insert into group_classes (topic_id, teacher_id, title, start_time, end_time, status, student_capacity, price, sku_id, zoom_account, zoom_pass_code, zoom_link)
      select topic_id, teacher_id, title, start_time + make_interval(days => 10, mins => g), end_time + make_interval(days => 10, mins => g),
        status, student_capacity, price, sku_id, zoom_account, zoom_pass_code, zoom_link
      from group_classes, generate_series(1, ${MIRROR_CHANGES_MAX + 1}) g where id = ${made.id}`);
    const view = await mirror.read();
    expect(view.classes.byTopic.get(topic.id)?.length).toBe(MIRROR_CHANGES_MAX + 2);
    expect(dump(view)).toEqual(dump(await new CatalogMirror(db).read()));
  });

  it('reads shared rounds: reads made while one runs share the next, and an unchanged catalogue costs one prepared statement', async () => {
    const { db, topic } = await catalogue();
    const mirror = new CatalogMirror(db);
    await mirror.read();
    await makeTopicClass(db, { topic, start: NOW + DAY_MS });
    const views = await Promise.all(Array.from({ length: 20 }, () => mirror.read()));
    expect(new Set(views).size).toBe(1);
    if (ctx.kind !== 'postgres') return;
    const recorder = recordQueries(pg.Client.prototype);
    recorder.start();
    await Promise.all(Array.from({ length: 20 }, () => mirror.read()));
    const statements = recorder.take();
    // The first read's round, and one round shared by the nineteen that came while it ran.
    expect(statements.map((s) => s.name)).toEqual(['catalog_changes_since', 'catalog_changes_since']);
  });
});
