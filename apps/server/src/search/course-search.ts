import type { GroupCourseSearchItem } from '@app/api';
import { and, asc, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { courseStudents, courses, groupClasses, topics } from '../db/schema-catalog';
import type { IdPage, PageRequest } from './class-search';
import { collectFirstPerTopic } from './first-per-topic';
import { type SearchFilter, after, all, courseConditions, topicConditions } from './search-filter';

/** A course seat that is not cancelled, literal so the planner matches `course_students_live_key`. */
export const LIVE_COURSE_SEAT = sql`${courseStudents.status} <> 'Cancelled'`;

/** Course search ignores `tag` (001 §7.1 "search params minus tag"). */
const courseTopicConditions = (filter: SearchFilter) => topicConditions(filter, { withTags: false });
/** The same, for scans of `courses`: the language on the course's copy (see `courses_language_start_idx`). */
const courseScanConditions = (filter: SearchFilter) => topicConditions(filter, { withTags: false, languageColumn: courses.language });

/**
 * The ids of one page of upcoming courses, soonest first (ties by id). With `groupByTopic`, one per
 * course topic: its next course (the search page's course card opens the course topic).
 */
export async function searchCourseIds(db: Db, filter: SearchFilter, page: PageRequest): Promise<IdPage> {
  const where = [...courseConditions(filter), ...courseScanConditions(filter)];
  if (!page.groupByTopic) {
    const rows = await db
      .select({ id: courses.id })
      .from(courses)
      .innerJoin(topics, eq(topics.id, courses.topic_id))
      .where(all(where))
      .orderBy(asc(courses.start_time), asc(courses.id))
      .limit(page.length + 1)
      .offset(page.offset);
    return { ids: rows.slice(0, page.length).map((r) => r.id), hasNext: rows.length > page.length };
  }
  const kept = await collectFirstPerTopic({
    needed: page.offset + page.length + 1,
    fetchBatch: (position, limit) =>
      db
        .select({ id: courses.id, topic_id: courses.topic_id, start_time: courses.start_time })
        .from(courses)
        .innerJoin(topics, eq(topics.id, courses.topic_id))
        .where(all([...where, ...after(position, courses.start_time, courses.id)]))
        .orderBy(asc(courses.start_time), asc(courses.id))
        .limit(limit),
  });
  return { ids: kept.slice(page.offset, page.offset + page.length).map((r) => r.id), hasNext: kept.length > page.offset + page.length };
}

/** A lateral probe for "this topic has a matching course", through `courses_topic_idx`, stopping at the first. */
export function nextCourseProbe(db: Db, filter: SearchFilter) {
  return db
    .select({ matched_course: courses.id })
    .from(courses)
    .where(all([eq(courses.topic_id, topics.id), ...courseConditions(filter)]))
    .limit(1)
    .as('course_probe');
}

/** How many course cards the search lists: course topics with a matching course (`groupByTopic`), else courses. */
export async function countCourses(db: Db, filter: SearchFilter, { groupByTopic }: { groupByTopic: boolean }): Promise<number> {
  if (groupByTopic) {
    const [row] = await db.select({ amount: count() }).from(topics).crossJoinLateral(nextCourseProbe(db, filter)).where(all(courseTopicConditions(filter)));
    return row?.amount ?? 0;
  }
  const [row] = await db
    .select({ amount: count() })
    .from(courses)
    .innerJoin(topics, eq(topics.id, courses.topic_id))
    .where(all([...courseConditions(filter), ...courseScanConditions(filter)]));
  return row?.amount ?? 0;
}

/**
 * The course cards, in the order of `ids`: the course, its topic's title, language, level, category,
 * tag, duration and cover, the class times (outlines), the live seats and the teacher.
 */
export async function loadCourseCards(db: Db, ids: readonly number[]): Promise<GroupCourseSearchItem[]> {
  if (ids.length === 0) return [];
  const list = [...ids];
  const rowsQuery = db
    .select({
      id: courses.id,
      topic_id: courses.topic_id,
      teacher_id: courses.teacher_id,
      price: courses.price,
      class_amount: courses.class_amount,
      min_spots: courses.min_spots,
      max_spots: courses.max_spots,
      start_time: courses.start_time,
      end_time: courses.end_time,
      status: courses.status,
      title: topics.title,
      language: topics.language,
      language_level: topics.language_level,
      category: topics.category,
      tag: topics.tag,
      duration: topics.duration,
      intro_cover: topics.intro_cover,
      nickname: users.nickname,
      avatar_file_name: users.avatar_file_name,
      is_pro: users.is_pro,
    })
    .from(courses)
    .innerJoin(topics, eq(topics.id, courses.topic_id))
    .innerJoin(users, eq(users.user_id, courses.teacher_id))
    .where(inArray(courses.id, list));
  const outlinesQuery = db
    .select({ course_id: groupClasses.course_id, group_class_id: groupClasses.id, class_title: groupClasses.title, start_time: groupClasses.start_time, end_time: groupClasses.end_time })
    .from(groupClasses)
    .where(and(inArray(groupClasses.course_id, list), isNotNull(groupClasses.course_id)))
    .orderBy(asc(groupClasses.start_time), asc(groupClasses.class_index), asc(groupClasses.id));
  const seatsQuery = db
    .select({ course_id: courseStudents.course_id, student_id: courseStudents.student_id, status: courseStudents.status })
    .from(courseStudents)
    .where(and(inArray(courseStudents.course_id, list), LIVE_COURSE_SEAT))
    .orderBy(asc(courseStudents.id));
  const [rows, outlines, seats] = await Promise.all([rowsQuery, outlinesQuery, seatsQuery]);

  const outlinesOf = groupBy(outlines, (o) => o.course_id ?? 0);
  const seatsOf = groupBy(seats, (s) => s.course_id);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return list.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        course_id: r.id,
        topic_id: r.topic_id,
        teacher_id: r.teacher_id,
        title: r.title,
        price: r.price,
        class_amount: r.class_amount,
        language: r.language,
        language_level: r.language_level,
        category: r.category,
        tag: r.tag,
        min_spots: r.min_spots,
        max_spots: r.max_spots,
        start_time: r.start_time.toISOString(),
        end_time: r.end_time.toISOString(),
        duration: r.duration,
        status: r.status,
        intro_cover: r.intro_cover,
        outlines: (outlinesOf.get(r.id) ?? []).map((o) => ({
          group_class_id: o.group_class_id,
          class_title: o.class_title,
          start_time: o.start_time.toISOString(),
          end_time: o.end_time.toISOString(),
        })),
        course_students: (seatsOf.get(r.id) ?? []).map((s) => ({ student_id: s.student_id, status: s.status })),
        teacher_info: { user_id: r.teacher_id, nickname: r.nickname, avatar_file_name: r.avatar_file_name, is_pro: r.is_pro },
      },
    ];
  });
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k) ?? [];
    list.push(item);
    out.set(k, list);
  }
  return out;
}
