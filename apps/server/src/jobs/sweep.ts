import { COURSE_AUTO_CANCEL_LEAD_MS } from '@app/domain';
import { SWEEP_INTERVAL_MS } from './sweep-interval';
import { and, asc, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Clock } from '../clock';
import { cancelBooking } from '../commands/cancel-booking';
import { SYSTEM } from '../commands/command';
import { moveStatusesOn } from '../commands/move-statuses-on';
import { rollAvailabilityHorizons } from './availability-roll';
import { sendDueReminders } from './class-reminders';
import { deleteExpiredUnsubscribeTokens } from '../mail/mail-preferences';
import type { Db } from '../db/database';
import { courses } from '../db/schema-catalog';
import { forgetOldAnswers } from '../http/idempotency';
import { pruneCatalogChanges } from '../catalog/change-log';
import { deleteExpiredRateLimits } from '../http/rate-limit';
import type { Logger } from '../http/logger';
import type { Tx } from '../money/ledger';

/** The fixed key of the sweep's transaction-level advisory lock ("SWEEP" in ASCII). */
export const SWEEP_LOCK_KEY = 0x53_57_45_45_50;
export { SWEEP_INTERVAL_MS } from './sweep-interval';

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
 * (a) Auto-cancel: the cancel command (commands/cancel-booking.ts) as the system, for every
 *     Upcoming/ReadyForSchedule course starting within 24 h: it cancels those for which the
 *     domain's isCourseAutoCancelDue holds under the course lock (update_by AUTO), refunds every
 *     seat exactly once and records CourseCancelled in this transaction; the students are mailed by
 *     that event's handler once it commits.
 * (b) Time moves statuses on: the moveStatusesOn command (commands/move-statuses-on.ts).
 * The teachers' open-slot horizon rolls forward after it, in transactions of its own
 * (`rollAvailabilityHorizons`, jobs/availability-roll.ts), and the class reminders due go out
 * (`sendDueReminders`, jobs/class-reminders.ts: each once, on whichever process gets there first).
 */
export async function runSweep({ db, now }: { db: Db; now: number }): Promise<SweepResult> {
  return db.transaction(async (tx) => {
    const [lock] = await tx
      .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}::bigint)` })
      .from(sql`(select 1) as one`);
    if (lock?.locked !== true) return { ran: false, ...NOTHING };
    const cancelled = await autoCancelDueCourses(tx, now);
    const { moves } = await moveStatusesOn({ tx, actor: SYSTEM, now });
    await forgetOldAnswers(tx, now);
    return { ran: true, ...cancelled, ...moves };
  });
}

async function autoCancelDueCourses(tx: Tx, now: number): Promise<Pick<SweepResult, 'autoCancelledCourses' | 'refundedSeats'>> {
  // Candidates only: the command decides each under the course lock (isCourseAutoCancelDue). All of
  // them are locked here, in id order, before any is cancelled: a refund's ledger row takes a key
  // share lock on its student's user row (the foreign key), and a course BOOK holds its course while
  // it waits for that row, so locking a later course after refunding an earlier one deadlocked.
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
    .orderBy(asc(courses.id))
    .for('update');

  const autoCancelledCourses: number[] = [];
  let refundedSeats = 0;
  for (const { id } of candidates) {
    const done = await cancelBooking({ tx, actor: SYSTEM, now, target: { courseId: id } });
    if (done.kind !== 'course') continue;
    refundedSeats += done.refunds.filter((r) => r.amountCents > 0).length;
    autoCancelledCourses.push(id);
  }
  return { autoCancelledCourses, refundedSeats };
}

export interface Sweeper {
  /** Stops the timer and waits for a sweep in progress to finish. */
  stop(): Promise<void>;
}

/**
 * Runs the sweep now and then every `intervalMs` (never two at once in this process), logging what
 * changed and any failure (a failed sweep rolls back and the next one tries again).
 */
export function startSweeper({
  db,
  clock,
  intervalMs = SWEEP_INTERVAL_MS,
  logger,
  publicUrl,
}: {
  db: Db;
  clock: Clock;
  intervalMs?: number;
  logger: Logger;
  /** PUBLIC_URL: the reminder mails' links. */
  publicUrl: string;
}): Sweeper {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> = Promise.resolve();

  const tick = async (): Promise<void> => {
    try {
      const result = await runSweep({ db, now: clock.now() });
      const changed =
        result.autoCancelledCourses.length +
        result.startedCourses +
        result.completedCourses +
        result.finishedClasses +
        result.confirmedSeats +
        result.confirmedCourseSeats;
      if (result.ran && changed > 0) logger.log('info', 'sweep', { ...result });
      const rolled = await rollAvailabilityHorizons({ db, now: clock.now() });
      if (rolled > 0) logger.log('info', 'open slots rolled forward', { teachers: rolled });
      // Not inside the sweep's lock: every process runs it, and reminder_sends makes each mail once.
      const reminders = await sendDueReminders({ db, now: clock.now(), publicUrl });
      if (reminders.queued + reminders.optedOut > 0) logger.log('info', 'class reminders', { ...reminders });
      await deleteExpiredUnsubscribeTokens(db, clock.now());
      // Ended rate-limit windows (http/rate-limit.ts); harmless when two processes both delete.
      await deleteExpiredRateLimits(db, clock.now());
      // Changes every search mirror has long read (catalog/change-log.ts).
      await pruneCatalogChanges(db);
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
