import { count, eq } from 'drizzle-orm';
import { teachers } from '../db/schema-catalog';
import { favourites } from '../db/schema-discovery';
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
