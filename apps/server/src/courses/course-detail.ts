import { type CourseDetail, type CourseOrder, type CourseOrderDetail, type GroupCourse, TEACHING_TOPIC_COURSES_LIMIT } from '@app/api';
import { shouldSendMaterials } from '@app/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { attachmentUrl, loadTeacherInfo, toGroupTopic } from '../classes/class-detail';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { attachments, courses, courseStudents, topics } from '../db/schema-catalog';
import { notFoundError } from '../errors/app-error';
import type { Tx } from '../money/ledger';
import { type CourseSeatRow, type LoadedCourse, loadClassSeatsOf, loadClassSeatsOfCourseSeat, loadCourse } from './course-facts';

/**
 * The course as 000 §3 names its fields. Title, description, language, level, category and duration
 * come from the course topic; each outline is one class of the course. Topic files are listed on an
 * outline only for a viewer entitled to that class's material (000 §5, the domain's
 * shouldSendMaterials: a live seat in a class that is not cancelled), and point at the class's own
 * download route, which checks the same rule again.
 */
async function toGroupCourse(
  tx: Tx,
  { loaded, topic, viewerId }: { loaded: LoadedCourse; topic: typeof topics.$inferSelect; viewerId: number | null },
): Promise<GroupCourse> {
  const { row, seats, classes } = loaded;
  const people = seats.length
    ? await tx
        .select({ user_id: users.user_id, nickname: users.nickname, avatar_file_name: users.avatar_file_name })
        .from(users)
        .where(inArray(users.user_id, [...new Set(seats.map((s) => s.student_id))]))
    : [];
  const byId = new Map(people.map((p) => [p.user_id, p]));
  const viewerSeats = viewerId === null ? [] : await loadClassSeatsOf(tx, { studentId: viewerId, classIds: classes.map((c) => c.id) });
  const files = viewerSeats.length
    ? await tx
        .select({ id: attachments.id, file_name: attachments.file_name })
        .from(attachments)
        .where(eq(attachments.topic_id, topic.id))
        .orderBy(asc(attachments.id))
    : [];

  return {
    id: row.id,
    course_id: row.id,
    title: topic.title,
    description: topic.description,
    topic_id: row.topic_id,
    teacher_id: row.teacher_id,
    language: topic.language,
    language_level: topic.language_level,
    category: topic.category,
    tag: topic.tag,
    price: row.price,
    class_amount: row.class_amount,
    duration: topic.duration,
    min_spots: row.min_spots,
    max_spots: row.max_spots,
    start_time: row.start_time.toISOString(),
    end_time: row.end_time.toISOString(),
    status: row.status,
    update_by: row.update_by,
    outcomes: row.outcomes,
    outlines: classes.map((cls) => {
      const entitled = shouldSendMaterials({
        groupClass: { status: cls.status, group_class_students: viewerSeats.filter((s) => s.group_class_id === cls.id) },
        studentId: viewerId,
      });
      return {
        group_class_id: cls.id,
        class_index: cls.class_index,
        class_title: cls.title,
        description: cls.intro,
        start_time: cls.start_time.toISOString(),
        end_time: cls.end_time.toISOString(),
        status: cls.status,
        attachments: entitled ? files.map((f) => ({ file_name: f.file_name, file_url: attachmentUrl(cls.id, f.id) })) : [],
      };
    }),
    course_students: seats.map((s) => ({
      id: s.id,
      student_id: s.student_id,
      status: s.status,
      update_by: s.update_by,
      nickname: byId.get(s.student_id)?.nickname ?? '',
      avatar_file_name: byId.get(s.student_id)?.avatar_file_name ?? null,
    })),
  };
}

/**
 * `GET /v1/teaching/topics/:id/courses`: the teacher's own courses of her topic, soonest first, each
 * as the course detail reads it (its classes and course students). 404 for a topic that is not hers,
 * as for any topic of another teacher.
 */
export async function loadTeacherTopicCourses(
  db: Db,
  { topicId, teacherId }: { topicId: number; teacherId: number },
): Promise<GroupCourse[]> {
  const [topic] = await db.select().from(topics).where(eq(topics.id, topicId));
  if (!topic || topic.teacher_id !== teacherId) throw notFoundError('Topic');
  const ids = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.topic_id, topicId), eq(courses.teacher_id, teacherId)))
    .orderBy(asc(courses.start_time), asc(courses.id))
    .limit(TEACHING_TOPIC_COURSES_LIMIT);
  const out: GroupCourse[] = [];
  for (const { id } of ids) {
    const loaded = await loadCourse(db, id);
    if (loaded) out.push(await toGroupCourse(db, { loaded, topic, viewerId: teacherId }));
  }
  return out;
}

/** 000 §7 `GET /v3/group_class/courses/{id}`: anyone may read a course; unknown ids are 404. */
export async function loadCourseDetail(
  db: Db,
  { courseId, viewerId }: { courseId: number; viewerId: number | null },
): Promise<CourseDetail> {
  const loaded = await loadCourse(db, courseId);
  if (!loaded) throw notFoundError('Course');
  return buildDetail(db, loaded, viewerId);
}

async function buildDetail(db: Db, loaded: LoadedCourse, viewerId: number | null): Promise<CourseDetail> {
  const [topic] = await db.select().from(topics).where(eq(topics.id, loaded.row.topic_id));
  if (!topic) throw notFoundError('Course');
  return {
    group_course: await toGroupCourse(db, { loaded, topic, viewerId }),
    teacher_info: await loadTeacherInfo(db, loaded.row.teacher_id),
    group_topic: toGroupTopic(topic),
  };
}

/**
 * The order of a course seat: the seat and the class seats taken with it (`course_student_id`,
 * written by the course BOOK action), in the course's class order.
 */
export async function loadCourseOrder(
  tx: Tx,
  { seat, loaded }: { seat: CourseSeatRow; loaded: Pick<LoadedCourse, 'classes'> },
): Promise<CourseOrder> {
  const classSeats = await loadClassSeatsOfCourseSeat(tx, seat.id);
  const mine = loaded.classes.flatMap((cls) => {
    const taken = classSeats.find((s) => s.group_class_id === cls.id);
    return taken ? [{ group_class_id: cls.id, group_class_student_id: taken.id, status: taken.status }] : [];
  });
  return {
    order_id: seat.id,
    course_id: seat.course_id,
    course_student: { id: seat.id, student_id: seat.student_id, status: seat.status, update_by: seat.update_by },
    class_seats: mine,
  };
}

/** The group-course order detail page (000 §2): only the seat's own student may read it; anyone else 404. */
export async function loadCourseOrderDetail(
  db: Db,
  { seatId, studentId }: { seatId: number; studentId: number },
): Promise<CourseOrderDetail> {
  const [seat] = await db
    .select()
    .from(courseStudents)
    .where(and(eq(courseStudents.id, seatId), eq(courseStudents.student_id, studentId)));
  if (!seat) throw notFoundError('Order');
  const loaded = await loadCourse(db, seat.course_id);
  if (!loaded) throw notFoundError('Order');
  return { order: await loadCourseOrder(db, { seat, loaded }), ...(await buildDetail(db, loaded, studentId)) };
}
