import { and, eq } from 'drizzle-orm';
import { favourites } from '../db/schema-discovery';
import { notFoundError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { favouriteCount, teacherExists } from '../teachers/favourites';
import type { CommandInput, CommandResult, UserActor } from './command';

/**
 * The user hearts (`favour: true`) or un-hearts a teacher. Idempotent: adding twice keeps one row,
 * removing a missing one changes nothing (and records no event). Answers the teacher's favourite
 * count after the change (how many users have them in their favourites). Unknown teacher: 404.
 */
export async function favouriteTeacher({
  tx,
  actor,
  now,
  teacherId,
  favour,
}: CommandInput<UserActor> & { teacherId: number; favour: boolean }): Promise<
  CommandResult & { teacher_id: number; is_favor: boolean; favourite_count: number }
> {
  if (!(await teacherExists(tx, teacherId))) throw notFoundError('Teacher');
  const changed = favour
    ? await tx
        .insert(favourites)
        .values({ user_id: actor.userId, teacher_id: teacherId, created_at: new Date(now) })
        .onConflictDoNothing()
        .returning({ teacherId: favourites.teacher_id })
    : await tx
        .delete(favourites)
        .where(and(eq(favourites.user_id, actor.userId), eq(favourites.teacher_id, teacherId)))
        .returning({ teacherId: favourites.teacher_id });
  const events: DomainEvent[] =
    changed.length === 0 ? [] : [{ type: 'TeacherFavouriteSet', userId: actor.userId, teacherId, favoured: favour }];
  await recordEvents(tx, { events, now });
  return { events, teacher_id: teacherId, is_favor: favour, favourite_count: await favouriteCount(tx, teacherId) };
}
