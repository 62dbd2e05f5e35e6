import type { LedgerEntry, LedgerItem } from '@app/api';
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { courses, courseStudents, groupClasses, groupClassStudents, ledgerEntries, topics } from '../db/schema-catalog';
import { lessons } from '../db/schema-lessons';

/** A Db or an open transaction: ledger writes always run inside the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export type LedgerKind = (typeof ledgerEntries.kind.enumValues)[number];

/** The balance is the sum of the user's ledger rows (USD cents). */
export async function getBalance(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ balance: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.user_id, userId));
  return Number(row?.balance ?? 0);
}

/** A gift code's credit to one student (issue 15): one a student and code, whoever retries. */
export const giftCodeCreditKey = (giftCodeId: number, userId: number): string => `gift:${giftCodeId}:${userId}`;

export const classSeatChargeKey = (seatId: number): string => `class-seat:${seatId}:charge`;
export const classSeatRefundKey = (seatId: number): string => `class-seat:${seatId}:refund`;

/** What was charged under a charge key (a positive number of cents), 0 if nothing was. */
export async function getChargedCents(tx: Tx, chargeKey: string): Promise<number> {
  const [row] = await tx
    .select({ amount: ledgerEntries.amount })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.idempotency_key, chargeKey))
    .limit(1);
  return row ? -row.amount : 0;
}

/** What was charged for a class seat (a positive number of cents), 0 if nothing was. */
export function getClassSeatCharge(tx: Tx, seatId: number): Promise<number> {
  return getChargedCents(tx, classSeatChargeKey(seatId));
}

const classTopics = alias(topics, 'class_topics');
const courseTopics = alias(topics, 'course_topics');

/**
 * The user's rows, newest first, each with what it was for (000 §7 "every charge and refund" on the
 * wallet page): the class seat or course seat it is keyed to, and that topic's title.
 */
export async function listEntries(tx: Tx, userId: number, limit = 100): Promise<LedgerEntry[]> {
  const rows = await tx
    .select({
      id: ledgerEntries.id,
      amount: ledgerEntries.amount,
      kind: ledgerEntries.kind,
      created_at: ledgerEntries.created_at,
      class_seat_id: ledgerEntries.group_class_student_id,
      course_seat_id: ledgerEntries.course_student_id,
      group_class_id: groupClasses.id,
      class_title: classTopics.title,
      class_start: groupClasses.start_time,
      course_id: courses.id,
      course_title: courseTopics.title,
      course_start: courses.start_time,
      lesson_id: lessons.id,
      lesson_is_trial: lessons.is_trial,
      lesson_start: lessons.start_time,
      lesson_teacher: users.nickname,
    })
    .from(ledgerEntries)
    .leftJoin(groupClassStudents, eq(groupClassStudents.id, ledgerEntries.group_class_student_id))
    .leftJoin(groupClasses, eq(groupClasses.id, groupClassStudents.group_class_id))
    .leftJoin(classTopics, eq(classTopics.id, groupClasses.topic_id))
    .leftJoin(courseStudents, eq(courseStudents.id, ledgerEntries.course_student_id))
    .leftJoin(courses, eq(courses.id, courseStudents.course_id))
    .leftJoin(courseTopics, eq(courseTopics.id, courses.topic_id))
    .leftJoin(lessons, eq(lessons.id, ledgerEntries.lesson_id))
    .leftJoin(users, eq(users.user_id, lessons.teacher_id))
    .where(eq(ledgerEntries.user_id, userId))
    .orderBy(desc(ledgerEntries.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    amount: r.amount,
    kind: r.kind,
    created_at: r.created_at.toISOString(),
    item: ledgerItem(r),
  }));
}

function ledgerItem(r: {
  class_seat_id: number | null;
  group_class_id: number | null;
  class_title: string | null;
  class_start: Date | null;
  course_seat_id: number | null;
  course_id: number | null;
  course_title: string | null;
  course_start: Date | null;
  lesson_id: number | null;
  lesson_is_trial: boolean | null;
  lesson_start: Date | null;
  lesson_teacher: string | null;
}): LedgerItem | null {
  if (r.class_seat_id !== null && r.group_class_id !== null && r.class_title !== null && r.class_start !== null) {
    return {
      kind: 'class',
      student_booked_id: r.class_seat_id,
      group_class_id: r.group_class_id,
      title: r.class_title,
      start_time: r.class_start.toISOString(),
    };
  }
  if (r.course_seat_id !== null && r.course_id !== null && r.course_title !== null && r.course_start !== null) {
    return {
      kind: 'course',
      student_booked_id: r.course_seat_id,
      course_id: r.course_id,
      title: r.course_title,
      start_time: r.course_start.toISOString(),
    };
  }
  if (r.lesson_id !== null && r.lesson_is_trial !== null && r.lesson_start !== null && r.lesson_teacher !== null) {
    return {
      kind: 'lesson',
      lesson_id: r.lesson_id,
      is_trial: r.lesson_is_trial,
      teacher_nickname: r.lesson_teacher,
      start_time: r.lesson_start.toISOString(),
    };
  }
  return null;
}

export const courseSeatChargeKey = (seatId: number): string => `course-seat:${seatId}:charge`;
export const courseSeatRefundKey = (seatId: number): string => `course-seat:${seatId}:refund`;

/** What was charged for a course seat (a positive number of cents: price x class_amount), 0 if nothing was. */
export function getCourseSeatCharge(tx: Tx, seatId: number): Promise<number> {
  return getChargedCents(tx, courseSeatChargeKey(seatId));
}

export const lessonChargeKey = (lessonId: number): string => `lesson:${lessonId}:charge`;
export const lessonRefundKey = (lessonId: number): string => `lesson:${lessonId}:refund`;
