import { eq } from 'drizzle-orm';
import { studentLessonStats } from '../db/schema-discovery';
import type { Tx } from '../money/ledger';

/** A student without a `student_lesson_stats` row has taken no lesson yet, so the trial is still theirs. */
export const DEFAULT_TRIAL_INFO = { has_trial: true, completed_lessons: 0 } as const;

export interface TrialInfo {
  readonly has_trial: boolean;
  readonly completed_lessons: number;
}

/** The student's trial and completed one-to-one lessons (001 §4.2 trial rule inputs). */
export async function readTrialInfo(tx: Tx, userId: number): Promise<TrialInfo> {
  const [row] = await tx
    .select({ has_trial: studentLessonStats.has_trial, completed_lessons: studentLessonStats.completed_lessons })
    .from(studentLessonStats)
    .where(eq(studentLessonStats.user_id, userId))
    .limit(1);
  return row ?? { ...DEFAULT_TRIAL_INFO };
}

/** Marks the trial used (booking a trial) or gives it back (that trial cancelled with a refund). */
export async function setHasTrial(tx: Tx, { userId, hasTrial }: { userId: number; hasTrial: boolean }): Promise<void> {
  await tx
    .insert(studentLessonStats)
    .values({ user_id: userId, has_trial: hasTrial })
    .onConflictDoUpdate({ target: studentLessonStats.user_id, set: { has_trial: hasTrial } });
}
