import type { MeetingRoom } from '@app/api';
import { eq } from 'drizzle-orm';
import { teachers } from '../db/schema-catalog';
import { teacherRooms } from '../db/schema-teaching-rooms';
import { AppError } from '../errors/app-error';
import { recordEvents } from '../outbox/record-events';
import type { DomainEvent } from '../outbox/domain-events';
import type { CommandInput, CommandResult } from './command';

type TeacherActor = { readonly kind: 'teacher'; readonly userId: number };

/**
 * Issue 14: "the teacher sets a default room on the profile". Locks the teacher row (the lessons'
 * lock, so a default never changes half-way through another write of hers), then writes the one row
 * of `teacher_rooms`. Classes without their own room read it when their room opens.
 */
export async function setTeacherRoom({
  tx,
  actor,
  now,
  room,
}: CommandInput<TeacherActor> & { room: MeetingRoom }): Promise<CommandResult & { room: MeetingRoom }> {
  const [teacher] = await tx.select({ id: teachers.user_id }).from(teachers).where(eq(teachers.user_id, actor.userId)).for('update');
  if (!teacher) throw new AppError('NotATeacher', 'Only teachers have a meeting room.');
  const values = { account: room.account, pass_code: room.pass_code, link: room.link, updated_at: new Date(now) };
  await tx
    .insert(teacherRooms)
    .values({ teacher_id: actor.userId, ...values })
    .onConflictDoUpdate({ target: teacherRooms.teacher_id, set: values });
  const events: DomainEvent[] = [{ type: 'TeacherRoomSet', teacherId: actor.userId }];
  await recordEvents(tx, { events, now });
  return { events, room };
}
