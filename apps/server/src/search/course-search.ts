import type { GroupCourseSearchItem } from '@app/api';
import { type SQL, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { epochMs } from '../db/epoch-ms';
import { users } from '../db/schema-accounts';
import { courseStudents, courses, topics } from '../db/schema-catalog';
import { type Bind, bindValue, statementPerShape } from '../db/prepared';
import type { CardPage, PageRequest } from './class-search';
import { collectFirstPerTopic } from './first-per-topic';
import { type SearchFilter, after, all, courseConditions, hasFewSqlTexts, topicConditions } from './search-filter';

/** A course seat that is not cancelled, literal so the planner matches `course_students_live_key`. */
export const LIVE_COURSE_SEAT = sql`${courseStudents.status} <> 'Cancelled'`;

/** Course search ignores `tag` (001 §7.1 "search params minus tag"). */
const courseTopicConditions = (filter: SearchFilter) => topicConditions(filter, { withTags: false });
/** The same, for scans of `courses`: the language on the course's copy (see `courses_language_start_idx`). */
const courseScanConditions = (filter: SearchFilter, bind: Bind = bindValue) => topicConditions(filter, { withTags: false, languageColumn: courses.language, bind });

/**
 * One page of upcoming courses as cards, soonest first (ties by id). With `groupByTopic`, one per
 * course topic: its next course (the search page's course card opens the course topic). One
 * statement per page: the ungrouped page's ids are a subquery of the card query; grouped pages scan
 * the cards themselves in start order, batch after batch (`collectFirstPerTopic`).
 */
export async function searchCourseCards(db: Db, filter: SearchFilter, page: PageRequest): Promise<CardPage<GroupCourseSearchItem>> {
  const where = (bind: Bind) => [...courseConditions(filter, bind), ...courseScanConditions(filter, bind)];
  const run = (statement: typeof coursePageStatement, build: (bind: Bind) => CourseCardQuery) => (hasFewSqlTexts(filter) ? statement(db, build) : build(bindValue));
  if (!page.groupByTopic) {
    const rows = await run(coursePageStatement, (bind) => {
      const ids = db
        .select({ id: courses.id })
        .from(courses)
        .innerJoin(topics, eq(topics.id, courses.topic_id))
        .where(all(where(bind)))
        .orderBy(asc(courses.start_time), asc(courses.id))
        .limit(bind('limit', page.length + 1))
        .offset(bind('offset', page.offset));
      return courseCardQuery(db, [inArray(courses.id, ids)]);
    });
    return { items: rows.slice(0, page.length).map(toCourseCard), hasNext: rows.length > page.length };
  }
  const kept = await collectFirstPerTopic({
    needed: page.offset + page.length + 1,
    fetchBatch: (position, limit) =>
      run(courseScanStatement, (bind) => courseCardQuery(db, [...where(bind), ...after(position, courses.start_time, courses.id, bind)]).limit(bind('limit', limit))),
  });
  return { items: kept.slice(page.offset, page.offset + page.length).map(toCourseCard), hasNext: kept.length > page.offset + page.length };
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
 * What a course card shows: the course, its topic's title, language, level, category, tag, duration
 * and cover, the teacher, and as JSON its class times (outlines) and live seats. The subqueries
 * name the outer table in plain SQL: drizzle renders a column inside a select field without its
 * table, which would bind to the subquery's own `id`.
 */
const courseCardColumns = {
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
  outlines: sql<{ group_class_id: number; class_title: string; start: number; end: number }[]>`coalesce((
    select json_agg(json_build_object('group_class_id', c.id, 'class_title', c.title, 'start', ${epochMs(sql`c.start_time`)}, 'end', ${epochMs(sql`c.end_time`)})
      order by c.start_time, c.class_index, c.id)
    from group_classes c where c.course_id = courses.id
  ), '[]'::json)`,
  seats: sql<GroupCourseSearchItem['course_students']>`coalesce((
    select json_agg(json_build_object('student_id', s.student_id, 'status', s.status) order by s.id)
    from course_students s where s.course_id = courses.id and s.status <> 'Cancelled'
  ), '[]'::json)`,
};

/** Cards of the courses matching `conditions` (on the course, its topic or its teacher), soonest first, ties by id. */
function courseCardQuery(db: Db, conditions: SQL[]) {
  return db
    .select(courseCardColumns)
    .from(courses)
    .innerJoin(topics, eq(topics.id, courses.topic_id))
    .innerJoin(users, eq(users.user_id, courses.teacher_id))
    .where(all(conditions))
    .orderBy(asc(courses.start_time), asc(courses.id))
    .$dynamic();
}

type CourseCardQuery = ReturnType<typeof courseCardQuery>;
type CourseCardRow = Awaited<CourseCardQuery>[number];

/** The two plans of `searchCourseCards`, prepared per filter shape. */
const coursePageStatement = statementPerShape<CourseCardRow[]>('course_card_page');
const courseScanStatement = statementPerShape<CourseCardRow[]>('course_card_scan');

function toCourseCard(r: CourseCardRow): GroupCourseSearchItem {
  return {
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
    outlines: r.outlines.map((o) => ({
      group_class_id: o.group_class_id,
      class_title: o.class_title,
      start_time: new Date(o.start).toISOString(),
      end_time: new Date(o.end).toISOString(),
    })),
    course_students: r.seats,
    teacher_info: { user_id: r.teacher_id, nickname: r.nickname, avatar_file_name: r.avatar_file_name, is_pro: r.is_pro },
  };
}
