import type { EarningItem, EarningsSummaryAnswer, TeachingEarningRow } from '@app/api';
import { getEarningStatus, summarizeEarnings } from '@app/domain';
import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../db/schema-accounts';
import { courses, courseStudents, groupClasses, groupClassStudents, topics } from '../db/schema-catalog';
import { lessons } from '../db/schema-lessons';
import { teacherEarnings } from '../db/schema-teacher-earnings';
import type { Tx } from './ledger';

/** The booked item an earning belongs to: a single-class seat, a course spot or a lesson. */
export type EarningLink = { groupClassStudentId: number } | { courseStudentId: number } | { lessonId: number };

function linkPrefix(link: EarningLink): string {
  if ('groupClassStudentId' in link) return `class-seat:${link.groupClassStudentId}`;
  if ('courseStudentId' in link) return `course-seat:${link.courseStudentId}`;
  return `lesson:${link.lessonId}`;
}
export const earningKey = (link: EarningLink): string => `${linkPrefix(link)}:earning`;
export const earningReversalKey = (link: EarningLink): string => `${linkPrefix(link)}:earning-reversal`;

/**
 * An open problem report of the row's student on what the row is for (the class seat, or any class
 * of the course spot): it keeps the earning held (packages/domain getEarningStatus). Reports have
 * no resolution yet, so a report is open until a refund reverses the earning. Written with the
 * table names spelt out: drizzle leaves columns of a one-table select unqualified, which inside
 * these subqueries would name the report's own columns.
 */
const held = sql<boolean>`(
  exists (select 1 from problem_reports pr where pr.group_class_student_id = ${teacherEarnings}.group_class_student_id)
  or exists (select 1 from problem_reports pr join group_class_students rs on rs.id = pr.group_class_student_id
             where rs.course_student_id = ${teacherEarnings}.course_student_id)
)`.mapWith(Boolean);

/** Pending, available and lifetime at `now`: the domain's fold of every earnings row of the teacher. */
export async function getEarningsSummary(
  tx: Tx,
  { teacherId, now, commissionBps }: { teacherId: number; now: number; commissionBps: number },
): Promise<EarningsSummaryAnswer> {
  const rows = await tx
    .select({ kind: teacherEarnings.kind, netCents: teacherEarnings.net_cents, availableAt: teacherEarnings.available_at, held })
    .from(teacherEarnings)
    .where(eq(teacherEarnings.teacher_id, teacherId));
  const summary = summarizeEarnings({ rows, now });
  return {
    pending_cents: summary.pendingCents,
    available_cents: summary.availableCents,
    lifetime_cents: summary.lifetimeCents,
    commission_bps: commissionBps,
  };
}

const reversals = alias(teacherEarnings, 'reversals');
const students = alias(users, 'earning_students');
const classTopics = alias(topics, 'earning_class_topics');
const courseTopics = alias(topics, 'earning_course_topics');

/** The teacher's rows, newest first (by when they were written, then id), each with its status at `now` and what it was for; `limit` null: all of them (the CSV). */
export async function listEarnings(
  tx: Tx,
  { teacherId, now, limit, offset = 0 }: { teacherId: number; now: number; limit: number | null; offset?: number },
): Promise<TeachingEarningRow[]> {
  const query = tx
    .select({
      row: teacherEarnings,
      held,
      reversed_at: reversals.created_at,
      student_nickname: students.nickname,
      class_id: groupClasses.id,
      class_title: classTopics.title,
      class_start: groupClasses.start_time,
      course_id: courses.id,
      course_title: courseTopics.title,
      course_start: courses.start_time,
      lesson_id: lessons.id,
      lesson_is_trial: lessons.is_trial,
      lesson_language: lessons.language,
      lesson_start: lessons.start_time,
    })
    .from(teacherEarnings)
    .innerJoin(students, eq(students.user_id, teacherEarnings.student_id))
    .leftJoin(reversals, and(isNotNull(reversals.reverses_id), eq(reversals.reverses_id, teacherEarnings.id)))
    .leftJoin(groupClassStudents, eq(groupClassStudents.id, teacherEarnings.group_class_student_id))
    .leftJoin(groupClasses, eq(groupClasses.id, groupClassStudents.group_class_id))
    .leftJoin(classTopics, eq(classTopics.id, groupClasses.topic_id))
    .leftJoin(courseStudents, eq(courseStudents.id, teacherEarnings.course_student_id))
    .leftJoin(courses, eq(courses.id, courseStudents.course_id))
    .leftJoin(courseTopics, eq(courseTopics.id, courses.topic_id))
    .leftJoin(lessons, eq(lessons.id, teacherEarnings.lesson_id))
    .where(eq(teacherEarnings.teacher_id, teacherId))
    .orderBy(desc(teacherEarnings.created_at), desc(teacherEarnings.id))
    .$dynamic();
  const rows = limit === null ? await query : await query.limit(limit).offset(offset);
  return rows.map((r) => {
    const item = earningItem(r);
    if (!item) throw new Error(`Earnings row ${r.row.id} is for nothing it can name`);
    return {
      id: r.row.id,
      kind: r.row.kind,
      status: getEarningStatus({
        kind: r.row.kind,
        availableAt: r.row.available_at,
        held: r.held,
        reversed: r.reversed_at !== null,
        now,
      }),
      created_at: r.row.created_at.toISOString(),
      available_at: r.row.available_at.toISOString(),
      reversed_at: r.reversed_at?.toISOString() ?? null,
      gross_cents: r.row.gross_cents,
      commission_cents: r.row.commission_cents,
      net_cents: r.row.net_cents,
      commission_bps: r.row.commission_bps,
      student: { user_id: r.row.student_id, nickname: r.student_nickname },
      item,
    };
  });
}

export async function countEarnings(tx: Tx, teacherId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(teacherEarnings).where(eq(teacherEarnings.teacher_id, teacherId));
  return row?.n ?? 0;
}

function earningItem(r: {
  class_id: number | null;
  class_title: string | null;
  class_start: Date | null;
  course_id: number | null;
  course_title: string | null;
  course_start: Date | null;
  lesson_id: number | null;
  lesson_is_trial: boolean | null;
  lesson_language: string | null;
  lesson_start: Date | null;
}): EarningItem | null {
  if (r.class_id !== null && r.class_title !== null && r.class_start !== null)
    return { kind: 'class', group_class_id: r.class_id, title: r.class_title, start_time: r.class_start.toISOString() };
  if (r.course_id !== null && r.course_title !== null && r.course_start !== null)
    return { kind: 'course', course_id: r.course_id, title: r.course_title, start_time: r.course_start.toISOString() };
  if (r.lesson_id !== null && r.lesson_is_trial !== null && r.lesson_language !== null && r.lesson_start !== null)
    return {
      kind: 'lesson',
      lesson_id: r.lesson_id,
      is_trial: r.lesson_is_trial,
      language: r.lesson_language,
      start_time: r.lesson_start.toISOString(),
    };
  return null;
}
