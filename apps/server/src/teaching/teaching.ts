import type { MY_CLASSES_SCOPES, TeachingRow } from '@app/api';
import {
  canTeacherCancelClass,
  countTakenSeats,
  decideTeacherCancelLesson,
  type ClassSeat,
  type ClassStatus,
  type LessonDuration,
  type LessonStatus,
} from '@app/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/rows-of';
import { isoTime } from '../db/time-sql';
import { lessonEndSql, lessonUpcomingSql } from '../lessons/lesson-facts';

type Scope = (typeof MY_CLASSES_SCOPES)[number];

/** One row of the union below: a class (topic columns, seats) or a lesson (student columns). */
interface UnionRow {
  kind: 'class' | 'lesson';
  id: string | number;
  course_id: string | number | null;
  topic_id: string | number | null;
  title: string | null;
  language: string;
  language_level: number | null;
  category: string | null;
  start_time: string;
  end_time: string;
  status: string;
  update_by: string | null;
  max_spots: number | null;
  seats: ClassSeat[] | null;
  duration: number | null;
  is_trial: boolean | null;
  price: number | null;
  student_id: string | number | null;
  student_nickname: string | null;
  student_avatar: string | null;
}

/** Not cancelled and not ended (a class in progress is upcoming until its end), as the student's list. */
const classUpcoming = (at: Date): SQL => sql`(group_classes.status <> 'CANCELLED' and group_classes.end_time > ${at})`;

/**
 * `GET /v1/me/teaching`: the teacher's own group classes (a course's classes each on its own row)
 * and the one-to-one lessons booked with them, in one UNION ALL ordered and paged by PostgreSQL.
 * Both halves start from the teacher's rows (`group_classes_teacher_start_idx`,
 * `lessons_teacher_start_idx`). `can_cancel` is the domain's rule on the class's seats at `now`,
 * the same rule the CANCEL action re-runs under the class lock.
 */
export async function listTeaching(
  db: Db,
  {
    teacherId,
    scope,
    page,
    pageSize,
    now,
  }: {
    teacherId: number;
    scope: Scope;
    page: number;
    pageSize: number;
    now: number;
  },
): Promise<{ items: TeachingRow[]; paging: { page: number; total: number; has_next: boolean } }> {
  const at = new Date(now);
  const classWhen = scope === 'upcoming' ? classUpcoming(at) : sql`not ${classUpcoming(at)}`;
  const lessonWhen = scope === 'upcoming' ? lessonUpcomingSql(at) : sql`not ${lessonUpcomingSql(at)}`;
  const direction = sql.raw(scope === 'upcoming' ? 'asc' : 'desc');

  const [listed, counted] = await Promise.all([
    db.execute(sql`
      select 'class' as kind, group_classes.id, group_classes.course_id, topics.id as topic_id, topics.title, topics.language,
        topics.language_level, topics.category, ${isoTime(sql`group_classes.start_time`)} as start_time,
        ${isoTime(sql`group_classes.end_time`)} as end_time, group_classes.start_time as start_at, group_classes.end_time as end_at,
        group_classes.status, group_classes.update_by, group_classes.student_capacity as max_spots,
        (select coalesce(json_agg(json_build_object('student_id', s.student_id, 'status', s.status)), '[]'::json)
           from group_class_students s where s.group_class_id = group_classes.id) as seats,
        null::int as duration, null::boolean as is_trial, null::int as price,
        null::bigint as student_id, null::text as student_nickname, null::text as student_avatar
      from group_classes
      join topics on topics.id = group_classes.topic_id
      where group_classes.teacher_id = ${teacherId} and ${classWhen}
      union all
      select 'lesson', lessons.id, null, null, null, lessons.language, null, null,
        ${isoTime(sql`lessons.start_time`)}, ${isoTime(lessonEndSql)}, lessons.start_time, ${lessonEndSql},
        lessons.status, null, null, null, lessons.duration, lessons.is_trial, lessons.price,
        users.user_id, users.nickname, users.avatar_file_name
      from lessons
      join users on users.user_id = lessons.student_id
      where lessons.teacher_id = ${teacherId} and ${lessonWhen}
      order by start_at ${direction}, end_at ${direction}, kind ${direction}, id ${direction}
      limit ${pageSize} offset ${(page - 1) * pageSize}`),
    db.execute(sql`
      select (select count(*) from group_classes where group_classes.teacher_id = ${teacherId} and ${classWhen})
           + (select count(*) from lessons where lessons.teacher_id = ${teacherId} and ${lessonWhen}) as total`),
  ]);
  const total = Number(rowsOf<{ total: string | number }>(counted)[0]?.total ?? 0);
  return {
    items: rowsOf<UnionRow>(listed).map((r) => toTeachingRow(r, { teacherId, now })),
    paging: { page, total, has_next: page * pageSize < total },
  };
}

function toTeachingRow(r: UnionRow, { teacherId, now }: { teacherId: number; now: number }): TeachingRow {
  if (r.kind === 'lesson') {
    return {
      kind: 'lesson',
      id: Number(r.id),
      language: r.language,
      start_time: r.start_time,
      end_time: r.end_time,
      duration: r.duration as LessonDuration,
      is_trial: r.is_trial === true,
      price: r.price ?? 0,
      status: r.status as LessonStatus,
      student: { user_id: Number(r.student_id), nickname: r.student_nickname ?? '', avatar_file_name: r.student_avatar },
      can_cancel: decideTeacherCancelLesson({ status: r.status as LessonStatus, start: r.start_time, now }) === 'cancel',
    };
  }
  const seats = r.seats ?? [];
  const status = r.status as ClassStatus;
  return {
    kind: 'class',
    group_class_id: Number(r.id),
    course_id: r.course_id === null ? null : Number(r.course_id),
    topic_id: Number(r.topic_id),
    title: r.title ?? '',
    language: r.language,
    language_level: r.language_level ?? 0,
    category: r.category ?? '',
    start_time: r.start_time,
    end_time: r.end_time,
    status,
    update_by: r.update_by,
    booked_spots: countTakenSeats(seats),
    max_spots: r.max_spots ?? 0,
    can_cancel: canTeacherCancelClass({
      groupClass: {
        teacher_id: teacherId,
        course_id: r.course_id === null ? null : Number(r.course_id),
        status,
        start_time: r.start_time,
        group_class_students: seats,
      },
      viewerId: teacherId,
      now,
    }),
  };
}
