import type { GroupClassSearchItem } from '@app/api';
import { type SQL, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type Bind, equalsAny, statementPerShape } from '../db/prepared';
import { isoTime } from '../db/time-sql';
import { RenderedJson } from '../http/rendered-json';
import { groupClasses, groupClassStudents, topics } from '../db/schema-catalog';
import { seatsJson, teacherInfoJson } from './card-json';
import { type ScannedRow, collectFirstPerTopic } from './first-per-topic';
import { type ScanPosition, type SearchFilter, after, all, classConditions, hasNarrowTopicFilter, topicConditions } from './search-filter';

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
  const timeFiltered =
    filter.weekdays !== undefined || filter.hours !== undefined || filter.startFrom !== undefined || filter.startBefore !== undefined;
  const limit = timeFiltered ? TOPIC_FIRST_LIMIT_WITH_TIME_FILTERS : TOPIC_FIRST_LIMIT;
  const rows = await db
    .select({ id: topics.id })
    .from(topics)
    .where(all(topicConditions(filter, options)))
    .limit(limit + 1);
  return rows.length > limit ? { kind: 'all' } : { kind: 'topics', ids: rows.map((r) => r.id) };
}

/**
 * The conditions of a class scan in the scope: with `topics`, the scoped topic ids (no join
 * needed); with `all`, the topic conditions, which need `topics` joined.
 */
function scanConditions(filter: SearchFilter, scope: TopicScope, bind: Bind, extra: SQL[] = []): SQL[] {
  return scope.kind === 'topics'
    ? [equalsAny(groupClasses.topic_id, 'topic_ids', scope.ids, 'bigint', bind), ...classConditions(filter, bind), ...extra]
    : [...classConditions(filter, bind), ...topicConditions(filter, { ...CLASS_LANGUAGE, bind }), ...extra];
}

/** The ids of the matching classes, ordered by `(start_time, id)`, limited to the scope and the filter. */
function classIdScan(db: Db, filter: SearchFilter, scope: TopicScope, bind: Bind) {
  const query = db.select({ id: groupClasses.id }).from(groupClasses).$dynamic();
  const joined = scope.kind === 'all' ? query.innerJoin(topics, eq(topics.id, groupClasses.topic_id)) : query;
  return joined.where(all(scanConditions(filter, scope, bind))).orderBy(asc(groupClasses.start_time), asc(groupClasses.id));
}

/** One page of search cards; `hasNext` is true when at least one more card exists. */
export interface CardPage<T> {
  readonly items: T[];
  readonly hasNext: boolean;
}

/**
 * One page of matching single classes as cards, soonest first (ties by id). With `groupByTopic`,
 * one per topic: its next matching class. `hasNext` is true when at least one more card exists.
 *
 * After the topic scope: the page's ids are a subquery of the card query, or (grouped pages over
 * all topics) a scan of positions is followed by the page's cards.
 * - Narrow topic scope, grouped: each scoped topic's next class through the `(topic_id,
 *   start_time)` index (a lateral join), sorted.
 * - Ungrouped: the classes in start order, cut to the page.
 * - Grouped over all topics: the classes' positions and topics in start order, from the partial
 *   index `group_classes_open_search_idx` alone, batch after batch, keeping each topic's first
 *   (`collectFirstPerTopic` stops after a page of topics); then the page's cards in one statement.
 *   Rendering cards in the scan itself read the table for every row scanned (a weekday or hour
 *   filter drops six rows in seven) and rendered cards the page then skipped.
 */
export async function searchClassCards(
  db: Db,
  filter: SearchFilter,
  page: PageRequest,
): Promise<CardPage<RenderedJson<GroupClassSearchItem>>> {
  const scope = await resolveTopicScope(db, filter);
  if (scope.kind === 'topics' && scope.ids.length === 0) return { items: [], hasNext: false };
  const wanted = page.length + 1;
  if (!page.groupByTopic || scope.kind === 'topics') {
    const rows = await cardPageStatement(db, (bind) => {
      const ids =
        page.groupByTopic && scope.kind === 'topics'
          ? nextClassPerTopic(db, filter, scope.ids, bind)
          : classIdScan(db, filter, scope, bind);
      return cardQuery(db, [inArray(groupClasses.id, ids.limit(bind('limit', wanted)).offset(bind('offset', page.offset)))]);
    });
    return { items: rows.slice(0, page.length).map(toCard), hasNext: rows.length > page.length };
  }
  const kept = await collectFirstPerTopic({
    needed: page.offset + wanted,
    fetchBatch: (position, limit) =>
      scanStatement(db, (bind) => scanRowsQuery(db, filter, scope, position, bind).limit(bind('limit', limit))),
  });
  const items = await loadClassCards(
    db,
    kept.slice(page.offset, page.offset + page.length).map((r) => r.id),
  );
  return { items, hasNext: kept.length > page.offset + page.length };
}

/**
 * The scan position and topic of the matching classes after `position`, in `(start_time, id)`
 * order: read from the partial index `group_classes_open_search_idx` alone (an index-only scan),
 * so rows a page skips (a topic seen already) or that a weekday or hour filter drops never visit
 * the table, and cards are rendered for the page's classes only.
 */
function scanRowsQuery(db: Db, filter: SearchFilter, scope: TopicScope, position: ScanPosition | null, bind: Bind) {
  const query = db
    .select({ id: groupClasses.id, topic_id: groupClasses.topic_id, start_time: groupClasses.start_time })
    .from(groupClasses)
    .$dynamic();
  const joined = scope.kind === 'all' ? query.innerJoin(topics, eq(topics.id, groupClasses.topic_id)) : query;
  return joined
    .where(all(scanConditions(filter, scope, bind, after(position, groupClasses.start_time, groupClasses.id, bind))))
    .orderBy(asc(groupClasses.start_time), asc(groupClasses.id));
}

/** The id of each of these topics' next matching class, ordered by that class's `(start_time, id)`. */
function nextClassPerTopic(db: Db, filter: SearchFilter, topicIds: number[], bind: Bind) {
  const next = db
    .select({ next_id: groupClasses.id, next_start: groupClasses.start_time })
    .from(groupClasses)
    .where(all([eq(groupClasses.topic_id, topics.id), ...classConditions(filter, bind)]))
    .orderBy(asc(groupClasses.start_time), asc(groupClasses.id))
    .limit(1)
    .as('next_class');
  return db
    .select({ id: next.next_id })
    .from(topics)
    .crossJoinLateral(next)
    .where(equalsAny(topics.id, 'scope_topic_ids', topicIds, 'bigint', bind))
    .orderBy(asc(next.next_start), asc(next.next_id))
    .$dynamic();
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
  const rows =
    scope.kind === 'topics'
      ? await db
          .select({ amount: count() })
          .from(groupClasses)
          .where(all([inArray(groupClasses.topic_id, scope.ids), ...classConditions(filter)]))
      : await db
          .select({ amount: count() })
          .from(groupClasses)
          .innerJoin(topics, eq(topics.id, groupClasses.topic_id))
          .where(all([...classConditions(filter), ...topicConditions(filter, CLASS_LANGUAGE)]));
  return rows[0]?.amount ?? 0;
}

/**
 * A card as PostgreSQL renders it, in the contract's field order: the class, its topic's language,
 * level, category, tag and cover, its live seats (a cancelled seat never counts toward spots, so it
 * is not sent) and the teacher. `row_to_json` and `array_to_json` write compact JSON (the
 * `json_build_object` family puts spaces around every colon and comma, and took longer); times are
 * written as `toISOString` writes them. Plain SQL names the tables: drizzle renders a column inside
 * a select field without its table, which would be ambiguous here (`id`, `status` and `language`
 * are in several of them).
 */
const CARD_JSON = sql<string>`(select row_to_json(card) from (select
  group_classes.id, group_classes.topic_id, group_classes.teacher_id, group_classes.title,
  topics.language, topics.language_level, topics.category, topics.tag,
  group_classes.price, group_classes.student_capacity,
  ${isoTime(sql`group_classes.start_time`)} as start_time,
  ${isoTime(sql`group_classes.end_time`)} as end_time,
  round(extract(epoch from group_classes.end_time - group_classes.start_time) / 60)::int as duration,
  group_classes.status, topics.intro_cover,
  ${seatsJson(sql`group_class_students s where s.group_class_id = group_classes.id and s.status <> 'CANCELLED'`)} as group_class_students,
  ${teacherInfoJson(sql`group_classes.teacher_id`)} as teacher_info
) card)::text`;

/** What a card query reads: the scan position and topic of each class, and its card as JSON text. */
const cardColumns = {
  id: groupClasses.id,
  topic_id: groupClasses.topic_id,
  start_time: groupClasses.start_time,
  card: CARD_JSON,
};

/** Cards of the classes matching `conditions` (on the class or its topic), soonest first, ties by id. */
function cardQuery(db: Db, conditions: SQL[]) {
  return db
    .select(cardColumns)
    .from(groupClasses)
    .innerJoin(topics, eq(topics.id, groupClasses.topic_id))
    .where(all(conditions))
    .orderBy(asc(groupClasses.start_time), asc(groupClasses.id))
    .$dynamic();
}

type CardQuery = ReturnType<typeof cardQuery>;
type CardRow = Awaited<CardQuery>[number];

/** The statements of `searchClassCards`, prepared per filter shape. */
const cardPageStatement = statementPerShape<CardRow[]>('class_card_page');
const scanStatement = statementPerShape<ScannedRow[]>('class_scan');
const cardsByIdStatement = statementPerShape<CardRow[]>('class_cards_by_id');

function toCard(r: CardRow): RenderedJson<GroupClassSearchItem> {
  return new RenderedJson(r.card);
}

/** The cards of these classes, in the order of `ids` (unknown ids are left out). */
export async function loadClassCards(db: Db, ids: readonly number[]): Promise<RenderedJson<GroupClassSearchItem>[]> {
  if (ids.length === 0) return [];
  const rows = await cardsByIdStatement(db, (bind) => cardQuery(db, [equalsAny(groupClasses.id, 'ids', ids, 'bigint', bind)]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    return r ? [toCard(r)] : [];
  });
}
