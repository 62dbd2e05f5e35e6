import { and, eq, gt, inArray, lte, ne } from 'drizzle-orm';
import { courses, courseStudents, groupClasses, groupClassStudents } from '../db/schema-catalog';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult, SystemActor } from './command';

export interface StatusMoves {
  readonly startedCourses: number;
  readonly completedCourses: number;
  readonly finishedClasses: number;
  readonly confirmedSeats: number;
  readonly confirmedCourseSeats: number;
}

/**
 * 000 §9: time moves statuses on (boundaries as the domain's getClassPhase: start and end
 * inclusive): course Upcoming/ReadyForSchedule -> Ongoing from its start; -> Completed from its end,
 * when its Scheduled seats become Confirmed; class UPCOMING/READY_FOR_SCHEDULE -> FINISHED from its
 * end; class seat SCHEDULED -> CONFIRMED from its class's end. Idempotent: at the same `now` a
 * second run moves nothing. The sweep runs it as the system.
 */
export async function moveStatusesOn({ tx, now }: CommandInput<SystemActor>): Promise<CommandResult & { moves: StatusMoves }> {
  const at = new Date(now);
  // Rows are locked in the order every request uses: courses, then course seats; classes, then class seats.
  const started = await tx
    .update(courses)
    .set({ status: 'Ongoing' })
    .where(and(inArray(courses.status, ['Upcoming', 'ReadyForSchedule']), lte(courses.start_time, at), gt(courses.end_time, at)))
    .returning({ id: courses.id });
  const completed = await tx
    .update(courses)
    .set({ status: 'Completed' })
    .where(and(inArray(courses.status, ['Upcoming', 'ReadyForSchedule', 'Ongoing']), lte(courses.end_time, at)))
    .returning({ id: courses.id });
  const confirmedCourseSeats = completed.length
    ? await tx
        .update(courseStudents)
        .set({ status: 'Confirmed', updated_at: at })
        .where(
          and(
            inArray(
              courseStudents.course_id,
              completed.map((c) => c.id),
            ),
            eq(courseStudents.status, 'Scheduled'),
          ),
        )
        .returning({ id: courseStudents.id })
    : [];

  const finished = await tx
    .update(groupClasses)
    .set({ status: 'FINISHED' })
    .where(and(inArray(groupClasses.status, ['UPCOMING', 'READY_FOR_SCHEDULE']), lte(groupClasses.end_time, at)))
    .returning({ id: groupClasses.id });
  const endedClasses = tx
    .select({ id: groupClasses.id })
    .from(groupClasses)
    .where(and(lte(groupClasses.end_time, at), ne(groupClasses.status, 'CANCELLED')));
  const confirmedSeats = await tx
    .update(groupClassStudents)
    .set({ status: 'CONFIRMED', updated_at: at })
    .where(and(eq(groupClassStudents.status, 'SCHEDULED'), inArray(groupClassStudents.group_class_id, endedClasses)))
    .returning({ id: groupClassStudents.id });

  const events: DomainEvent[] = [
    ...started.map((c) => ({ type: 'CourseStarted', courseId: c.id }) as const),
    ...completed.map((c) => ({ type: 'CourseCompleted', courseId: c.id }) as const),
    ...finished.map((c) => ({ type: 'ClassFinished', classId: c.id }) as const),
  ];
  await recordEvents(tx, { events, now });
  return {
    events,
    moves: {
      startedCourses: started.length,
      completedCourses: completed.length,
      finishedClasses: finished.length,
      confirmedSeats: confirmedSeats.length,
      confirmedCourseSeats: confirmedCourseSeats.length,
    },
  };
}
