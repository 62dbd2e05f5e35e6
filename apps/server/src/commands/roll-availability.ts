import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { lockTeacherRow } from '../teaching/schedule-facts';
import type { CommandInput, CommandResult, SystemActor } from './command';
import { loadAvailability, writeOpenSlotsFromAvailability } from './open-slot-writes';

/**
 * Issue 14's horizon roll as the system's command (issue 19: every state change is one): takes the
 * teacher row lock (a lesson booking's), checks again under it that her slots still end before
 * `due` (a second process, or the teacher saving her hours meanwhile, makes it a no-op with no
 * event), writes her open slots from her availability and records `AvailabilityRolled`.
 */
export async function rollAvailability({
  tx,
  now,
  teacherId,
  due,
}: CommandInput<SystemActor> & { teacherId: number; due: number }): Promise<CommandResult & { rolled: boolean }> {
  if (!(await lockTeacherRow(tx, teacherId))) return { events: [], rolled: false };
  const availability = await loadAvailability(tx, teacherId);
  if (!availability || availability.slotsUntil >= due) return { events: [], rolled: false };
  const openSlots = await writeOpenSlotsFromAvailability(tx, { teacherId, availability, now });
  const events: DomainEvent[] = [{ type: 'AvailabilityRolled', teacherId, openSlots }];
  await recordEvents(tx, { events, now });
  return { events, rolled: true };
}
