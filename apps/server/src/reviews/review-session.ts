import type { MyReview, ReviewSession, ReviewSessionKind } from '@app/api';
import { findViewerSeat, getLessonEnd, type LessonDuration, type ReviewedSession } from '@app/domain';
import { and, asc, count, eq, lte, ne, sql } from 'drizzle-orm';
import { users } from '../db/schema-accounts';
import { classAttendance } from '../db/schema-class-attendance';
import { groupClasses, groupClassStudents, reviews, teachers } from '../db/schema-catalog';
import { lessons } from '../db/schema-lessons';
import { lessonEndSql } from '../lessons/lesson-facts';
import type { Tx } from '../money/ledger';

export type ReviewRow = typeof reviews.$inferSelect;

/** One class seat or lesson of a student, with what decideReviewWrite reads and her review of it. */
export interface ReviewTarget {
  readonly session: ReviewSession;
  readonly facts: ReviewedSession;
  readonly teacherId: number;
  /** The columns that name the reviewed seat: the class seat, or the lesson. */
  readonly seat:
    | { readonly group_class_student_id: number; readonly lesson_id: null }
    | { readonly group_class_student_id: null; readonly lesson_id: number };
  readonly existing: ReviewRow | null;
}

async function readTeacherId(tx: Tx, { kind, id }: { kind: ReviewSessionKind; id: number }): Promise<number | null> {
  const [row] =
    kind === 'class'
      ? await tx.select({ teacherId: groupClasses.teacher_id }).from(groupClasses).where(eq(groupClasses.id, id))
      : await tx.select({ teacherId: lessons.teacher_id }).from(lessons).where(eq(lessons.id, id));
  return row?.teacherId ?? null;
}

async function readTeacherCard(tx: Tx, teacherId: number) {
  const [row] = await tx
    .select({ user_id: users.user_id, nickname: users.nickname, avatar_file_name: users.avatar_file_name })
    .from(users)
    .where(eq(users.user_id, teacherId));
  if (!row) throw new Error(`Teacher ${teacherId} has no user row`);
  return row;
}

/**
 * The student's class seat (`kind: 'class'`, `id` = the group class) or lesson (`kind: 'lesson'`)
 * to review, or null when she has none there (someone else's lesson, a class she never booked).
 * With `lock`, the teacher row is taken first (FOR UPDATE), as every lesson write does: the reviews
 * of one teacher and her average are written one at a time.
 */
export async function loadReviewTarget(
  tx: Tx,
  { kind, id, studentId, lock = false }: { kind: ReviewSessionKind; id: number; studentId: number; lock?: boolean },
): Promise<ReviewTarget | null> {
  const teacherId = await readTeacherId(tx, { kind, id });
  if (teacherId === null) return null;
  if (lock) await tx.select({ id: teachers.user_id }).from(teachers).where(eq(teachers.user_id, teacherId)).for('update');
  const teacher = await readTeacherCard(tx, teacherId);

  if (kind === 'lesson') {
    const [lesson] = await tx
      .select()
      .from(lessons)
      .where(and(eq(lessons.id, id), eq(lessons.student_id, studentId)));
    if (!lesson) return null;
    const end = getLessonEnd({ start: lesson.start_time, duration: lesson.duration as LessonDuration });
    const [existing] = await tx.select().from(reviews).where(eq(reviews.lesson_id, lesson.id));
    return {
      session: {
        kind: 'lesson',
        id: lesson.id,
        title: null,
        language: lesson.language,
        start_time: lesson.start_time.toISOString(),
        end_time: new Date(end).toISOString(),
        status: lesson.status,
        teacher,
      },
      facts: { kind: 'lesson', status: lesson.status, end },
      teacherId,
      seat: { group_class_student_id: null, lesson_id: lesson.id },
      existing: existing ?? null,
    };
  }

  const [cls] = await tx.select().from(groupClasses).where(eq(groupClasses.id, id));
  if (!cls) return null;
  const seats = await tx
    .select()
    .from(groupClassStudents)
    .where(and(eq(groupClassStudents.group_class_id, id), eq(groupClassStudents.student_id, studentId)))
    .orderBy(asc(groupClassStudents.id));
  const seat = findViewerSeat({ seats, viewerId: studentId });
  if (!seat) return null;
  // One after another, as every read here: `tx` may be the review command's transaction.
  const [mark] = await tx
    .select({ attended: classAttendance.attended })
    .from(classAttendance)
    .where(and(eq(classAttendance.group_class_id, id), eq(classAttendance.student_id, studentId)));
  const [existing] = await tx.select().from(reviews).where(eq(reviews.group_class_student_id, seat.id));
  const attended = mark?.attended ?? null;
  return {
    session: {
      kind: 'class',
      id: cls.id,
      title: cls.title,
      language: cls.language,
      start_time: cls.start_time.toISOString(),
      end_time: cls.end_time.toISOString(),
      class_status: cls.status,
      seat_status: seat.status,
      attended,
      teacher,
    },
    facts: { kind: 'class', classStatus: cls.status, seatStatus: seat.status, attended, end: cls.end_time },
    teacherId,
    seat: { group_class_student_id: seat.id, lesson_id: null },
    existing: existing ?? null,
  };
}

export function toMyReview(row: ReviewRow): MyReview {
  return {
    comment_id: row.comment_id,
    rating: row.rating,
    content: row.content,
    create_time: row.create_time.toISOString(),
    update_time: row.update_time.toISOString(),
    reply:
      row.reply_content === null || row.reply_time === null
        ? null
        : { content: row.reply_content, create_time: row.reply_time.toISOString() },
  };
}

/**
 * 000 §3 Review `lesson_count`: the sessions the student completed with the teacher by `now`, class
 * seats (seat and class not cancelled, ended) and booked lessons that ended.
 */
export async function countCompletedSessions(
  tx: Tx,
  { studentId, teacherId, now }: { studentId: number; teacherId: number; now: number },
): Promise<number> {
  const at = new Date(now);
  // One after another: `tx` may be the review command's transaction, whose reads share one connection.
  const [classes] = await tx
    .select({ n: count() })
    .from(groupClassStudents)
    .innerJoin(groupClasses, eq(groupClasses.id, groupClassStudents.group_class_id))
    .where(
      and(
        eq(groupClassStudents.student_id, studentId),
        eq(groupClasses.teacher_id, teacherId),
        ne(groupClassStudents.status, 'CANCELLED'),
        ne(groupClasses.status, 'CANCELLED'),
        lte(groupClasses.end_time, at),
      ),
    );
  const [oneToOne] = await tx
    .select({ n: count() })
    .from(lessons)
    .where(
      and(
        eq(lessons.student_id, studentId),
        eq(lessons.teacher_id, teacherId),
        eq(lessons.status, 'BOOKED'),
        sql`${lessonEndSql} <= ${at}`,
      ),
    );
  return (classes?.n ?? 0) + (oneToOne?.n ?? 0);
}
