import { sql, eq } from 'drizzle-orm';
import { teachers } from '../db/schema-catalog';
import { studentLessonStats, teacherOpenSlots } from '../db/schema-discovery';
import type { Tx } from '../money/ledger';

/** Marks the trial used (booking a trial) or gives it back (that trial cancelled with a refund). */
export async function setHasTrial(tx: Tx, { userId, hasTrial }: { userId: number; hasTrial: boolean }): Promise<void> {
  await tx
    .insert(studentLessonStats)
    .values({ user_id: userId, has_trial: hasTrial })
    .onConflictDoUpdate({ target: studentLessonStats.user_id, set: { has_trial: hasTrial } });
}

/** Keeps `teachers.first_available_time` (the teacher's next open slot) true after slots are taken or given back. */
export async function refreshFirstAvailableTime(tx: Tx, teacherId: number): Promise<void> {
  await tx
    .update(teachers)
    .set({
      first_available_time: sql`(select min(${teacherOpenSlots.start_time}) from ${teacherOpenSlots} where ${teacherOpenSlots.teacher_id} = ${teacherId})`,
    })
    .where(eq(teachers.user_id, teacherId));
}
