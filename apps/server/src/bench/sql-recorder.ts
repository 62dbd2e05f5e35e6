/** One statement as node-postgres sent it: its text, its parameter values, and its name when prepared. */
export interface RecordedQuery {
  readonly text: string;
  readonly values: readonly unknown[];
  readonly name?: string;
}

interface QueryTarget {
  query: (...args: unknown[]) => unknown;
}

/**
 * Records the statements sent through `target.query` (node-postgres' `Client.prototype`, which every
 * pooled query goes through) while started. For the benchmark's floor: the bench server records
 * what each request of the mix runs, and pgbench replays exactly those statements.
 */
export function recordQueries(target: QueryTarget): { start(): void; take(): RecordedQuery[] } {
  let recording = false;
  let recorded: RecordedQuery[] = [];
  const original = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    if (recording) {
      const [config, values] = args;
      if (typeof config === 'string') recorded.push({ text: config, values: Array.isArray(values) ? values : [] });
      else if (config && typeof config === 'object' && typeof (config as { text?: unknown }).text === 'string') {
        const { text, values: configValues, name } = config as { text: string; values?: unknown; name?: unknown };
        recorded.push({
          text,
          values: Array.isArray(configValues) ? configValues : Array.isArray(values) ? values : [],
          ...(typeof name === 'string' && name !== '' ? { name } : {}),
        });
      }
    }
    return original.apply(this, args);
  };
  return {
    start() {
      recording = true;
      recorded = [];
    },
    take() {
      const taken = recorded;
      recording = false;
      recorded = [];
      return taken;
    },
  };
}
