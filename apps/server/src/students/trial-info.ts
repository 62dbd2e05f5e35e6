import { and, count, eq, lte } from 'drizzle-orm';
import { studentLessonStats } from '../db/schema-discovery';
import { lessons } from '../db/schema-lessons';
import { lessonEndSql } from '../lessons/lesson-facts';
import type { Tx } from '../money/ledger';

/** A student without a `student_lesson_stats` row has taken no lesson yet, so the trial is still theirs. */
export const DEFAULT_TRIAL_INFO = { has_trial: true, completed_lessons: 0 } as const;

export interface TrialInfo {
  readonly has_trial: boolean;
  readonly completed_lessons: number;
}

/**
 * The student's trial and completed one-to-one lessons (001 §4.2 trial rule inputs) at `now`.
 * `student_lesson_stats.completed_lessons` holds the lessons taken before this product kept them;
 * every BOOKED lesson whose end has come is added to it here, because a lesson is completed from its
 * end (the domain's `getLessonHeadline`, end inclusive) and no state is stored for that.
 */
export async function readTrialInfo(tx: Tx, { userId, now }: { userId: number; now: number }): Promise<TrialInfo> {
  // One after another: `tx` may be the lesson booking's transaction, whose reads share one connection.
  const [stats] = await tx
    .select({ has_trial: studentLessonStats.has_trial, completed_lessons: studentLessonStats.completed_lessons })
    .from(studentLessonStats)
    .where(eq(studentLessonStats.user_id, userId))
    .limit(1);
  const [ended] = await tx
    .select({ n: count() })
    .from(lessons)
    .where(and(eq(lessons.student_id, userId), eq(lessons.status, 'BOOKED'), lte(lessonEndSql, new Date(now))));
  const base = stats ?? DEFAULT_TRIAL_INFO;
  return { has_trial: base.has_trial, completed_lessons: base.completed_lessons + (ended?.n ?? 0) };
}
