import { reducedTeachers } from '../db/schema-discovery';
import { notFoundError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { teacherExists } from '../teachers/favourites';
import type { CommandInput, CommandResult, UserActor } from './command';

/**
 * "Reduce similar teachers" (001 §2.5): the user sets a teacher aside, and the search ranks her last
 * for them. Idempotent: a second time keeps the one row and records no event. Unknown teacher: 404.
 */
export async function setTeacherAside({
  tx,
  actor,
  now,
  teacherId,
}: CommandInput<UserActor> & { teacherId: number }): Promise<CommandResult & { teacher_id: number; reduced: true }> {
  if (!(await teacherExists(tx, teacherId))) throw notFoundError('Teacher');
  const added = await tx
    .insert(reducedTeachers)
    .values({ user_id: actor.userId, teacher_id: teacherId, created_at: new Date(now) })
    .onConflictDoNothing()
    .returning({ teacherId: reducedTeachers.teacher_id });
  const events: DomainEvent[] = added.length === 0 ? [] : [{ type: 'TeacherSetAside', userId: actor.userId, teacherId }];
  await recordEvents(tx, { events, now });
  return { events, teacher_id: teacherId, reduced: true };
}
