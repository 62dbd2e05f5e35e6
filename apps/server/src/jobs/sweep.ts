import { COURSE_AUTO_CANCEL_LEAD_MS, countTakenSeats, isCourseAutoCancelDue, isSeatTaken, MINUTE_MS, UPDATE_BY_AUTO } from '@app/domain';
import { courseOrderPath } from '@app/api';
import { and, asc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { loadCourse } from '../courses/course-facts';
import type { Db } from '../db/database';
import { courses, courseStudents, groupClasses, groupClassStudents, topics } from '../db/schema-catalog';
import { forgetOldAnswers } from '../http/idempotency';
import { deleteExpiredRateLimits } from '../http/rate-limit';
import type { Logger } from '../http/logger';
import { type CancellationNotice, classDetailPath, queueCancellationMails } from '../mail/cancellation-mail';
import { refundClassSeatOnce, refundCourseSeatOnce, type Tx } from '../money/ledger';

/** The fixed key of the sweep's transaction-level advisory lock ("SWEEP" in ASCII). */
export const SWEEP_LOCK_KEY = 0x53_57_45_45_50;
/** How often the server sweeps. */
export const SWEEP_INTERVAL_MS = MINUTE_MS;

export interface SweepResult {
  /** False when another process held the sweep lock; nothing was read or written. */
  readonly ran: boolean;
  readonly autoCancelledCourses: readonly number[];
  /** Seats (course seats and class seats) refunded by this run. */
  readonly refundedSeats: number;
  readonly startedCourses: number;
  readonly completedCourses: number;
  readonly finishedClasses: number;
  readonly confirmedSeats: number;
  readonly confirmedCourseSeats: number;
}

const NOTHING: Omit<SweepResult, 'ran'> = {
  autoCancelledCourses: [],
  refundedSeats: 0,
  startedCourses: 0,
  completedCourses: 0,
  finishedClasses: 0,
  confirmedSeats: 0,
  confirmedCourseSeats: 0,
};

/**
 * The scheduled work of 000 §9, idempotent: running it again at the same `now` changes nothing.
 * One transaction holding `pg_try_advisory_xact_lock(SWEEP_LOCK_KEY)`, so two server processes never
 * sweep at once (the other returns `ran: false`); on PGlite, with its one connection, runs queue up
 * and the later one finds nothing left to do.
 *
 * (a) Auto-cancel: every Upcoming/ReadyForSchedule course for which the domain's
 *     isCourseAutoCancelDue holds (`now >= start - 24 h`, inclusive, not started, live seats <
 *     min_spots, counted under the course row lock) becomes Cancelled with update_by AUTO; its
 *     classes CANCELLED, every live course and class seat CANCELLED with update_by AUTO, and every
 *     such seat refunded exactly once (ledger idempotency keys), and each of those students mailed
 *     (`queueCancellationMails`, in this transaction).
 * (b) Time moves statuses on (boundaries as the domain's getClassPhase: start and end inclusive):
 *     course Upcoming/ReadyForSchedule -> Ongoing from its start; -> Completed from its end, when
 *     its Scheduled seats become Confirmed; class UPCOMING/READY_FOR_SCHEDULE -> FINISHED from its
 *     end; class seat SCHEDULED -> CONFIRMED from its class's end.
 */
export async function runSweep({ db, now, origin = '' }: { db: Db; now: number; origin?: string }): Promise<SweepResult> {
  return db.transaction(async (tx) => {
    const [lock] = await tx.select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}::bigint)` }).from(sql`(select 1) as one`);
    if (lock?.locked !== true) return { ran: false, ...NOTHING };
    const cancelled = await autoCancelDueCourses(tx, now, origin);
    const moved = await moveStatusesOn(tx, now);
    await forgetOldAnswers(tx, now);
    return { ran: true, ...cancelled, ...moved };
  });
}

async function autoCancelDueCourses(tx: Tx, now: number, origin: string): Promise<Pick<SweepResult, 'autoCancelledCourses' | 'refundedSeats'>> {
  const candidates = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        inArray(courses.status, ['Upcoming', 'ReadyForSchedule']),
        lte(courses.start_time, new Date(now + COURSE_AUTO_CANCEL_LEAD_MS)),
        gt(courses.start_time, new Date(now)),
      ),
    )
    .orderBy(asc(courses.id));

  const autoCancelledCourses: number[] = [];
  let refundedSeats = 0;
  const notices: CancellationNotice[] = [];
  const at = new Date(now);
  const auto = { update_by: UPDATE_BY_AUTO, updated_at: at };
  for (const { id } of candidates) {
    // Lock order as everywhere: course, then its classes by id.
    const loaded = await loadCourse(tx, id, { lock: true });
    if (!loaded) continue;
    const activeSeatCount = countTakenSeats(loaded.facts.course_students);
    if (!isCourseAutoCancelDue({ course: loaded.facts, activeSeatCount, now })) continue;

    await tx.select({ id: groupClasses.id }).from(groupClasses).where(eq(groupClasses.course_id, id)).orderBy(asc(groupClasses.id)).for('update');
    await tx.update(courses).set({ status: 'Cancelled', update_by: UPDATE_BY_AUTO }).where(eq(courses.id, id));
    const classIds = loaded.classes.map((c) => c.id);
    if (classIds.length > 0) {
      await tx
        .update(groupClasses)
        .set({ status: 'CANCELLED', update_by: UPDATE_BY_AUTO, operator: UPDATE_BY_AUTO })
        .where(and(inArray(groupClasses.id, classIds), ne(groupClasses.status, 'CANCELLED')));
      const classSeats = await tx
        .update(groupClassStudents)
        .set({ status: 'CANCELLED', operator: UPDATE_BY_AUTO, ...auto })
        .where(and(inArray(groupClassStudents.group_class_id, classIds), ne(groupClassStudents.status, 'CANCELLED')))
        .returning({ id: groupClassStudents.id, student_id: groupClassStudents.student_id, group_class_id: groupClassStudents.group_class_id });
      // A course student paid for the course, not per class, so this refunds nothing for them; a
      // seat paid as a single class is refunded here, once.
      for (const seat of classSeats) {
        const refundedCents = await refundClassSeatOnce(tx, { seatId: seat.id, userId: seat.student_id, now });
        if (refundedCents === 0) continue;
        refundedSeats += 1;
        const cls = loaded.classes.find((c) => c.id === seat.group_class_id);
        if (cls) notices.push({ studentId: seat.student_id, kind: 'class', title: cls.title, start: cls.start_time.getTime(), by: 'auto', refundedCents, path: classDetailPath({ classId: cls.id, seatId: seat.id }) });
      }
    }
    const [topic] = await tx.select({ title: topics.title }).from(topics).where(eq(topics.id, loaded.row.topic_id));
    for (const seat of loaded.seats.filter(isSeatTaken)) {
      await tx.update(courseStudents).set({ status: 'Cancelled', ...auto }).where(and(eq(courseStudents.id, seat.id), ne(courseStudents.status, 'Cancelled')));
      const refundedCents = await refundCourseSeatOnce(tx, { seatId: seat.id, userId: seat.student_id, now });
      if (refundedCents > 0) refundedSeats += 1;
      notices.push({ studentId: seat.student_id, kind: 'course', title: topic?.title ?? '', start: loaded.row.start_time.getTime(), by: 'auto', refundedCents, path: courseOrderPath({ seatId: seat.id }) });
    }
    autoCancelledCourses.push(id);
  }
  await queueCancellationMails(tx, { notices, origin, now });
  return { autoCancelledCourses, refundedSeats };
}

async function moveStatusesOn(tx: Tx, now: number): Promise<Omit<SweepResult, 'ran' | 'autoCancelledCourses' | 'refundedSeats'>> {
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
        .where(and(inArray(courseStudents.course_id, completed.map((c) => c.id)), eq(courseStudents.status, 'Scheduled')))
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

  return {
    startedCourses: started.length,
    completedCourses: completed.length,
    finishedClasses: finished.length,
    confirmedSeats: confirmedSeats.length,
    confirmedCourseSeats: confirmedCourseSeats.length,
  };
}

export interface Sweeper {
  /** Stops the timer and waits for a sweep in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs the sweep now and then every `intervalMs` (never two at once in this process), logging what
 * changed and any failure (a failed sweep rolls back and the next one tries again).
 */
export function startSweeper({ db, clock, intervalMs = SWEEP_INTERVAL_MS, logger, origin = '' }: { db: Db; clock: Clock; intervalMs?: number; logger: Logger; origin?: string }): Sweeper {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = async (): Promise<void> => {
    try {
      const result = await runSweep({ db, now: clock.now(), origin });
      const changed = result.autoCancelledCourses.length + result.startedCourses + result.completedCourses + result.finishedClasses + result.confirmedSeats + result.confirmedCourseSeats;
      if (result.ran && changed > 0) logger.log('info', 'sweep', { ...result });
      // Ended rate-limit windows (http/rate-limit.ts); harmless when two processes both delete.
      await deleteExpiredRateLimits(db, clock.now());
    } catch (error) {
      logger.log('error', 'sweep failed', { error: String(error) });
    }
  };
  const run = (): void => {
    running = tick().then(() => {
      if (!stopped) timer = setTimeout(run, intervalMs);
    });
  };
  run();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
