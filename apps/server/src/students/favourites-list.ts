import type { FavouriteTeacherItem, FavouriteTopicItem, Favourites } from '@app/api';
import { MINUTE_MS } from '@app/domain';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { courses, groupClasses, teacherLanguages, teachers, topics } from '../db/schema-catalog';
import { favourites, topicFavourites } from '../db/schema-discovery';
import { classConditions, courseConditions, LISTED_TOPIC_STATUS, type SearchFilter } from '../search/search-filter';

type NextClass = FavouriteTopicItem['next_class'];

/** The language a teacher teaches at the highest level (then by name): where their profile link opens. */
const TOP_TAUGHT_LANGUAGE = sql<string | null>`(select ${teacherLanguages.language} from ${teacherLanguages}
  where ${teacherLanguages.teacher_id} = ${teachers.user_id} and ${teacherLanguages.teaches}
  order by ${teacherLanguages.level} desc, ${teacherLanguages.language} asc limit 1)`;

async function listTeachers(db: Db, userId: number): Promise<FavouriteTeacherItem[]> {
  const rows = await db
    .select({
      teacher_id: teachers.user_id,
      nickname: users.nickname,
      avatar_file_name: users.avatar_file_name,
      is_pro: users.is_pro,
      language: TOP_TAUGHT_LANGUAGE,
      min_price: teachers.min_price,
      saved_at: favourites.created_at,
    })
    .from(favourites)
    .innerJoin(teachers, eq(teachers.user_id, favourites.teacher_id))
    .innerJoin(users, eq(users.user_id, teachers.user_id))
    .where(eq(favourites.user_id, userId))
    .orderBy(desc(favourites.created_at), desc(favourites.teacher_id));
  return rows.map((row) => ({ ...row, saved_at: row.saved_at.toISOString() }));
}

/**
 * The soonest class still open for booking of each class topic (the search's own conditions: open
 * status, not part of a course, not started), and of each course topic its next open course's first
 * class (a course's classes last the topic's duration).
 */
async function nextClasses(
  db: Db,
  { classTopicIds, courseTopics, now }: { classTopicIds: number[]; courseTopics: { id: number; duration: number }[]; now: number },
): Promise<Map<number, NextClass>> {
  const filter: SearchFilter = { now, zone: 'UTC' };
  const courseTopicIds = courseTopics.map((t) => t.id);
  const [classRows, courseRows] = await Promise.all([
    classTopicIds.length === 0
      ? []
      : db
          .selectDistinctOn([groupClasses.topic_id], {
            topic_id: groupClasses.topic_id,
            start_time: groupClasses.start_time,
            end_time: groupClasses.end_time,
          })
          .from(groupClasses)
          .where(and(inArray(groupClasses.topic_id, classTopicIds), ...classConditions(filter)))
          .orderBy(asc(groupClasses.topic_id), asc(groupClasses.start_time), asc(groupClasses.id)),
    courseTopicIds.length === 0
      ? []
      : db
          .selectDistinctOn([courses.topic_id], { topic_id: courses.topic_id, start_time: courses.start_time })
          .from(courses)
          .where(and(inArray(courses.topic_id, courseTopicIds), ...courseConditions(filter)))
          .orderBy(asc(courses.topic_id), asc(courses.start_time), asc(courses.id)),
  ]);
  const duration = new Map(courseTopics.map((t) => [t.id, t.duration]));
  const next = new Map<number, NextClass>();
  for (const row of classRows) next.set(row.topic_id, { start_time: row.start_time.toISOString(), end_time: row.end_time.toISOString() });
  for (const row of courseRows) {
    const end = row.start_time.getTime() + (duration.get(row.topic_id) ?? 0) * MINUTE_MS;
    next.set(row.topic_id, { start_time: row.start_time.toISOString(), end_time: new Date(end).toISOString() });
  }
  return next;
}

async function listTopics(db: Db, { userId, now }: { userId: number; now: number }): Promise<FavouriteTopicItem[]> {
  const rows = await db
    .select({
      topic_id: topics.id,
      is_course: topics.is_course,
      title: topics.title,
      intro_cover: topics.intro_cover,
      language: topics.language,
      language_level: topics.language_level,
      price: topics.price,
      duration: topics.duration,
      saved_at: topicFavourites.created_at,
    })
    .from(topicFavourites)
    .innerJoin(topics, eq(topics.id, topicFavourites.topic_id))
    // A topic its teacher archived has no page to open: it waits, saved, until it is listed again.
    .where(and(eq(topicFavourites.user_id, userId), eq(topics.status, LISTED_TOPIC_STATUS)))
    .orderBy(desc(topicFavourites.created_at), desc(topicFavourites.topic_id));
  const next = await nextClasses(db, {
    classTopicIds: rows.filter((r) => !r.is_course).map((r) => r.topic_id),
    courseTopics: rows.filter((r) => r.is_course).map((r) => ({ id: r.topic_id, duration: r.duration })),
    now,
  });
  return rows.map((row) => ({
    topic_id: row.topic_id,
    kind: row.is_course ? 'course' : 'class',
    title: row.title,
    intro_cover: row.intro_cover,
    language: row.language,
    language_level: row.language_level,
    price: row.price,
    next_class: next.get(row.topic_id) ?? null,
    saved_at: row.saved_at.toISOString(),
  }));
}

/** `GET /v2/me/favourites`: the user's saved teachers and saved listed topics, each newest first. */
export async function listFavourites(db: Db, { userId, now }: { userId: number; now: number }): Promise<Favourites> {
  const [teacherItems, topicItems] = await Promise.all([listTeachers(db, userId), listTopics(db, { userId, now })]);
  return { teachers: teacherItems, topics: topicItems };
}
