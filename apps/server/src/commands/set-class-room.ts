import type { MeetingRoom } from '@app/api';
import { decideClassRoomEdit } from '@app/domain';
import { eq } from 'drizzle-orm';
import { loadClass } from '../booking/class-facts';
import { groupClasses } from '../db/schema-catalog';
import { AppError, notFoundError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { NO_CLASS_ROOM } from '../teaching/meeting-rooms';
import type { CommandInput, CommandResult } from './command';

type TeacherActor = { readonly kind: 'teacher'; readonly userId: number };

/**
 * Issue 14: the teacher "may override [her default room] per class". Locks the class (DESIGN's order:
 * its course first), asks decideClassRoomEdit (her own class, not cancelled, not ended), then writes
 * the class's own `zoom_*` columns: the room, or empty ones (`room: null`) to use her default again.
 */
export async function setClassRoom({
  tx,
  actor,
  now,
  classId,
  room,
}: CommandInput<TeacherActor> & { classId: number; room: MeetingRoom | null }): Promise<CommandResult> {
  const loaded = await loadClass(tx, classId, { lock: true });
  if (!loaded) throw notFoundError('Class');
  const decision = decideClassRoomEdit({
    teacherId: loaded.row.teacher_id,
    viewerId: actor.userId,
    classStatus: loaded.row.status,
    end: loaded.row.end_time,
    now,
  });
  if (decision.outcome === 'not-own-class') throw notFoundError('Class');
  if (decision.outcome === 'cancelled') throw new AppError('ClassCancelled', decision.message);
  if (decision.outcome === 'ended') throw new AppError('ClassEnd', decision.message);
  const zoom = room ?? NO_CLASS_ROOM;
  await tx
    .update(groupClasses)
    .set({ zoom_account: zoom.account, zoom_pass_code: zoom.pass_code, zoom_link: zoom.link })
    .where(eq(groupClasses.id, classId));
  const events: DomainEvent[] = [{ type: 'ClassRoomSet', classId, teacherId: actor.userId, override: room !== null }];
  await recordEvents(tx, { events, now });
  return { events };
}
