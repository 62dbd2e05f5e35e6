import { type SQL, and, asc, eq, gt, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { ClassStatus, ClassStudentStatus, CourseStatus, CourseStudentStatus } from '@app/domain';
import type { Db } from '../db/database';
import { preparedPerDatabase } from '../db/prepared';
import { users } from '../db/schema-accounts';
import { courseStudents, courses, groupClassStudents, groupClasses, teachers, topics } from '../db/schema-catalog';
import { catalogChanges, catalogVersion } from '../db/schema-catalog-changes';
import { featureToggles } from '../db/schema-discovery';
import { LISTED_TOPIC_STATUS, OPEN_CLASS_STATUSES, OPEN_COURSE_STATUSES, inLiteralStatuses } from '../search/search-filter';

/**
 * The rows the search mirror holds (catalog/mirror.ts), as the database has them. Times are epoch
 * ms; prices USD cents. Only what a search can list is read: single classes and courses open for
 * booking, listed topics, and teachers' card fields.
 */

export interface MirrorSeat<S extends string> {
  readonly student_id: number;
  readonly status: S;
}

export interface MirrorTopic {
  readonly id: number;
  readonly teacherId: number;
  readonly title: string;
  readonly description: string;
  readonly language: string;
  readonly languageLevel: number;
  readonly category: string;
  readonly tag: string | null;
  readonly duration: number;
  readonly introCover: string | null;
  /** Title, description and tag, lower-cased: what a keyword's words are looked for in. */
  readonly keywordText: string;
}

export interface MirrorTeacher {
  readonly user_id: number;
  readonly nickname: string;
  readonly avatar_file_name: string | null;
  readonly is_pro: boolean;
}

export interface MirrorClass {
  readonly id: number;
  readonly topicId: number;
  readonly teacherId: number;
  readonly title: string;
  /** The topic's language, as copied onto the class by the database. */
  readonly language: string;
  readonly price: number;
  readonly capacity: number;
  readonly start: number;
  readonly end: number;
  readonly status: ClassStatus;
  /** Live seats (not cancelled), in seat order. */
  readonly seats: readonly MirrorSeat<ClassStudentStatus>[];
}

export interface MirrorOutline {
  readonly group_class_id: number;
  readonly class_title: string;
  readonly start_time: string;
  readonly end_time: string;
}

export interface MirrorCourse {
  readonly id: number;
  readonly topicId: number;
  readonly teacherId: number;
  readonly language: string;
  readonly price: number;
  readonly classAmount: number;
  readonly minSpots: number;
  readonly maxSpots: number;
  readonly start: number;
  readonly end: number;
  readonly status: CourseStatus;
  /** The course's classes (any status), by start, class index and id. */
  readonly outlines: readonly MirrorOutline[];
  /** Live seats (not cancelled), in seat order. */
  readonly seats: readonly MirrorSeat<CourseStudentStatus>[];
}

/** Which rows to read: all of them, or those with these keys. */
export type RowSelection = 'all' | readonly number[];

const keyed = (column: Parameters<typeof inArray>[0], selection: RowSelection): SQL[] =>
  selection === 'all' ? [] : [inArray(column, [...selection])];

const groupBy = <T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> => {
  const out = new Map<K, T[]>();
  for (const row of rows) {
    const list = out.get(key(row));
    if (list) list.push(row);
    else out.set(key(row), [row]);
  }
  return out;
};

/** Single classes open for booking (any start: the search compares starts with its own `now`). */
export async function readClasses(db: Db, selection: RowSelection): Promise<MirrorClass[]> {
  if (selection !== 'all' && selection.length === 0) return [];
  const open = [inLiteralStatuses(groupClasses.status, OPEN_CLASS_STATUSES), isNull(groupClasses.course_id)];
  const [rows, seats] = await Promise.all([
    db
      .select({
        id: groupClasses.id,
        topicId: groupClasses.topic_id,
        teacherId: groupClasses.teacher_id,
        title: groupClasses.title,
        language: groupClasses.language,
        price: groupClasses.price,
        capacity: groupClasses.student_capacity,
        start: groupClasses.start_time,
        end: groupClasses.end_time,
        status: groupClasses.status,
      })
      .from(groupClasses)
      .where(and(...open, ...keyed(groupClasses.id, selection))),
    db
      .select({ classId: groupClassStudents.group_class_id, student_id: groupClassStudents.student_id, status: groupClassStudents.status })
      .from(groupClassStudents)
      .innerJoin(groupClasses, eq(groupClasses.id, groupClassStudents.group_class_id))
      .where(and(ne(groupClassStudents.status, 'CANCELLED'), ...open, ...keyed(groupClasses.id, selection)))
      .orderBy(asc(groupClassStudents.id)),
  ]);
  const seatsOf = groupBy(seats, (s) => s.classId);
  // Every entry built by one literal: one object shape, which the searches' walks read fastest.
  return rows.map((r): MirrorClass => ({
    id: r.id,
    topicId: r.topicId,
    teacherId: r.teacherId,
    title: r.title,
    language: r.language,
    price: r.price,
    capacity: r.capacity,
    start: r.start.getTime(),
    end: r.end.getTime(),
    status: r.status,
    seats: (seatsOf.get(r.id) ?? []).map(({ student_id, status }) => ({ student_id, status })),
  }));
}

/** Courses open for joining, with their classes' times and their live seats. */
export async function readCourses(db: Db, selection: RowSelection): Promise<MirrorCourse[]> {
  if (selection !== 'all' && selection.length === 0) return [];
  const open = [inLiteralStatuses(courses.status, OPEN_COURSE_STATUSES), ...keyed(courses.id, selection)];
  const [rows, outlines, seats] = await Promise.all([
    db
      .select({
        id: courses.id,
        topicId: courses.topic_id,
        teacherId: courses.teacher_id,
        language: courses.language,
        price: courses.price,
        classAmount: courses.class_amount,
        minSpots: courses.min_spots,
        maxSpots: courses.max_spots,
        start: courses.start_time,
        end: courses.end_time,
        status: courses.status,
      })
      .from(courses)
      .where(and(...open)),
    db
      .select({
        courseId: groupClasses.course_id,
        group_class_id: groupClasses.id,
        class_title: groupClasses.title,
        start: groupClasses.start_time,
        end: groupClasses.end_time,
      })
      .from(groupClasses)
      .innerJoin(courses, eq(courses.id, groupClasses.course_id))
      .where(and(...open))
      .orderBy(asc(groupClasses.start_time), asc(groupClasses.class_index), asc(groupClasses.id)),
    db
      .select({ courseId: courseStudents.course_id, student_id: courseStudents.student_id, status: courseStudents.status })
      .from(courseStudents)
      .innerJoin(courses, eq(courses.id, courseStudents.course_id))
      .where(and(ne(courseStudents.status, 'Cancelled'), ...open))
      .orderBy(asc(courseStudents.id)),
  ]);
  const outlinesOf = groupBy(outlines, (o) => o.courseId);
  const seatsOf = groupBy(seats, (s) => s.courseId);
  return rows.map((r) => ({
    id: r.id,
    topicId: r.topicId,
    teacherId: r.teacherId,
    language: r.language,
    price: r.price,
    classAmount: r.classAmount,
    minSpots: r.minSpots,
    maxSpots: r.maxSpots,
    start: r.start.getTime(),
    end: r.end.getTime(),
    status: r.status,
    outlines: (outlinesOf.get(r.id) ?? []).map((o) => ({
      group_class_id: o.group_class_id,
      class_title: o.class_title,
      start_time: o.start.toISOString(),
      end_time: o.end.toISOString(),
    })),
    seats: (seatsOf.get(r.id) ?? []).map(({ student_id, status }) => ({ student_id, status })),
  }));
}

/** Listed topics. */
export async function readTopics(db: Db, selection: RowSelection): Promise<MirrorTopic[]> {
  if (selection !== 'all' && selection.length === 0) return [];
  const rows = await db
    .select({
      id: topics.id,
      teacherId: topics.teacher_id,
      title: topics.title,
      description: topics.description,
      language: topics.language,
      languageLevel: topics.language_level,
      category: topics.category,
      tag: topics.tag,
      duration: topics.duration,
      introCover: topics.intro_cover,
    })
    .from(topics)
    .where(and(eq(topics.status, LISTED_TOPIC_STATUS), ...keyed(topics.id, selection)));
  return rows.map((r) => ({
    id: r.id,
    teacherId: r.teacherId,
    title: r.title,
    description: r.description,
    language: r.language,
    languageLevel: r.languageLevel,
    category: r.category,
    tag: r.tag,
    duration: r.duration,
    introCover: r.introCover,
    keywordText: `${r.title} ${r.description} ${r.tag ?? ''}`.toLowerCase(),
  }));
}

/** The card fields of teachers (all of them, or these users). */
export async function readTeachers(db: Db, selection: RowSelection): Promise<MirrorTeacher[]> {
  if (selection !== 'all' && selection.length === 0) return [];
  return db
    .select({ user_id: users.user_id, nickname: users.nickname, avatar_file_name: users.avatar_file_name, is_pro: users.is_pro })
    .from(users)
    .innerJoin(teachers, eq(teachers.user_id, users.user_id))
    .where(and(...keyed(users.user_id, selection)));
}

/** Every feature toggle's state, by name. */
export async function readToggles(db: Db): Promise<Map<string, boolean>> {
  const rows = await db.select({ name: featureToggles.name, enabled: featureToggles.enabled }).from(featureToggles);
  return new Map(rows.map((r) => [r.name, r.enabled]));
}

export interface ChangeRead {
  /** The catalogue's version the changes lead to. */
  readonly version: number;
  /** Changes up to this version are gone: a mirror older than it must read everything. */
  readonly prunedThrough: number;
  readonly changes: readonly { readonly kind: string; readonly id: number }[];
  /** More changes than asked for: reading everything is cheaper than following them. */
  readonly overflow: boolean;
}

/** A mirror's round trip when nothing changed: one prepared statement, one row. */
const changesStatement = preparedPerDatabase((db) =>
  db
    .select({
      version: catalogVersion.version,
      prunedThrough: catalogVersion.pruned_through,
      kind: catalogChanges.kind,
      id: catalogChanges.row_id,
    })
    .from(catalogVersion)
    .leftJoin(
      catalogChanges,
      and(gt(catalogChanges.version, sql.placeholder('since')), lte(catalogChanges.version, catalogVersion.version)),
    )
    .limit(sql.placeholder('limit'))
    .prepare('catalog_changes_since'),
);

/** The catalogue's version now and what changed after `since` up to it (at most `limit` changes). */
export async function readChanges(db: Db, since: number, limit: number): Promise<ChangeRead> {
  const rows = await changesStatement(db).execute({ since, limit: limit + 1 });
  const first = rows[0];
  if (!first) throw new Error('catalog_version has no row');
  const changes = rows.flatMap((r) => (r.kind === null || r.id === null ? [] : [{ kind: r.kind, id: r.id }]));
  return { version: first.version, prunedThrough: first.prunedThrough, changes: changes.slice(0, limit), overflow: changes.length > limit };
}
