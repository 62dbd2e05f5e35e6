import type { AvailabilityView } from '@app/api';
import { AVAILABILITY_HORIZON_DAYS, formatUtcOffset, getCurrentExceptions, resolveZone } from '@app/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import { loadAvailability } from '../commands/open-slot-writes';
import type { Db } from '../db/database';
import { users } from '../db/schema-accounts';
import { teachers } from '../db/schema-catalog';
import { teacherOpenSlots } from '../db/schema-discovery';
import type { Tx } from '../money/ledger';

/**
 * What the availability form reads: the stored hours (or none, in the profile's zone, until she saves
 * once), today's and later exceptions, the offer from the teachers row, and her open slots from now.
 * Null when the user has no teacher row.
 */
export async function readAvailability(
  db: Db | Tx,
  { teacherId, now }: { teacherId: number; now: number },
): Promise<AvailabilityView | null> {
  const [teacher] = await db
    .select({
      zone: users.timezone_iana,
      has_trial: teachers.has_trial,
      trial_price: teachers.trial_price,
      min_price: teachers.min_price,
      instant_booking: teachers.instant_booking,
    })
    .from(teachers)
    .innerJoin(users, eq(users.user_id, teachers.user_id))
    .where(eq(teachers.user_id, teacherId));
  if (!teacher) return null;
  const stored = await loadAvailability(db, teacherId);
  const zone = stored?.zone ?? resolveZone(teacher.zone);
  const [slots] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number), first: sql<Date | null>`min(${teacherOpenSlots.start_time})` })
    .from(teacherOpenSlots)
    .where(and(eq(teacherOpenSlots.teacher_id, teacherId), gte(teacherOpenSlots.start_time, new Date(now))));
  const first = slots?.first ? new Date(slots.first) : null;
  return {
    zone,
    zone_offset: formatUtcOffset({ instant: now, zone }),
    weekly: stored ? [...stored.weekly] : [],
    exceptions: stored
      ? getCurrentExceptions({ exceptions: stored.exceptions, zone, now }).map((e) => ({ date: e.date, ranges: [...e.ranges] }))
      : [],
    offer: {
      has_trial: teacher.has_trial,
      trial_price: teacher.trial_price,
      min_price: teacher.min_price,
      instant_booking: teacher.instant_booking,
    },
    is_set: stored !== null,
    open_slots: slots?.count ?? 0,
    first_open_slot: first ? first.toISOString() : null,
    horizon_days: AVAILABILITY_HORIZON_DAYS,
  };
}
