import type { Lesson } from '@app/api';
import { getLessonEnd, LESSON_BOOKING_HORIZON_MS, LESSON_SLOT_MS, type LessonDuration, type TimeInterval } from '@app/domain';
import { and, asc, eq, exists, gt, gte, lt, ne, sql } from 'drizzle-orm';
import { users } from '../db/schema-accounts';
import { groupClasses, groupClassStudents, teacherLanguages, teachers } from '../db/schema-catalog';
import { teacherOpenSlots } from '../db/schema-discovery';
import { lessons } from '../db/schema-lessons';
import type { Tx } from '../money/ledger';

export type LessonRow = typeof lessons.$inferSelect;

export function toLesson(row: LessonRow): Lesson {
  const duration = row.duration as LessonDuration;
  return {
    id: row.id,
    teacher_id: row.teacher_id,
    student_id: row.student_id,
    language: row.language,
    start_time: row.start_time.toISOString(),
    end_time: new Date(getLessonEnd({ start: row.start_time, duration })).toISOString(),
    duration,
    is_trial: row.is_trial,
    price: row.price,
    status: row.status,
  };
}

/**
 * The teacher of a booking page: only a teacher who teaches `language` (lower-case, as stored). With
 * `lock` the teachers row is taken FOR UPDATE first, so every booking and cancel of one teacher's
 * slots runs one at a time, in any number of server processes.
 */
export async function loadLessonTeacher(tx: Tx, { teacherId, language, lock = false }: { teacherId: number; language: string; lock?: boolean }) {
  const query = tx
    .select({
      user_id: teachers.user_id,
      nickname: users.nickname,
      avatar_file_name: users.avatar_file_name,
      is_pro: users.is_pro,
      short_signature: teachers.short_signature,
      instant_booking: teachers.instant_booking,
      has_trial: teachers.has_trial,
      min_price: teachers.min_price,
      trial_price: teachers.trial_price,
    })
    .from(teachers)
    .innerJoin(users, eq(users.user_id, teachers.user_id))
    .where(and(
      eq(teachers.user_id, teacherId),
      exists(tx.select({ one: sql`1` }).from(teacherLanguages).where(and(
        eq(teacherLanguages.teacher_id, teachers.user_id),
        eq(teacherLanguages.teaches, true),
        eq(teacherLanguages.language, language),
      ))),
    ));
  const [row] = lock ? await query.for('update', { of: teachers }) : await query;
  return row ?? null;
}
export type LessonTeacher = NonNullable<Awaited<ReturnType<typeof loadLessonTeacher>>>;

/** The teacher's open slot starts from `now` to the horizon plus one slot (a 60-minute lesson's second half), epoch ms ascending. */
export async function loadOpenSlots(tx: Tx, { teacherId, now }: { teacherId: number; now: number }): Promise<number[]> {
  const rows = await tx
    .select({ start: teacherOpenSlots.start_time })
    .from(teacherOpenSlots)
    .where(and(
      eq(teacherOpenSlots.teacher_id, teacherId),
      gte(teacherOpenSlots.start_time, new Date(now)),
      lt(teacherOpenSlots.start_time, new Date(now + LESSON_BOOKING_HORIZON_MS + LESSON_SLOT_MS)),
    ))
    .orderBy(asc(teacherOpenSlots.start_time));
  return rows.map((r) => r.start.getTime());
}

/** What the student already has from `now` on: live class seats in classes not cancelled, and booked lessons. */
export async function loadStudentBusyIntervals(tx: Tx, { studentId, now }: { studentId: number; now: number }): Promise<TimeInterval[]> {
  const at = new Date(now);
  const classes = await tx
    .select({ start: groupClasses.start_time, end: groupClasses.end_time })
    .from(groupClassStudents)
    .innerJoin(groupClasses, eq(groupClasses.id, groupClassStudents.group_class_id))
    .where(and(eq(groupClassStudents.student_id, studentId), ne(groupClassStudents.status, 'CANCELLED'), ne(groupClasses.status, 'CANCELLED'), gt(groupClasses.end_time, at)));
  return [...classes, ...(await loadStudentLessonIntervals(tx, { studentId, after: now - LESSON_SLOT_MS * 2 }))];
}

/** The student's booked lessons (starting after `after`, when given) as intervals: a lesson clashes with a class as a class seat does. */
export async function loadStudentLessonIntervals(tx: Tx, { studentId, after }: { studentId: number; after?: number }): Promise<TimeInterval[]> {
  const booked = await tx
    .select({ start: lessons.start_time, duration: lessons.duration })
    .from(lessons)
    .where(and(eq(lessons.student_id, studentId), eq(lessons.status, 'BOOKED'), ...(after === undefined ? [] : [gt(lessons.start_time, new Date(after))])));
  return booked.map((l) => ({ start: l.start, end: getLessonEnd({ start: l.start, duration: l.duration as LessonDuration }) }));
}

/** Keeps `teachers.first_available_time` (the teacher's next open slot) true after slots are taken or given back. */
export async function refreshFirstAvailableTime(tx: Tx, teacherId: number): Promise<void> {
  await tx
    .update(teachers)
    .set({ first_available_time: sql`(select min(${teacherOpenSlots.start_time}) from ${teacherOpenSlots} where ${teacherOpenSlots.teacher_id} = ${teacherId})` })
    .where(eq(teachers.user_id, teacherId));
}
