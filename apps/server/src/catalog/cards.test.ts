import { GroupClassSearchItemSchema, GroupCourseSearchItemSchema, type GroupClassSearchItem, type GroupCourseSearchItem } from '@app/api';
import { asc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { groupClasses, topics } from '../db/schema-catalog';
import { stringifyAnswer } from '../http/rendered-json';
import { describeEachDatabase } from '../testing/databases';
import {
  addCourseSeat,
  addSeat,
  makeCourse,
  makeSearchTeacher,
  makeStudents,
  makeTopic,
  makeTopicClass,
  uniqueLanguage,
} from '../testing/search-fixtures';
import { createTestApp } from '../testing/test-app';
import { classCardsById, listClassCards, listCourseCards } from './class-listing';
import { CatalogMirror } from './mirror';

const NOW = Date.UTC(2026, 10, 24, 8);

/**
 * Cards are rendered once by the mirror as JSON text and written into answers as they are: each must
 * be exactly what the contract describes, read from the rows the database holds, for text that
 * needs escaping, missing tag and cover, cancelled seats, odd durations and times with milliseconds.
 */
describeEachDatabase('search cards rendered from the catalogue mirror', (ctx) => {
  it('writes the class, topic, live seats and teacher as the contract has them', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const nickname = 'Zoë "Z" \\ O\'Neil 日本語 🎉\ttab\nnew line \u0001 \u2028';
    const teacher = await makeSearchTeacher(db, app, { now: NOW, isPro: true, nickname });
    const language = uniqueLanguage();
    const topic = await makeTopic(db, {
      teacherId: teacher.userId,
      now: NOW,
      language,
      language_level: 5,
      category: 'CA003',
      tag: null,
      price: 2345,
      student_capacity: 4,
    });
    await db.update(topics).set({ intro_cover: null }).where(eq(topics.id, topic.id));
    // 45.5 minutes: the card rounds half up, as Math.round does.
    const start = NOW + 2 * 24 * 3_600_000 + 123;
    const groupClass = await makeTopicClass(db, { topic, start, minutes: 45.5, title: 'Grammar </script> & "quotes"' });
    const [first, second, third] = await makeStudents(db, app, { now: NOW, count: 3 });
    if (!first || !second || !third) throw new Error('no students');
    const kept = await addSeat(db, { classId: groupClass.id, studentId: second.userId, status: 'PROBLEM', now: NOW });
    await addSeat(db, { classId: groupClass.id, studentId: first.userId, status: 'CANCELLED', now: NOW });
    const last = await addSeat(db, { classId: groupClass.id, studentId: third.userId, now: NOW });

    const expected: GroupClassSearchItem = {
      id: groupClass.id,
      topic_id: topic.id,
      teacher_id: teacher.userId,
      title: 'Grammar </script> & "quotes"',
      language,
      language_level: 5,
      category: 'CA003',
      tag: null,
      price: 2345,
      student_capacity: 4,
      start_time: new Date(start).toISOString(),
      end_time: new Date(start + 45.5 * 60_000).toISOString(),
      duration: 46,
      status: 'UPCOMING',
      intro_cover: null,
      group_class_students: [
        { student_id: kept.student_id, status: 'PROBLEM' },
        { student_id: last.student_id, status: 'SCHEDULED' },
      ],
      teacher_info: { user_id: teacher.userId, nickname, avatar_file_name: `avatar-${teacher.userId}.svg`, is_pro: true },
    };
    const view = await new CatalogMirror(db).read();
    const cards = classCardsById(view, [groupClass.id]);
    const text = stringifyAnswer(cards);
    expect(JSON.parse(text)).toEqual([expected]);
    expect(GroupClassSearchItemSchema.array().parse(JSON.parse(text))).toEqual([expected]);
    // Byte for byte what JSON.stringify writes (the escapes of both agree for every character here).
    expect(text).toBe(JSON.stringify([expected]));
    expect(expected.start_time).toMatch(/\.123Z$/);

    // The search lists the same card.
    const page = listClassCards(view, { now: NOW, zone: 'UTC', language }, { offset: 0, length: 10, groupByTopic: true });
    expect(stringifyAnswer(page.items)).toBe(text);
  });

  it('writes a course with its topic, outlines in class order, live seats and teacher as the contract has them', async () => {
    const { app } = createTestApp(ctx.database, NOW);
    const db = ctx.database.db;
    const teacher = await makeSearchTeacher(db, app, { now: NOW, nickname: 'Ana "la profe" \\ López' });
    const language = uniqueLanguage();
    const topic = await makeTopic(db, {
      teacherId: teacher.userId,
      now: NOW,
      language,
      is_course: true,
      title: 'Business <Spanish>',
      tag: 'Business',
      duration: 90,
      language_level: 2,
    });
    await db.update(topics).set({ intro_cover: 'cover-1.svg' }).where(eq(topics.id, topic.id));
    const start = NOW + 3 * 24 * 3_600_000 + 7;
    const course = await makeCourse(db, { topic, start, classes: 3, minSpots: 2, maxSpots: 5, price: 9900 });
    const [first, second] = await makeStudents(db, app, { now: NOW, count: 2 });
    if (!first || !second) throw new Error('no students');
    await addCourseSeat(db, { courseId: course.id, studentId: first.userId, status: 'Cancelled', now: NOW });
    await addCourseSeat(db, { courseId: course.id, studentId: second.userId, now: NOW });
    const outlines = await db
      .select()
      .from(groupClasses)
      .where(eq(groupClasses.course_id, course.id))
      .orderBy(asc(groupClasses.start_time));

    const expected: GroupCourseSearchItem = {
      id: course.id,
      course_id: course.id,
      topic_id: topic.id,
      teacher_id: teacher.userId,
      title: 'Business <Spanish>',
      price: 9900,
      class_amount: 3,
      language,
      language_level: 2,
      category: topic.category,
      tag: 'Business',
      min_spots: 2,
      max_spots: 5,
      start_time: new Date(start).toISOString(),
      end_time: course.end_time.toISOString(),
      duration: 90,
      status: 'Upcoming',
      intro_cover: 'cover-1.svg',
      outlines: outlines.map((c) => ({
        group_class_id: c.id,
        class_title: c.title,
        start_time: c.start_time.toISOString(),
        end_time: c.end_time.toISOString(),
      })),
      course_students: [{ student_id: second.userId, status: 'Scheduled' }],
      teacher_info: {
        user_id: teacher.userId,
        nickname: 'Ana "la profe" \\ López',
        avatar_file_name: `avatar-${teacher.userId}.svg`,
        is_pro: false,
      },
    };
    expect(outlines.map((c) => c.title)).toEqual(['Business <Spanish> 1', 'Business <Spanish> 2', 'Business <Spanish> 3']);
    const view = await new CatalogMirror(db).read();
    for (const groupByTopic of [false, true]) {
      const page = listCourseCards(view, { now: NOW, zone: 'UTC', language }, { offset: 0, length: 10, groupByTopic });
      const text = stringifyAnswer(page.items);
      expect(GroupCourseSearchItemSchema.array().parse(JSON.parse(text))).toEqual([expected]);
      expect(text).toBe(JSON.stringify([expected]));
    }
  });
});
