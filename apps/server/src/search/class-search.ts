import type { GroupClassSearchItem } from '@app/api';
import { MINUTE_MS } from '@app/domain';
import { type SQL, and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { groupClasses, groupClassStudents, topics } from '../db/schema-catalog';
import { collectFirstPerTopic } from './first-per-topic';
import { type SearchFilter, after, all, classConditions, hasNarrowTopicFilter, topicConditions } from './search-filter';

/**
 * A seat that is not cancelled, written literally so the planner matches the partial index
 * `group_class_students_live_key (group_class_id, student_id) WHERE status <> 'CANCELLED'`.
 */
export const LIVE_CLASS_SEAT = sql`${groupClassStudents.status} <> 'CANCELLED'`;

/** Class scans compare the class's copy of its topic's language (see `group_classes_language_start_idx`). */
const CLASS_LANGUAGE = { languageColumn: groupClasses.language };

export interface PageRequest {
  readonly offset: number;
  readonly length: number;
  readonly groupByTopic: boolean;
}

export interface IdPage {
  readonly ids: number[];
  readonly hasNext: boolean;
}

/**
 * Up to this many matching topics, a search reads the topics first and then each topic's classes
 * (one index probe per topic). Scanning classes in start order reads about `page x all topics /
 * matching topics` rows, so it wins when many topics match; when the weekday, hour or start window
 * also thin out the classes, the scan gets longer and the probes stay short, hence the higher limit.
 */
export const TOPIC_FIRST_LIMIT = 600;
export const TOPIC_FIRST_LIMIT_WITH_TIME_FILTERS = 1_500;

/**
 * Which topics a search may list. `all`: the topic conditions are few (language, listed) and are
 * checked by joining `topics` while scanning classes in start order. `topics`: the filter narrows
 * the topics (levels, category, tag, keyword, teacher, topic) to at most the limit above, read
 * first through the topic indexes; the class queries then need no join.
 */
export type TopicScope = { readonly kind: 'all' } | { readonly kind: 'topics'; readonly ids: number[] };

export async function resolveTopicScope(db: Db, filter: SearchFilter, options: { withTags?: boolean } = {}): Promise<TopicScope> {
  if (!hasNarrowTopicFilter(filter, options)) return { kind: 'all' };
  const timeFiltered = filter.weekdays !== undefined || filter.hours !== undefined || filter.startFrom !== undefined || filter.startBefore !== undefined;
  const limit = timeFiltered ? TOPIC_FIRST_LIMIT_WITH_TIME_FILTERS : TOPIC_FIRST_LIMIT;
  const rows = await db
    .select({ id: topics.id })
    .from(topics)
    .where(all(topicConditions(filter, options)))
    .limit(limit + 1);
  return rows.length > limit ? { kind: 'all' } : { kind: 'topics', ids: rows.map((r) => r.id) };
}

/** The class rows a scan reads, ordered by `(start_time, id)`, limited to the scope and the filter. */
function classScan(db: Db, filter: SearchFilter, scope: TopicScope, extra: SQL[] = []) {
  const columns = { id: groupClasses.id, topic_id: groupClasses.topic_id, start_time: groupClasses.start_time };
  if (scope.kind === 'topics') {
    return db
      .select(columns)
      .from(groupClasses)
      .where(all([inArray(groupClasses.topic_id, scope.ids), ...classConditions(filter), ...extra]))
      .orderBy(asc(groupClasses.start_time), asc(groupClasses.id));
  }
  return db
    .select(columns)
    .from(groupClasses)
    .innerJoin(topics, eq(topics.id, groupClasses.topic_id))
    .where(all([...classConditions(filter), ...topicConditions(filter, CLASS_LANGUAGE), ...extra]))
    .orderBy(asc(groupClasses.start_time), asc(groupClasses.id));
}

/**
 * The ids of one page of matching single classes, soonest first (ties by id). With `groupByTopic`,
 * one per topic: its next matching class. `hasNext` is true when at least one more card exists.
 *
 * Plans: with a narrow topic scope, grouped pages take each scoped topic's next class through the
 * `(topic_id, start_time)` index (a lateral join) and sort those; otherwise the classes are read in
 * start order through the start-time index (`collectFirstPerTopic` stops after a page of topics).
 */
export async function searchClassIds(db: Db, filter: SearchFilter, page: PageRequest): Promise<IdPage> {
  const scope = await resolveTopicScope(db, filter);
  if (scope.kind === 'topics' && scope.ids.length === 0) return { ids: [], hasNext: false };
  if (!page.groupByTopic) {
    const rows = await classScan(db, filter, scope).limit(page.length + 1).offset(page.offset);
    return { ids: rows.slice(0, page.length).map((r) => r.id), hasNext: rows.length > page.length };
  }
  if (scope.kind === 'topics') {
    const next = db
      .select({ next_id: groupClasses.id, next_start: groupClasses.start_time })
      .from(groupClasses)
      .where(all([eq(groupClasses.topic_id, topics.id), ...classConditions(filter)]))
      .orderBy(asc(groupClasses.start_time), asc(groupClasses.id))
      .limit(1)
      .as('next_class');
    const rows = await db
      .select({ id: next.next_id })
      .from(topics)
      .crossJoinLateral(next)
      .where(inArray(topics.id, scope.ids))
      .orderBy(asc(next.next_start), asc(next.next_id))
      .limit(page.length + 1)
      .offset(page.offset);
    return { ids: rows.slice(0, page.length).map((r) => r.id), hasNext: rows.length > page.length };
  }
  const kept = await collectFirstPerTopic({
    needed: page.offset + page.length + 1,
    fetchBatch: (position, limit) => classScan(db, filter, scope, after(position, groupClasses.start_time, groupClasses.id)).limit(limit),
  });
  return { ids: kept.slice(page.offset, page.offset + page.length).map((r) => r.id), hasNext: kept.length > page.offset + page.length };
}

/**
 * A lateral probe for "this topic (the outer `topics` row) has a matching class": one read of the
 * `(topic_id, start_time)` index that stops at the first match. Counting topics with it costs one
 * probe per topic; as an EXISTS the planner tends to hash every upcoming class instead.
 */
export function nextClassProbe(db: Db, filter: SearchFilter) {
  return db
    .select({ matched_class: groupClasses.id })
    .from(groupClasses)
    .where(all([eq(groupClasses.topic_id, topics.id), ...classConditions(filter)]))
    .limit(1)
    .as('class_probe');
}

/** How many cards the class search lists: topics with a matching class (`groupByTopic`), else matching classes. */
export async function countClasses(db: Db, filter: SearchFilter, { groupByTopic }: { groupByTopic: boolean }): Promise<number> {
  const scope = await resolveTopicScope(db, filter);
  if (scope.kind === 'topics' && scope.ids.length === 0) return 0;
  if (groupByTopic) {
    const [row] = await db
      .select({ amount: count() })
      .from(topics)
      .crossJoinLateral(nextClassProbe(db, filter))
      .where(all(scope.kind === 'topics' ? [inArray(topics.id, scope.ids)] : topicConditions(filter)));
    return row?.amount ?? 0;
  }
  const rows = scope.kind === 'topics'
    ? await db.select({ amount: count() }).from(groupClasses).where(all([inArray(groupClasses.topic_id, scope.ids), ...classConditions(filter)]))
    : await db
        .select({ amount: count() })
        .from(groupClasses)
        .innerJoin(topics, eq(topics.id, groupClasses.topic_id))
        .where(all([...classConditions(filter), ...topicConditions(filter, CLASS_LANGUAGE)]));
  return rows[0]?.amount ?? 0;
}

/**
 * The cards of these classes, in the order of `ids`: the class, its topic's language, level,
 * category, tag and cover, its live seats (a cancelled seat never counts toward spots, so it is not
 * sent) and the teacher. Reads by primary key and by the live-seat index only.
 */
export async function loadClassCards(db: Db, ids: readonly number[]): Promise<GroupClassSearchItem[]> {
  if (ids.length === 0) return [];
  const [rows, seats] = await Promise.all([
    db
      .select({
        id: groupClasses.id,
        topic_id: groupClasses.topic_id,
        teacher_id: groupClasses.teacher_id,
        title: groupClasses.title,
        price: groupClasses.price,
        student_capacity: groupClasses.student_capacity,
        start_time: groupClasses.start_time,
        end_time: groupClasses.end_time,
        status: groupClasses.status,
        language: topics.language,
        language_level: topics.language_level,
        category: topics.category,
        tag: topics.tag,
        intro_cover: topics.intro_cover,
        nickname: users.nickname,
        avatar_file_name: users.avatar_file_name,
        is_pro: users.is_pro,
      })
      .from(groupClasses)
      .innerJoin(topics, eq(topics.id, groupClasses.topic_id))
      .innerJoin(users, eq(users.user_id, groupClasses.teacher_id))
      .where(inArray(groupClasses.id, [...ids])),
    db
      .select({ group_class_id: groupClassStudents.group_class_id, student_id: groupClassStudents.student_id, status: groupClassStudents.status })
      .from(groupClassStudents)
      .where(and(inArray(groupClassStudents.group_class_id, [...ids]), LIVE_CLASS_SEAT))
      .orderBy(asc(groupClassStudents.id)),
  ]);
  const seatsOf = new Map<number, GroupClassSearchItem['group_class_students']>();
  for (const seat of seats) {
    const list = seatsOf.get(seat.group_class_id) ?? [];
    list.push({ student_id: seat.student_id, status: seat.status });
    seatsOf.set(seat.group_class_id, list);
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id: r.id,
        topic_id: r.topic_id,
        teacher_id: r.teacher_id,
        title: r.title,
        language: r.language,
        language_level: r.language_level,
        category: r.category,
        tag: r.tag,
        price: r.price,
        student_capacity: r.student_capacity,
        start_time: r.start_time.toISOString(),
        end_time: r.end_time.toISOString(),
        duration: Math.round((r.end_time.getTime() - r.start_time.getTime()) / MINUTE_MS),
        status: r.status,
        intro_cover: r.intro_cover,
        group_class_students: seatsOf.get(r.id) ?? [],
        teacher_info: { user_id: r.teacher_id, nickname: r.nickname, avatar_file_name: r.avatar_file_name, is_pro: r.is_pro },
      },
    ];
  });
}
