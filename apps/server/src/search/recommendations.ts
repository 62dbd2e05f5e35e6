import type { GroupClassSearchItem } from '@app/api';
import { DAY_MS, type LevelFilterCode, getClassBookability, getLevelFilterCodeForLanguageLevel, isLevelFilterCode } from '@app/domain';
import { and, asc, desc, eq, inArray, min, notInArray, sql, sum } from 'drizzle-orm';
import type { Db } from '../db/database';
import type { RenderedJson } from '../http/rendered-json';
import { groupClasses, groupClassStudents, topics } from '../db/schema-catalog';
import type { CatalogMirror } from '../catalog/mirror';
import { classCardsById } from '../catalog/class-listing';
import { LIVE_CLASS_SEAT } from './open-probes';
import { LISTED_TOPIC_STATUS, type SearchFilter, all, classConditions, languageLevelsOfCodes } from './search-filter';

/** Recommendations look at classes starting within the next 7 days. */
export const RECOMMENDATION_WINDOW_MS = 7 * DAY_MS;
/** How many ranked topics are tried per wanted card (a topic may have no class the viewer can book). */
const TOPICS_PER_CARD = 4;

export interface Recommendations {
  readonly basis: 'history' | 'popular';
  readonly classes: { group_class: RenderedJson<GroupClassSearchItem> }[];
}

interface Taste {
  readonly languages: string[];
  readonly categories: string[];
  /** Filter codes 1..6 of the levels the student booked, widened by one each way. */
  readonly levelCodes: LevelFilterCode[];
  readonly topicIds: number[];
}

/**
 * 001 §4.1 "Recommendations differ for students with and without a booking record".
 *
 * - With a record (`student_has_record=1` and the signed-in viewer holds or held a seat that was not
 *   cancelled): topics in the languages the student booked (or the asked `language`), ranked by
 *   same category first, then a level within one step of a booked level, then the soonest class;
 *   topics the student already booked are left out. Basis `history`.
 * - Otherwise, or when the history gives fewer than `num`: the most-booked topics, by live seats in
 *   their classes of the next 7 days, then the soonest class. Basis `popular` when history gave none.
 *
 * Each card is the topic's soonest class in the window that the viewer may book (domain
 * `getClassBookability`: not their own class, not already booked, not full). One card per topic.
 */
export async function recommendClasses(
  db: Db,
  catalog: CatalogMirror,
  {
    viewerId,
    wantHistory,
    language,
    num,
    now,
  }: { viewerId: number | null; wantHistory: boolean; language: string | undefined; num: number; now: number },
): Promise<Recommendations> {
  const filter: SearchFilter = { now, zone: 'UTC', language, startBefore: now + RECOMMENDATION_WINDOW_MS };
  const taste = wantHistory && viewerId !== null ? await loadTaste(db, viewerId) : null;
  const picked: number[] = [];
  const usedTopics = new Set<number>(taste?.topicIds ?? []);

  if (taste) {
    const ranked = await rankTopics(db, {
      filter,
      languages: language !== undefined ? [language] : taste.languages,
      excludeTopics: [...usedTopics],
      order: 'taste',
      taste,
      limit: num * TOPICS_PER_CARD,
    });
    picked.push(...(await pickBookable(db, { topicIds: ranked, filter, viewerId, want: num })));
  }
  const fromHistory = picked.length;
  if (picked.length < num) {
    for (const topicId of await topicsOfClasses(db, picked)) usedTopics.add(topicId);
    const ranked = await rankTopics(db, {
      filter,
      languages: language !== undefined ? [language] : [],
      excludeTopics: [...usedTopics],
      order: 'popular',
      taste: null,
      limit: (num - picked.length) * TOPICS_PER_CARD,
    });
    picked.push(...(await pickBookable(db, { topicIds: ranked, filter, viewerId, want: num - picked.length })));
  }
  return {
    basis: fromHistory > 0 ? 'history' : 'popular',
    classes: classCardsById(await catalog.read(), picked).map((groupClass) => ({ group_class: groupClass })),
  };
}

/** The languages, categories, levels and topics of the student's seats that were not cancelled. */
async function loadTaste(db: Db, studentId: number): Promise<Taste | null> {
  const rows = await db
    .selectDistinct({ topic_id: topics.id, language: topics.language, category: topics.category, language_level: topics.language_level })
    .from(groupClassStudents)
    .innerJoin(groupClasses, eq(groupClasses.id, groupClassStudents.group_class_id))
    .innerJoin(topics, eq(topics.id, groupClasses.topic_id))
    .where(and(eq(groupClassStudents.student_id, studentId), LIVE_CLASS_SEAT));
  if (rows.length === 0) return null;
  const codes = rows.flatMap((r) => {
    const code = getLevelFilterCodeForLanguageLevel(r.language_level);
    return code === null ? [] : [code - 1, code, code + 1].filter(isLevelFilterCode);
  });
  return {
    languages: [...new Set(rows.map((r) => r.language))],
    categories: [...new Set(rows.map((r) => r.category))],
    levelCodes: [...new Set(codes)],
    topicIds: [...new Set(rows.map((r) => r.topic_id))],
  };
}

/** Topic ids with a class in the window, best first, by taste or by popularity. */
async function rankTopics(
  db: Db,
  {
    filter,
    languages,
    excludeTopics,
    order,
    taste,
    limit,
  }: { filter: SearchFilter; languages: string[]; excludeTopics: number[]; order: 'taste' | 'popular'; taste: Taste | null; limit: number },
): Promise<number[]> {
  // Live seats of one class, counted through the live-seat index (`group_class_students_live_key`).
  const liveSeats = sql<number>`(select count(*) from ${groupClassStudents} where ${groupClassStudents.group_class_id} = ${groupClasses.id} and ${LIVE_CLASS_SEAT})`;
  const candidates = db
    .select({
      topic_id: groupClasses.topic_id,
      start_time: groupClasses.start_time,
      category: topics.category,
      language_level: topics.language_level,
      seats: (order === 'popular' ? liveSeats : sql<number>`0`).as('seats'),
    })
    .from(groupClasses)
    .innerJoin(topics, eq(topics.id, groupClasses.topic_id))
    .where(
      all([
        ...classConditions(filter),
        eq(topics.status, LISTED_TOPIC_STATUS),
        ...(languages.length > 0 ? [inArray(topics.language, languages)] : []),
        ...(excludeTopics.length > 0 ? [notInArray(groupClasses.topic_id, excludeTopics)] : []),
      ]),
    )
    .as('candidates');
  const levelIndexes = (taste && languageLevelsOfCodes(taste.levelCodes)) ?? [];
  const sameCategory =
    taste && taste.categories.length > 0 ? sql`max(case when ${inArray(candidates.category, taste.categories)} then 1 else 0 end)` : sql`0`;
  const nearLevel =
    levelIndexes.length > 0 ? sql`max(case when ${inArray(candidates.language_level, levelIndexes)} then 1 else 0 end)` : sql`0`;
  const nextStart = min(candidates.start_time);
  const rows = await db
    .select({ topic_id: candidates.topic_id })
    .from(candidates)
    .groupBy(candidates.topic_id)
    .orderBy(
      ...(order === 'taste' ? [desc(sameCategory), desc(nearLevel), asc(nextStart)] : [desc(sum(candidates.seats)), asc(nextStart)]),
      asc(candidates.topic_id),
    )
    .limit(limit);
  return rows.map((r) => r.topic_id);
}

/** For each topic in rank order, its soonest class in the window the viewer may book; at most `want`. */
async function pickBookable(
  db: Db,
  { topicIds, filter, viewerId, want }: { topicIds: number[]; filter: SearchFilter; viewerId: number | null; want: number },
): Promise<number[]> {
  if (topicIds.length === 0 || want <= 0) return [];
  const classes = await db
    .select({
      id: groupClasses.id,
      topic_id: groupClasses.topic_id,
      teacher_id: groupClasses.teacher_id,
      status: groupClasses.status,
      student_capacity: groupClasses.student_capacity,
    })
    .from(groupClasses)
    .where(and(inArray(groupClasses.topic_id, topicIds), ...classConditions(filter)))
    .orderBy(asc(groupClasses.start_time), asc(groupClasses.id));
  const ids = classes.map((c) => c.id);
  const seats =
    ids.length === 0
      ? []
      : await db
          .select({
            group_class_id: groupClassStudents.group_class_id,
            student_id: groupClassStudents.student_id,
            status: groupClassStudents.status,
          })
          .from(groupClassStudents)
          .where(and(inArray(groupClassStudents.group_class_id, ids), LIVE_CLASS_SEAT));
  const chosen = new Map<number, number>();
  for (const c of classes) {
    if (chosen.has(c.topic_id)) continue;
    const groupClass = { ...c, group_class_students: seats.filter((s) => s.group_class_id === c.id) };
    if (getClassBookability({ groupClass, viewerId }).bookable) chosen.set(c.topic_id, c.id);
  }
  return topicIds
    .flatMap((t) => {
      const id = chosen.get(t);
      return id === undefined ? [] : [id];
    })
    .slice(0, want);
}

async function topicsOfClasses(db: Db, classIds: number[]): Promise<number[]> {
  if (classIds.length === 0) return [];
  const rows = await db.select({ topic_id: groupClasses.topic_id }).from(groupClasses).where(inArray(groupClasses.id, classIds));
  return rows.map((r) => r.topic_id);
}
