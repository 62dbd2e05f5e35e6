import type { GroupClassDetail, GroupTopic, TeacherInfo } from '@app/api';
import { countTakenSeats, mayDownloadMaterials, shouldSendMeetingDetails } from '@app/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { attachments, courses, teacherLanguages, teachers, topics } from '../db/schema-catalog';
import { countries } from '../db/schema-discovery';
import { loadClass } from '../booking/class-facts';
import { AppError, notFoundError } from '../errors/app-error';
import { resolveClassRoom } from '../teaching/meeting-rooms';

/** 000 §3 "Group topic" as the API shows it. */
export function toGroupTopic(topic: typeof topics.$inferSelect): GroupTopic {
  return {
    id: topic.id,
    title: topic.title,
    description: topic.description,
    outcome_desc: topic.outcome_desc,
    language: topic.language,
    language_level: topic.language_level,
    duration: topic.duration,
    student_capacity: topic.student_capacity,
    category: topic.category,
    tag: topic.tag,
    price: topic.price,
    status: topic.status,
  };
}

export const attachmentUrl = (classId: number, attachmentId: number): string =>
  `/api/v3/group_class/group_classes/${classId}/attachments/${attachmentId}`;

export async function loadTeacherInfo(db: Db, teacherId: number): Promise<TeacherInfo> {
  const [row] = await db
    .select({
      user_id: users.user_id,
      nickname: users.nickname,
      avatar_file_name: users.avatar_file_name,
      origin_country_id: users.origin_country_id,
      is_pro: users.is_pro,
      short_signature: teachers.short_signature,
      about_teacher: teachers.about_teacher,
      overall_rating: teachers.overall_rating,
      country: countries.name,
    })
    .from(teachers)
    .innerJoin(users, eq(users.user_id, teachers.user_id))
    .leftJoin(countries, eq(countries.id, users.origin_country_id))
    .where(eq(teachers.user_id, teacherId));
  if (!row) throw notFoundError('Teacher');
  const languages = await db
    .select({ language: teacherLanguages.language, level: teacherLanguages.level })
    .from(teacherLanguages)
    .where(and(eq(teacherLanguages.teacher_id, teacherId), eq(teacherLanguages.teaches, true)));
  return { id: row.user_id, ...row, teach_language: languages };
}

/**
 * 000 §7 `GET /v2/group_class/group_classes/{classID}`. Anyone may read a class; the meeting id,
 * passcode and link are included only for a booked student inside the meeting window, by the same
 * domain rule the page uses to show them. Seats: see `GroupClassSchema.group_class_students`.
 */
export async function loadGroupClassDetail(
  db: Db,
  { classId, viewerId, now }: { classId: number; viewerId: number | null; now: number },
): Promise<GroupClassDetail> {
  const loaded = await loadClass(db, classId);
  if (!loaded) throw notFoundError('Class');
  const { row, seats, facts } = loaded;
  const [topic] = await db.select().from(topics).where(eq(topics.id, row.topic_id));
  if (!topic) throw notFoundError('Topic');
  const files = await db
    .select({ id: attachments.id, file_name: attachments.file_name })
    .from(attachments)
    .where(eq(attachments.topic_id, topic.id))
    .orderBy(asc(attachments.id));
  // The teacher sees the roster; a student sees their own seats; everyone gets the count.
  const isTeacher = viewerId !== null && viewerId === row.teacher_id;
  const shown = isTeacher ? seats : seats.filter((s) => s.student_id === viewerId);
  const named = [...new Set(shown.map((s) => s.student_id))];
  const students = named.length
    ? await db
        .select({ user_id: users.user_id, nickname: users.nickname, avatar_file_name: users.avatar_file_name })
        .from(users)
        .where(inArray(users.user_id, named))
    : [];
  const byId = new Map(students.map((s) => [s.user_id, s]));
  const [topicCount] = await db.select({ n: count() }).from(topics).where(eq(topics.teacher_id, row.teacher_id));
  const course = row.course_id ? (await db.select().from(courses).where(eq(courses.id, row.course_id)))[0] : undefined;
  const showMeeting = shouldSendMeetingDetails({ groupClass: facts, studentId: viewerId, now });
  // The room is read only when it may be sent: its own room, else the teacher's default.
  const zoom = showMeeting ? await resolveClassRoom(db, row) : null;

  return {
    group_class: {
      id: row.id,
      topic_id: row.topic_id,
      course_id: row.course_id,
      teacher_id: row.teacher_id,
      title: row.title,
      intro: row.intro || topic.description,
      outcome_desc: topic.outcome_desc,
      class_index: row.class_index,
      category: topic.category,
      tag: topic.tag,
      language: topic.language,
      language_level: topic.language_level,
      start_time: row.start_time.toISOString(),
      end_time: row.end_time.toISOString(),
      duration: Math.round((row.end_time.getTime() - row.start_time.getTime()) / 60_000),
      price: row.price,
      student_capacity: row.student_capacity,
      status: row.status,
      sku_id: row.sku_id,
      intro_cover: topic.intro_cover,
      video_url: null,
      qiniu_video_url: null,
      attachments: files.map((f) => ({ file_name: f.file_name, file_url: attachmentUrl(row.id, f.id) })),
      communication_tools: zoom ? { zoom } : null,
      group_class_students: shown.map((s) => ({
        id: s.id,
        student_id: s.student_id,
        user_id: s.student_id,
        nickname: byId.get(s.student_id)?.nickname ?? '',
        avatar_file_name: byId.get(s.student_id)?.avatar_file_name ?? null,
        status: s.status,
        update_by: s.update_by,
        operator: s.operator,
      })),
      taken_seats: countTakenSeats(seats),
      update_by: row.update_by,
      operator: row.operator,
      topic_count: topicCount?.n ?? 0,
    },
    group_course: course
      ? {
          id: course.id,
          title: topic.title,
          status: course.status,
          start_time: course.start_time.toISOString(),
          end_time: course.end_time.toISOString(),
          class_amount: course.class_amount,
          price: course.price,
        }
      : null,
    teacher_info: await loadTeacherInfo(db, row.teacher_id),
    group_topic: toGroupTopic(topic),
  };
}

/**
 * 000 §5: "Material download needs an attachment that exists, a student booking that is not
 * cancelled or problem, and a class that is not cancelled." Issue 14: the class's own teacher
 * always may (domain mayDownloadMaterials). Anyone else learns nothing: 404.
 */
export async function loadAttachmentForStudent(
  db: Db,
  { classId, attachmentId, viewerId }: { classId: number; attachmentId: number; viewerId: number | null },
) {
  const loaded = await loadClass(db, classId);
  if (!loaded) throw notFoundError('Attachment');
  if (!mayDownloadMaterials({ groupClass: loaded.facts, viewerId })) {
    throw viewerId === null ? new AppError('NotSignedIn', 'Please sign in first.') : notFoundError('Attachment');
  }
  const [file] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, attachmentId), eq(attachments.topic_id, loaded.row.topic_id)));
  if (!file) throw notFoundError('Attachment');
  return file;
}
