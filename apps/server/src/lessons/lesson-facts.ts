import type { Lesson } from '@app/api';
import { getLessonEnd, LESSON_BOOKING_HORIZON_MS, LESSON_SLOT_MS, type LessonDuration } from '@app/domain';
import { and, asc, eq, exists, gte, lt, type SQL, sql } from 'drizzle-orm';
import { users } from '../db/schema-accounts';
import { teacherLanguages, teachers } from '../db/schema-catalog';
import { teacherOpenSlots } from '../db/schema-discovery';
import { lessons } from '../db/schema-lessons';
import type { Tx } from '../money/ledger';

export type LessonRow = typeof lessons.$inferSelect;

/** A lesson's end in SQL, as the domain's `getLessonEnd`: start + duration minutes (parenthesised: `at time zone` binds tighter than `+`). */
export const lessonEndSql = sql`(${lessons.start_time} + ${lessons.duration} * interval '1 minute')`;

/** Booked and not ended: the lesson is upcoming (a lesson in progress too); its negation is "past". */
export function lessonUpcomingSql(at: Date): SQL {
  return sql`(${lessons.status} = 'BOOKED' and ${lessonEndSql} > ${at})`;
}

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
export async function loadLessonTeacher(
  tx: Tx,
  { teacherId, language, lock = false }: { teacherId: number; language: string; lock?: boolean },
) {
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
    .where(
      and(
        eq(teachers.user_id, teacherId),
        exists(
          tx
            .select({ one: sql`1` })
            .from(teacherLanguages)
            .where(
              and(
                eq(teacherLanguages.teacher_id, teachers.user_id),
                eq(teacherLanguages.teaches, true),
                eq(teacherLanguages.language, language),
              ),
            ),
        ),
      ),
    );
  const [row] = lock ? await query.for('update', { of: teachers }) : await query;
  return row ?? null;
}
export type LessonTeacher = NonNullable<Awaited<ReturnType<typeof loadLessonTeacher>>>;

/** The teacher's open slot starts from `now` to the horizon plus one slot (a 60-minute lesson's second half), epoch ms ascending. */
export async function loadOpenSlots(tx: Tx, { teacherId, now }: { teacherId: number; now: number }): Promise<number[]> {
  const rows = await tx
    .select({ start: teacherOpenSlots.start_time })
    .from(teacherOpenSlots)
    .where(
      and(
        eq(teacherOpenSlots.teacher_id, teacherId),
        gte(teacherOpenSlots.start_time, new Date(now)),
        lt(teacherOpenSlots.start_time, new Date(now + LESSON_BOOKING_HORIZON_MS + LESSON_SLOT_MS)),
      ),
    )
    .orderBy(asc(teacherOpenSlots.start_time));
  return rows.map((r) => r.start.getTime());
}

/** The lesson's teacher (it never changes, so no lock is needed), or null for an unknown lesson. */
export async function readLessonTeacherId(tx: Tx, lessonId: number): Promise<number | null> {
  const [row] = await tx.select({ teacher_id: lessons.teacher_id }).from(lessons).where(eq(lessons.id, lessonId));
  return row?.teacher_id ?? null;
}
