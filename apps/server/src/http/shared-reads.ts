import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import type { CompressibleBody } from './compression';

/** An answer as it goes on the wire: serialised (and compressed) once, sent to every request that shared it. */
export interface SharedAnswer {
  readonly body: CompressibleBody;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * Request coalescing for public reads: identical requests that arrive while the first one is still
 * being answered wait for that answer instead of running the same queries again. Under load most
 * requests of a busy search page are identical (the default filters), so the database does one
 * search per round instead of one per request, and the JSON is built once.
 *
 * Nothing is cached: an answer is shared only among requests that were in flight together, so a
 * request never gets an answer computed before the previous one finished. Keys must hold
 * everything the answer depends on (normalised input, and the viewer where it matters); only
 * read-only endpoints may use it, never one that changes booking state.
 *
 * Writes: a request that arrives after a write through this app was answered must see that write.
 * Every non-GET request moves the write epoch when it finishes, and the epoch is part of the key,
 * so a read started before the write is never shared with one that starts after. (Writes by the
 * minute sweep or another process are as visible as they would be to a request that arrived a few
 * milliseconds earlier: no client can have been told about them before the shared read started.
 * Likewise a joining request gets the answer as of the first request's `now`, milliseconds before.)
 */
export class SharedReads {
  private readonly running = new Map<string, Promise<SharedAnswer>>();
  private readonly readOnlyPosts = new Set<string>();
  private epoch = 0;

  /** A POST endpoint that only reads (the teacher search takes its filters as a body): it moves no epoch. */
  markReadOnlyPost(path: string): void {
    this.readOnlyPosts.add(path);
  }

  /** The answer of `compute`, or of the identical computation already running under `key`. */
  run(key: string, compute: () => Promise<SharedAnswer>): Promise<SharedAnswer> {
    const fullKey = `${this.epoch}\u0000${key}`;
    const existing = this.running.get(fullKey);
    if (existing) return existing;
    const started = compute().finally(() => {
      if (this.running.get(fullKey) === started) this.running.delete(fullKey);
    });
    this.running.set(fullKey, started);
    return started;
  }

  /** How many distinct reads are in flight (for tests). */
  get inFlight(): number {
    return this.running.size;
  }

  /** Marks that data may have changed: reads started from now on share nothing with earlier ones. */
  bumpEpoch(): void {
    this.epoch += 1;
  }

  /**
   * Moves the epoch around every request that may write: anything but GET, HEAD, OPTIONS and the
   * read-only POSTs. `prefix` is where the routes are mounted (`/api`).
   */
  middleware(prefix: string): MiddlewareHandler<AppEnv> {
    return async (c, next) => {
      const method = c.req.method;
      if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return next();
      if (method === 'POST' && c.req.path.startsWith(prefix) && this.readOnlyPosts.has(c.req.path.slice(prefix.length))) return next();
      // Before: a read arriving during the write does not join a read from before it.
      this.bumpEpoch();
      try {
        await next();
      } finally {
        // After: a read arriving once the write is answered never joins one that started during it.
        this.bumpEpoch();
      }
    };
  }
}
