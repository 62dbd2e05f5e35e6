import type { MY_CLASSES_SCOPES, MyBookingRow, MyClassRow } from '@app/api';
import type { LessonDuration, LessonStatus } from '@app/domain';
import { and, count, eq, gt, isNull, not, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { courses, courseStudents, groupClasses, groupClassStudents, topics } from '../db/schema-catalog';
import { lessons } from '../db/schema-lessons';
import { lessonEndSql as lessonEnd } from '../lessons/lesson-facts';

type Scope = (typeof MY_CLASSES_SCOPES)[number];

/**
 * The same columns, in the same order, for both halves of the union. Every value is an aliased
 * expression decoded like its source column, so the union's rows map the way a plain select would.
 */
/** Ids that are null in one half of the union (drizzle never decodes a null). */
const nullableId = (value: unknown): number | null => Number(value);

/** The topic's columns for a class or course row; nulls for a lesson, which has no topic. */
const topicColumns = {
  topicId: sql`${topics.id}`,
  title: sql`${topics.title}`,
  language: sql`${topics.language}`,
  level: sql`${topics.language_level}`,
  category: sql`${topics.category}`,
};
const noLessonColumns = { duration: sql`null::int`, isTrial: sql`null::boolean`, price: sql`null::int` };

function row(
  kind: MyBookingRow['kind'],
  c: {
    seatId: SQL;
    classId: SQL;
    courseId: SQL;
    courseSeatId: SQL;
    classAmount: SQL;
    seatStatus: SQL;
    seatUpdateBy: SQL;
    classStatus: SQL;
    courseStatus: SQL;
    start: SQL;
    end: SQL;
    topicId: SQL;
    title: SQL;
    language: SQL;
    level: SQL;
    category: SQL;
    duration: SQL;
    isTrial: SQL;
    price: SQL;
  },
) {
  return {
    kind: sql<MyBookingRow['kind']>`${sql.raw(`'${kind}'`)}::text`.as('kind'),
    student_booked_id: c.seatId.mapWith(Number).as('student_booked_id'),
    group_class_id: c.classId.mapWith(nullableId).as('group_class_id'),
    course_id: c.courseId.mapWith(nullableId).as('course_id'),
    course_student_id: c.courseSeatId.mapWith(nullableId).as('course_student_id'),
    topic_id: c.topicId.mapWith(nullableId).as('topic_id'),
    title: sql<string | null>`${c.title}`.as('title'),
    language: sql<string>`${c.language}`.as('language'),
    language_level: c.level.mapWith(nullableId).as('language_level'),
    category: sql<string | null>`${c.category}`.as('category'),
    start_time: c.start.mapWith(groupClasses.start_time).as('start_time'),
    end_time: c.end.mapWith(groupClasses.end_time).as('end_time'),
    class_amount: c.classAmount.mapWith(nullableId).as('class_amount'),
    teacher_id: sql`${users.user_id}`.mapWith(users.user_id).as('teacher_id'),
    teacher_nickname: sql<string>`${users.nickname}`.as('teacher_nickname'),
    teacher_avatar: sql<string | null>`${users.avatar_file_name}`.as('teacher_avatar'),
    seat_status: sql<string>`${c.seatStatus}`.as('seat_status'),
    seat_update_by: sql<string | null>`${c.seatUpdateBy}`.as('seat_update_by'),
    class_status: sql<MyClassRow['class_status']>`${c.classStatus}`.as('class_status'),
    course_status: sql<MyClassRow['course_status']>`${c.courseStatus}`.as('course_status'),
    duration: c.duration.mapWith(nullableId).as('duration'),
    is_trial: sql<boolean | null>`${c.isTrial}`.as('is_trial'),
    price: c.price.mapWith(nullableId).as('price'),
  };
}

/** A class or course row always has its topic (inner join); only a lesson row has none. */
function present<T>(value: T | null): T {
  if (value === null) throw new Error('A class or course row without its topic');
  return value;
}

/**
 * The tabs split by time alone (issue 17: a dropped or cancelled class whose date is still ahead is
 * not "past"): a booking is upcoming until its class, course or lesson ends, whatever its status, so
 * a class the teacher cancelled stays where the student looks for it, marked Canceled; at its end it
 * moves to past. The negation is "past".
 */
function classUpcoming(now: Date): SQL {
  return gt(groupClasses.end_time, now);
}
function courseUpcoming(now: Date): SQL {
  return gt(courses.end_time, now);
}
function lessonUpcoming(now: Date): SQL {
  return sql`${lessonEnd} > ${now}`;
}

/**
 * `GET /v1/me/classes`: the student's single-class seats (classes of a course are shown once, as
 * their course seat), course seats and one-to-one lessons, in one UNION ALL ordered and paged by PostgreSQL. Each half
 * starts from the student's seats through `group_class_students_student_idx` /
 * `course_students_student_idx` and joins by primary keys, so the cost follows the student's own
 * bookings, never the size of the catalogue.
 */
export async function listMyClasses(
  db: Db,
  {
    studentId,
    scope,
    page,
    pageSize,
    now,
  }: {
    studentId: number;
    scope: Scope;
    page: number;
    pageSize: number;
    now: number;
  },
): Promise<{ classes: MyBookingRow[]; paging: { page: number; total: number; has_next: boolean } }> {
  const at = new Date(now);
  const classWhen = scope === 'upcoming' ? classUpcoming(at) : not(classUpcoming(at));
  const courseWhen = scope === 'upcoming' ? courseUpcoming(at) : not(courseUpcoming(at));
  const classFilter = and(eq(groupClassStudents.student_id, studentId), isNull(groupClasses.course_id), classWhen);
  const courseFilter = and(eq(courseStudents.student_id, studentId), courseWhen);
  const lessonFilter = and(eq(lessons.student_id, studentId), scope === 'upcoming' ? lessonUpcoming(at) : not(lessonUpcoming(at)));

  const classSeats = db
    .select(
      row('class', {
        seatId: sql`${groupClassStudents.id}`,
        classId: sql`${groupClasses.id}`,
        courseId: sql`null::bigint`,
        courseSeatId: sql`null::bigint`,
        classAmount: sql`null::int`,
        seatStatus: sql`${groupClassStudents.status}`,
        seatUpdateBy: sql`${groupClassStudents.update_by}`,
        classStatus: sql`${groupClasses.status}`,
        courseStatus: sql`null::text`,
        start: sql`${groupClasses.start_time}`,
        end: sql`${groupClasses.end_time}`,
        ...topicColumns,
        ...noLessonColumns,
      }),
    )
    .from(groupClassStudents)
    .innerJoin(groupClasses, eq(groupClasses.id, groupClassStudents.group_class_id))
    .innerJoin(topics, eq(topics.id, groupClasses.topic_id))
    .innerJoin(users, eq(users.user_id, groupClasses.teacher_id))
    .where(classFilter);
  const courseSeats = db
    .select(
      row('course', {
        seatId: sql`${courseStudents.id}`,
        classId: sql`null::bigint`,
        courseId: sql`${courses.id}`,
        courseSeatId: sql`${courseStudents.id}`,
        classAmount: sql`${courses.class_amount}`,
        seatStatus: sql`${courseStudents.status}`,
        seatUpdateBy: sql`${courseStudents.update_by}`,
        classStatus: sql`null::text`,
        courseStatus: sql`${courses.status}`,
        start: sql`${courses.start_time}`,
        end: sql`${courses.end_time}`,
        ...topicColumns,
        ...noLessonColumns,
      }),
    )
    .from(courseStudents)
    .innerJoin(courses, eq(courses.id, courseStudents.course_id))
    .innerJoin(topics, eq(topics.id, courses.topic_id))
    .innerJoin(users, eq(users.user_id, courses.teacher_id))
    .where(courseFilter);
  const lessonRows = db
    .select(
      row('lesson', {
        seatId: sql`${lessons.id}`,
        classId: sql`null::bigint`,
        courseId: sql`null::bigint`,
        courseSeatId: sql`null::bigint`,
        classAmount: sql`null::int`,
        seatStatus: sql`${lessons.status}`,
        seatUpdateBy: sql`null::text`,
        classStatus: sql`null::text`,
        courseStatus: sql`null::text`,
        start: sql`${lessons.start_time}`,
        end: lessonEnd,
        topicId: sql`null::bigint`,
        title: sql`null::text`,
        language: sql`${lessons.language}`,
        level: sql`null::int`,
        category: sql`null::text`,
        duration: sql`${lessons.duration}`,
        isTrial: sql`${lessons.is_trial}`,
        price: sql`${lessons.price}`,
      }),
    )
    .from(lessons)
    .innerJoin(users, eq(users.user_id, lessons.teacher_id))
    .where(lessonFilter);

  const order =
    scope === 'upcoming'
      ? [sql`start_time asc`, sql`end_time asc`, sql`kind asc`, sql`student_booked_id asc`]
      : [sql`start_time desc`, sql`end_time desc`, sql`kind desc`, sql`student_booked_id desc`];
  const [rows, [classTotal], [courseTotal], [lessonTotal]] = await Promise.all([
    classSeats
      .unionAll(courseSeats)
      .unionAll(lessonRows)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(groupClassStudents)
      .innerJoin(groupClasses, eq(groupClasses.id, groupClassStudents.group_class_id))
      .where(classFilter),
    db.select({ n: count() }).from(courseStudents).innerJoin(courses, eq(courses.id, courseStudents.course_id)).where(courseFilter),
    db.select({ n: count() }).from(lessons).where(lessonFilter),
  ]);
  const total = (classTotal?.n ?? 0) + (courseTotal?.n ?? 0) + (lessonTotal?.n ?? 0);
  return {
    classes: rows.map((r): MyBookingRow =>
      r.kind === 'lesson'
        ? {
            kind: 'lesson',
            student_booked_id: r.student_booked_id,
            language: r.language,
            start_time: r.start_time.toISOString(),
            end_time: r.end_time.toISOString(),
            duration: r.duration as LessonDuration,
            is_trial: r.is_trial === true,
            price: r.price ?? 0,
            teacher: { user_id: r.teacher_id, nickname: r.teacher_nickname, avatar_file_name: r.teacher_avatar },
            lesson_status: r.seat_status as LessonStatus,
          }
        : {
            kind: r.kind,
            student_booked_id: r.student_booked_id,
            group_class_id: r.group_class_id,
            course_id: r.course_id,
            course_student_id: r.course_student_id,
            topic_id: present(r.topic_id),
            title: present(r.title),
            language: r.language,
            language_level: present(r.language_level),
            category: present(r.category),
            start_time: r.start_time.toISOString(),
            end_time: r.end_time.toISOString(),
            class_amount: r.class_amount,
            teacher: { user_id: r.teacher_id, nickname: r.teacher_nickname, avatar_file_name: r.teacher_avatar },
            seat_status: r.seat_status,
            seat_update_by: r.seat_update_by,
            class_status: r.class_status,
            course_status: r.course_status,
          },
    ),
    paging: { page, total, has_next: page * pageSize < total },
  };
}
