import type { RosterStudent, TeachingClass } from '@app/api';
import {
  ATTENDANCE_WINDOW_AFTER_END_MS,
  canTeacherCancelClass,
  canTeacherJoinClass,
  decideClassRoomEdit,
  isAttendanceOpen,
  isSeatTaken,
} from '@app/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { readClassTeacherId } from '../booking/class-facts';
import { loadGroupClassDetail } from '../classes/class-detail';
import type { Db } from '../db/database';
import { userLanguages } from '../db/schema-accounts';
import { groupClasses } from '../db/schema-catalog';
import { classAttendance } from '../db/schema-class-attendance';
import { AppError } from '../errors/app-error';
import { classOverride, resolveClassRoom } from './meeting-rooms';

/** The class's teacher, or the listed refusal: ClassNotExist for an unknown class, NotYourClass for anyone else. */
export async function requireClassTeacher(db: Db, { classId, userId }: { classId: number; userId: number }): Promise<void> {
  const teacherId = await readClassTeacherId(db, classId);
  if (teacherId === null) throw new AppError('ClassNotExist', 'This class does not exist.');
  if (teacherId !== userId) throw new AppError('NotYourClass', 'Only the teacher of this class can do this.');
}

/**
 * `GET /v1/teaching/classes/:id`: the class detail as its teacher reads it (`loadGroupClassDetail`
 * gives her every seat and the attachments), its live seats with each student's level in the class's
 * language and attendance mark, and what she may do now, by the domain's rules at `now`.
 */
export async function loadTeachingClass(
  db: Db,
  { classId, teacherId, now }: { classId: number; teacherId: number; now: number },
): Promise<TeachingClass> {
  await requireClassTeacher(db, { classId, userId: teacherId });
  const detail = await loadGroupClassDetail(db, { classId, viewerId: teacherId, now });
  const cls = detail.group_class;
  const live = cls.group_class_students.filter(isSeatTaken);
  const ids = live.map((s) => s.student_id);
  const [zoom] = await db
    .select({
      teacher_id: groupClasses.teacher_id,
      zoom_account: groupClasses.zoom_account,
      zoom_pass_code: groupClasses.zoom_pass_code,
      zoom_link: groupClasses.zoom_link,
    })
    .from(groupClasses)
    .where(eq(groupClasses.id, classId));
  if (!zoom) throw new AppError('ClassNotExist', 'This class does not exist.');
  const [levels, marks] = ids.length
    ? await Promise.all([
        db
          .select({ user_id: userLanguages.user_id, level: userLanguages.level })
          .from(userLanguages)
          .where(and(inArray(userLanguages.user_id, ids), eq(userLanguages.language, cls.language))),
        db
          .select()
          .from(classAttendance)
          .where(and(eq(classAttendance.group_class_id, classId), inArray(classAttendance.student_id, ids))),
      ])
    : [[], []];
  const levelOf = new Map(levels.map((l) => [l.user_id, l.level]));
  const markOf = new Map(marks.map((m) => [m.student_id, m]));
  const students: RosterStudent[] = live.map((s) => ({
    seat_id: s.id,
    user_id: s.student_id,
    nickname: s.nickname,
    avatar_file_name: s.avatar_file_name,
    level: levelOf.get(s.student_id) ?? null,
    status: s.status,
    attended: markOf.get(s.student_id)?.attended ?? null,
    marked_at: markOf.get(s.student_id)?.marked_at.toISOString() ?? null,
  }));
  const when = { classStatus: cls.status, start: cls.start_time, end: cls.end_time, now };
  return {
    group_class: cls,
    group_course: detail.group_course,
    students,
    can_cancel: canTeacherCancelClass({ groupClass: cls, viewerId: teacherId, now }),
    can_join: canTeacherJoinClass(when),
    attendance_open: isAttendanceOpen(when),
    attendance_closes_at: new Date(Date.parse(cls.end_time) + ATTENDANCE_WINDOW_AFTER_END_MS).toISOString(),
    room: {
      override: classOverride(zoom),
      room: await resolveClassRoom(db, zoom),
      can_edit:
        decideClassRoomEdit({ teacherId: zoom.teacher_id, viewerId: teacherId, classStatus: cls.status, end: cls.end_time, now })
          .outcome === 'allowed',
    },
  };
}
