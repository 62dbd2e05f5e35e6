import { type Availability, AVAILABILITY_HORIZON_MS, getOpenSlotStarts, withoutBusyTime } from '@app/domain';
import { eq } from 'drizzle-orm';
import { teacherAvailability } from '../db/schema-availability';
import { teacherOpenSlots } from '../db/schema-discovery';
import type { Tx } from '../money/ledger';
import { loadTeacherBusy } from '../teaching/schedule-facts';
import { refreshFirstAvailableTime } from './trial-and-slots';

/** The slot rows written in one statement (two columns each: far below PostgreSQL's 65,535 parameters). */
const INSERT_CHUNK = 2_000;

/**
 * Writes the teacher's open slots again from her availability over `[now, now + horizon)`: her
 * classes, course classes and booked lessons keep their time closed (`withoutBusyTime`), every
 * other slot she named is open, and nothing else is. The caller holds the teacher row lock (the
 * lock booking, cancelling and scheduling take), so no booking reads the slots half-written.
 * Returns the number of open slots written.
 */
export async function writeOpenSlotsFromAvailability(
  tx: Tx,
  { teacherId, availability, now }: { teacherId: number; availability: Availability; now: number },
): Promise<number> {
  const until = now + AVAILABILITY_HORIZON_MS;
  const busy = await loadTeacherBusy(tx, { teacherId, now });
  const slots = withoutBusyTime({ slots: getOpenSlotStarts({ availability, from: now, to: until }), busy });
  // Past slots go too: no read path looks before now, and the table stays the size of the horizon.
  await tx.delete(teacherOpenSlots).where(eq(teacherOpenSlots.teacher_id, teacherId));
  for (let i = 0; i < slots.length; i += INSERT_CHUNK) {
    await tx
      .insert(teacherOpenSlots)
      .values(slots.slice(i, i + INSERT_CHUNK).map((s) => ({ teacher_id: teacherId, start_time: new Date(s) })));
  }
  await tx
    .update(teacherAvailability)
    .set({ slots_until: new Date(until) })
    .where(eq(teacherAvailability.teacher_id, teacherId));
  await refreshFirstAvailableTime(tx, teacherId);
  return slots.length;
}

/** The stored availability as the domain reads it, or null when the teacher never set one. */
export async function loadAvailability(tx: Tx, teacherId: number): Promise<(Availability & { slotsUntil: number }) | null> {
  const [row] = await tx.select().from(teacherAvailability).where(eq(teacherAvailability.teacher_id, teacherId));
  return row ? { zone: row.zone, weekly: row.weekly, exceptions: row.exceptions, slotsUntil: row.slots_until.getTime() } : null;
}

/**
 * A student's cancel gives the lesson's time back: written again from her availability when she has
 * one (so hours she has since closed stay closed), else the lesson's own slots reopened. Under the
 * teacher row lock the caller holds.
 */
export async function reopenLessonSlots(tx: Tx, { teacherId, slots, now }: { teacherId: number; slots: readonly number[]; now: number }) {
  const availability = await loadAvailability(tx, teacherId);
  if (availability) {
    await writeOpenSlotsFromAvailability(tx, { teacherId, availability, now });
    return;
  }
  await tx
    .insert(teacherOpenSlots)
    .values(slots.map((s) => ({ teacher_id: teacherId, start_time: new Date(s) })))
    .onConflictDoNothing();
  await refreshFirstAvailableTime(tx, teacherId);
}
