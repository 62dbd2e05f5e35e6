import { type Availability, AVAILABILITY_PROBLEM_MESSAGES, validateAvailability } from '@app/domain';
import { teacherAvailability } from '../db/schema-availability';
import { AppError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { lockTeacherRow } from '../teaching/schedule-facts';
import type { CommandInput, CommandResult, TeacherActor } from './command';
import { writeOpenSlotsFromAvailability } from './open-slot-writes';

/**
 * Issue 14 "weekly availability in the teacher's zone plus date exceptions ... the booking pages
 * read these". Locks the teacher row (DESIGN: the lessons' and schedules' lock), asks
 * `validateAvailability` (the first problem is the answer, naming its field), stores the hours and
 * writes her open slots again over the horizon minus her classes and booked lessons, in this
 * transaction: a student never sees slots of the old hours next to the new.
 */
export async function setAvailability({
  tx,
  actor,
  now,
  availability,
}: CommandInput<TeacherActor> & { availability: Availability }): Promise<CommandResult & { openSlots: number }> {
  if (!(await lockTeacherRow(tx, actor.userId))) throw new AppError('NotATeacher', 'Only teachers have one-to-one hours.');
  const [issue] = validateAvailability({ availability, now });
  if (issue) {
    const field = issue.path.join('.');
    throw new AppError('InvalidRequest', `${field}: ${AVAILABILITY_PROBLEM_MESSAGES[issue.problem]}`, field);
  }
  const values = {
    zone: availability.zone,
    weekly: [...availability.weekly].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start)),
    exceptions: [...availability.exceptions].sort((a, b) => a.date.localeCompare(b.date)),
    slots_until: new Date(now),
    updated_at: new Date(now),
  };
  await tx
    .insert(teacherAvailability)
    .values({ teacher_id: actor.userId, ...values })
    .onConflictDoUpdate({ target: teacherAvailability.teacher_id, set: values });
  const openSlots = await writeOpenSlotsFromAvailability(tx, { teacherId: actor.userId, availability: values, now });
  const events: DomainEvent[] = [{ type: 'AvailabilitySet', teacherId: actor.userId, openSlots }];
  await recordEvents(tx, { events, now });
  return { events, openSlots };
}
