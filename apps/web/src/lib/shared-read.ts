/** What a shared read holds: its last answer (and when it was read), or the error of its last attempt. */
export interface SharedReadState<T> {
  readonly data: T | undefined;
  /** Epoch ms of `data`'s read; 0 while there is none. */
  readonly readAt: number;
  /** The last attempt's failure, cleared by the next answer. */
  readonly error: unknown;
}

/** A held answer as a server render hands it to the page (JSON). */
export interface SharedReadSeed<T> {
  readonly data: T;
  readonly readAt: number;
}

/**
 * One server read that the whole page shares (the viewer, the rates table): held, read again when
 * older than `staleMs`, one read in flight at a time. The app shell needs these before any page,
 * and without a query library: the landing page carries no query cache (issue 16's budget).
 */
export interface SharedRead<T> {
  state: () => SharedReadState<T>;
  subscribe: (listener: () => void) => () => void;
  /** The held answer if fresh, the read in flight if any, else a new read. Rejects when the read fails. */
  load: () => Promise<T>;
  /** A new read now; one in flight is then ignored (it may have been asked as someone else). */
  refresh: () => Promise<T>;
  /** Replaces the held answer; a read in flight that started earlier is then ignored. */
  set: (update: (old: T | undefined) => T | undefined) => void;
  /** The held answer for a server render's page (undefined when there is none). */
  seed: () => SharedReadSeed<T> | undefined;
}

export function createSharedRead<T>({
  read,
  staleMs,
  seed,
  clock = Date.now,
}: {
  read: () => Promise<T>;
  staleMs: number;
  seed?: SharedReadSeed<T> | undefined;
  clock?: () => number;
}): SharedRead<T> {
  let state: SharedReadState<T> = seed
    ? { data: seed.data, readAt: seed.readAt, error: null }
    : { data: undefined, readAt: 0, error: null };
  let inFlight: Promise<T> | undefined;
  // Bumped by every `set` and `refresh`: an answer to a read started before either is out of date.
  let version = 0;
  const listeners = new Set<() => void>();
  const publish = (next: SharedReadState<T>) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const start = (): Promise<T> => {
    const startedAt = version;
    const reading = read().then(
      (data) => {
        if (inFlight === reading) inFlight = undefined;
        if (startedAt === version) publish({ data, readAt: clock(), error: null });
        return startedAt === version || state.data === undefined ? data : state.data;
      },
      (error: unknown) => {
        if (inFlight === reading) inFlight = undefined;
        if (startedAt === version) publish({ ...state, error });
        throw error;
      },
    );
    inFlight = reading;
    return reading;
  };

  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    load() {
      if (inFlight) return inFlight;
      if (state.data !== undefined && clock() - state.readAt < staleMs) return Promise.resolve(state.data);
      return start();
    },
    refresh() {
      version += 1;
      return start();
    },
    set(update) {
      version += 1;
      inFlight = undefined;
      const data = update(state.data);
      publish(data === undefined ? { data, readAt: 0, error: null } : { data, readAt: clock(), error: null });
    },
    seed: () => (state.data === undefined ? undefined : { data: state.data, readAt: state.readAt }),
  };
}
