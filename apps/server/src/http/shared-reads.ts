import type { CompressibleBody } from './compression';

/** An answer as it goes on the wire: serialised (and compressed) once, sent to every request that shared it. */
export interface SharedAnswer {
  readonly body: CompressibleBody;
  readonly headers: Readonly<Record<string, string>>;
}

/** A run queued behind a running one: it starts when that one settles, for everyone who joined it. */
interface QueuedRun<T> {
  readonly promise: Promise<T>;
  readonly compute: () => Promise<T>;
  readonly resolve: (answer: T) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Request coalescing for public reads: identical requests share one computation, so under load (most
 * requests of a busy search page are identical: the default filters) the database does one search
 * per round instead of one per request, and the JSON is built once.
 *
 * A request only ever shares a computation that STARTS AFTER IT ARRIVED. A request that finds an
 * identical one running does not join it (its queries may have read the database before a write that
 * this client has since been told about, by this process or by another one behind the same load
 * balancer); it joins the next run, which starts when the running one settles, together with every
 * other request that arrived meanwhile. So every answer reflects every write committed before the
 * request arrived, on any process, with no cross-process signal, and at most one run per key is in
 * flight and one queued. Nothing is cached: when nobody waits, the key is forgotten.
 *
 * Keys must hold everything the answer depends on (normalised input, and the viewer where it
 * matters); only read-only endpoints may use it. A joining request gets the answer as of its run's
 * `now`, taken after it arrived. `T` is a wire answer for endpoints; the catalogue mirror shares its
 * rounds of change reading the same way (catalog/mirror.ts).
 */
export class SharedReads<T = SharedAnswer> {
  /** Per key: whether a run is in flight, and the run queued behind it, if any. */
  private readonly slots = new Map<string, { queued: QueuedRun<T> | null }>();

  /** The answer of `compute`, or of an identical computation that starts after this call. */
  run(key: string, compute: () => Promise<T>): Promise<T> {
    const slot = this.slots.get(key);
    if (!slot) {
      this.slots.set(key, { queued: null });
      return this.start(key, compute);
    }
    slot.queued ??= queueRun(compute);
    return slot.queued.promise;
  }

  /** How many keys have a run in flight (for tests). */
  get inFlight(): number {
    return this.slots.size;
  }

  private start(key: string, compute: () => Promise<T>): Promise<T> {
    const started = new Promise<T>((resolve) => {
      resolve(compute());
    });
    const settled = (): void => {
      const slot = this.slots.get(key);
      const queued = slot?.queued;
      if (!slot || !queued) {
        this.slots.delete(key);
        return;
      }
      slot.queued = null;
      this.start(key, queued.compute).then(queued.resolve, queued.reject);
    };
    started.then(settled, settled);
    return started;
  }
}

function queueRun<T>(compute: () => Promise<T>): QueuedRun<T> {
  let resolve: (answer: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, compute, resolve, reject };
}
