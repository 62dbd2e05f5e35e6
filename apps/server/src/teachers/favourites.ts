import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { teachers } from '../db/schema-catalog';
import { favourites, reducedTeachers } from '../db/schema-discovery';
import { notFoundError } from '../errors/app-error';
import type { Tx } from '../money/ledger';

export async function teacherExists(db: Tx, teacherId: number): Promise<boolean> {
  const [row] = await db.select({ id: teachers.user_id }).from(teachers).where(eq(teachers.user_id, teacherId)).limit(1);
  return row !== undefined;
}

/** How many users have the teacher in their favourites. */
export async function favouriteCount(db: Tx, teacherId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favourites).where(eq(favourites.teacher_id, teacherId));
  return row?.n ?? 0;
}

/** "Reduce similar teachers" (001 §2.5): remembered per user; the search ranks the teacher last for them. */
export async function reduceSimilar(db: Db, { userId, teacherId, now }: { userId: number; teacherId: number; now: number }) {
  if (!(await teacherExists(db, teacherId))) throw notFoundError('Teacher');
  await db
    .insert(reducedTeachers)
    .values({ user_id: userId, teacher_id: teacherId, created_at: new Date(now) })
    .onConflictDoNothing();
  return { teacher_id: teacherId, reduced: true as const };
}
