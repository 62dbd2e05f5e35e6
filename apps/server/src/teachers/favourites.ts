import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { teachers } from '../db/schema-catalog';
import { favourites, reducedTeachers } from '../db/schema-discovery';
import { notFoundError } from '../errors/app-error';

export async function teacherExists(db: Db, teacherId: number): Promise<boolean> {
  const [row] = await db.select({ id: teachers.user_id }).from(teachers).where(eq(teachers.user_id, teacherId)).limit(1);
  return row !== undefined;
}

async function favouriteCount(db: Db, teacherId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(favourites).where(eq(favourites.teacher_id, teacherId));
  return row?.n ?? 0;
}

/**
 * Adds (`favour: true`) or removes a favourite. Idempotent: adding twice keeps one row, removing a
 * missing one changes nothing. Answers the teacher's favourite count after the change (how many
 * users have them in their favourites). Unknown teacher: 404.
 */
export async function setFavourite(
  db: Db,
  { userId, teacherId, favour, now }: { userId: number; teacherId: number; favour: boolean; now: number },
) {
  if (!(await teacherExists(db, teacherId))) throw notFoundError('Teacher');
  if (favour) {
    await db
      .insert(favourites)
      .values({ user_id: userId, teacher_id: teacherId, created_at: new Date(now) })
      .onConflictDoNothing();
  } else {
    await db.delete(favourites).where(and(eq(favourites.user_id, userId), eq(favourites.teacher_id, teacherId)));
  }
  return { teacher_id: teacherId, is_favor: favour, favourite_count: await favouriteCount(db, teacherId) };
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
