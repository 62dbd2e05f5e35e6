import type { GroupCourseSearchItem } from '@app/api';
import { type SQL, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { isoTime } from '../db/time-sql';
import { RenderedJson } from '../http/rendered-json';
import { courseStudents, courses, topics } from '../db/schema-catalog';
import { type Bind, bindValue, equalsAny, statementPerShape } from '../db/prepared';
import type { CardPage, PageRequest } from './class-search';
import { seatsJson, teacherInfoJson } from './card-json';
import { type ScannedRow, collectFirstPerTopic } from './first-per-topic';
import { type ScanPosition, type SearchFilter, after, all, courseConditions, topicConditions } from './search-filter';

/** A course seat that is not cancelled, literal so the planner matches `course_students_live_key`. */
export const LIVE_COURSE_SEAT = sql`${courseStudents.status} <> 'Cancelled'`;

/** Course search ignores `tag` (001 §7.1 "search params minus tag"). */
const courseTopicConditions = (filter: SearchFilter) => topicConditions(filter, { withTags: false });
/** The same, for scans of `courses`: the language on the course's copy (see `courses_language_start_idx`). */
const courseScanConditions = (filter: SearchFilter, bind: Bind = bindValue) =>
  topicConditions(filter, { withTags: false, languageColumn: courses.language, bind });

/**
 * One page of upcoming courses as cards, soonest first (ties by id). With `groupByTopic`, one per
 * course topic: its next course (the search page's course card opens the course topic). One
 * statement per page: the ungrouped page's ids are a subquery of the card query; grouped pages scan
 * the cards themselves in start order, batch after batch (`collectFirstPerTopic`).
 */
export async function searchCourseCards(
  db: Db,
  filter: SearchFilter,
  page: PageRequest,
): Promise<CardPage<RenderedJson<GroupCourseSearchItem>>> {
  const where = (bind: Bind) => [...courseConditions(filter, bind), ...courseScanConditions(filter, bind)];
  if (!page.groupByTopic) {
    const rows = await coursePageStatement(db, (bind) => {
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
  // Grouped: the scan reads positions and topics only (the partial index `courses_open_search_idx`
  // covers them), and cards are rendered for the page's courses alone.
  const scan = (position: ScanPosition | null, bind: Bind) =>
    db
      .select({ id: courses.id, topic_id: courses.topic_id, start_time: courses.start_time })
      .from(courses)
      .innerJoin(topics, eq(topics.id, courses.topic_id))
      .where(all([...where(bind), ...after(position, courses.start_time, courses.id, bind)]))
      .orderBy(asc(courses.start_time), asc(courses.id));
  const kept = await collectFirstPerTopic({
    needed: page.offset + page.length + 1,
    fetchBatch: (position, limit) => courseScanStatement(db, (bind) => scan(position, bind).limit(bind('limit', limit))),
  });
  const ids = kept.slice(page.offset, page.offset + page.length).map((r) => r.id);
  const cards =
    ids.length === 0
      ? []
      : await courseCardsByIdStatement(db, (bind) => courseCardQuery(db, [equalsAny(courses.id, 'ids', ids, 'bigint', bind)]));
  const byId = new Map(cards.map((r) => [r.id, r]));
  const items = ids.flatMap((id) => {
    const card = byId.get(id);
    return card ? [toCourseCard(card)] : [];
  });
  return { items, hasNext: kept.length > page.offset + page.length };
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
    const [row] = await db
      .select({ amount: count() })
      .from(topics)
      .crossJoinLateral(nextCourseProbe(db, filter))
      .where(all(courseTopicConditions(filter)));
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
 * A course card as PostgreSQL renders it, in the contract's field order: the course, its topic's
 * title, language, level, category, tag, duration and cover, its classes' times (outlines, in class
 * order), its live seats and the teacher; compact JSON with `toISOString` times, as class cards
 * (see `CARD_JSON` in class-search.ts). Plain SQL names the tables: drizzle renders a column inside
 * a select field without its table.
 */
const COURSE_CARD_JSON = sql<string>`(select row_to_json(card) from (select
  courses.id, courses.id as course_id, courses.topic_id, courses.teacher_id, topics.title,
  courses.price, courses.class_amount,
  topics.language, topics.language_level, topics.category, topics.tag,
  courses.min_spots, courses.max_spots,
  ${isoTime(sql`courses.start_time`)} as start_time,
  ${isoTime(sql`courses.end_time`)} as end_time,
  topics.duration, courses.status, topics.intro_cover,
  coalesce((
    select array_to_json(array_agg((
      select row_to_json(outline) from (select c.id as group_class_id, c.title as class_title, ${isoTime(sql`c.start_time`)} as start_time, ${isoTime(sql`c.end_time`)} as end_time) outline
    ) order by c.start_time, c.class_index, c.id))
    from group_classes c where c.course_id = courses.id
  ), '[]') as outlines,
  ${seatsJson(sql`course_students s where s.course_id = courses.id and s.status <> 'Cancelled'`)} as course_students,
  ${teacherInfoJson(sql`courses.teacher_id`)} as teacher_info
) card)::text`;

/** What a course card query reads: the scan position and topic of each course, and its card as JSON text. */
const courseCardColumns = {
  id: courses.id,
  topic_id: courses.topic_id,
  start_time: courses.start_time,
  card: COURSE_CARD_JSON,
};

/** Cards of the courses matching `conditions` (on the course or its topic), soonest first, ties by id. */
function courseCardQuery(db: Db, conditions: SQL[]) {
  return db
    .select(courseCardColumns)
    .from(courses)
    .innerJoin(topics, eq(topics.id, courses.topic_id))
    .where(all(conditions))
    .orderBy(asc(courses.start_time), asc(courses.id))
    .$dynamic();
}

type CourseCardQuery = ReturnType<typeof courseCardQuery>;
type CourseCardRow = Awaited<CourseCardQuery>[number];

/** The two plans of `searchCourseCards`, prepared per filter shape. */
const coursePageStatement = statementPerShape<CourseCardRow[]>('course_card_page');
const courseScanStatement = statementPerShape<ScannedRow[]>('course_scan');
const courseCardsByIdStatement = statementPerShape<CourseCardRow[]>('course_cards_by_id');

function toCourseCard(r: CourseCardRow): RenderedJson<GroupCourseSearchItem> {
  return new RenderedJson(r.card);
}
