import { AVAILABILITY_ROLL_AFTER_MS } from '@app/domain';
import { asc, lt } from 'drizzle-orm';
import { SYSTEM } from '../commands/command';
import { rollAvailability } from '../commands/roll-availability';
import type { Db } from '../db/database';
import { teacherAvailability } from '../db/schema-availability';

/** Teachers rolled per sweep: a backlog (a server down for days) clears over a few minutes instead of one long transaction. */
export const AVAILABILITY_ROLL_BATCH = 50;

/**
 * Rolls the open-slot horizon forward (issue 14): every teacher whose slots were written up to less
 * than `AVAILABILITY_ROLL_AFTER_MS` ahead gets them written again from her availability (about once
 * a day) by the `rollAvailability` command, one transaction per teacher (it takes only her teacher
 * row lock; the sweep's own transaction holds wallets, so this runs outside it). Returns the
 * teachers rolled.
 */
export async function rollAvailabilityHorizons({ db, now, limit = AVAILABILITY_ROLL_BATCH }: { db: Db; now: number; limit?: number }) {
  const due = new Date(now + AVAILABILITY_ROLL_AFTER_MS);
  const candidates = await db
    .select({ teacherId: teacherAvailability.teacher_id })
    .from(teacherAvailability)
    .where(lt(teacherAvailability.slots_until, due))
    .orderBy(asc(teacherAvailability.slots_until))
    .limit(limit);
  let rolled = 0;
  for (const { teacherId } of candidates) {
    const { rolled: done } = await db.transaction((tx) => rollAvailability({ tx, actor: SYSTEM, now, teacherId, due: due.getTime() }));
    if (done) rolled += 1;
  }
  return rolled;
}
