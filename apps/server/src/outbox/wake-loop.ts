import type { Database } from '../db/database';
import type { Logger } from '../http/logger';

export interface WakeLoop {
  /** Runs now (a wake-up while a run is going makes it run once more after). */
  kick(): void;
  /** Stops listening and polling, and waits for the run in progress. */
  stop(): Promise<void>;
}

/**
 * Runs `work` at start, on every NOTIFY on `channel` (any process's commit), and `pollIntervalMs`
 * after each run ends: for work coming due, and for notifications a dropped listening connection
 * missed. Runs never overlap; a failed run is logged as `${name} run failed` and the next wake-up
 * tries again. The event worker and the mail delivery are both this loop around their own drain.
 */
export async function startWakeLoop({
  database,
  channel,
  pollIntervalMs,
  logger,
  name,
  work,
}: {
  database: Pick<Database, 'listen'>;
  channel: string;
  pollIntervalMs: number;
  logger: Logger;
  name: string;
  work: () => Promise<unknown>;
}): Promise<WakeLoop> {
  let stopped = false;
  let running: Promise<void> | null = null;
  /** Bumped by every wake-up; a run that ends with a newer one than it started with runs again. */
  let wakeups = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async (): Promise<void> => {
    for (;;) {
      const seen = wakeups;
      try {
        await work();
      } catch (error) {
        logger.log('error', `${name} run failed`, { error: String(error) });
      }
      if (stopped || wakeups === seen) return;
    }
  };
  const kick = (): void => {
    if (stopped) return;
    wakeups += 1;
    if (running) return;
    clearTimeout(timer);
    running = run().finally(() => {
      running = null;
      if (!stopped) timer = setTimeout(kick, pollIntervalMs);
    });
  };

  const unlisten = await database.listen(channel, kick, (error) => {
    logger.log('warn', `${name} stopped listening; polling only`, { error: String(error) });
  });
  kick();
  return {
    kick,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await unlisten().catch(() => undefined);
      await running;
    },
  };
}
