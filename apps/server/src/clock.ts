/** The server's only source of "now", injected so tests can stand on any instant. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock tests can set and move. */
export function createManualClock(start: number): Clock & { set(ms: number): void; advance(ms: number): void } {
  let current = start;
  return {
    now: () => current,
    set: (ms) => {
      current = ms;
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/**
 * The system clock moved by an offset the test sets: time keeps flowing (timers, the event worker),
 * standing at any instant ahead, as a journey through a class's life needs.
 */
export function createShiftedClock(): Clock & { shiftTo(instant: number): void; freezeAt(instant: number): void; readonly offset: number } {
  let offset = 0;
  let frozen: number | null = null;
  return {
    now: () => frozen ?? Date.now() + offset,
    shiftTo: (instant) => {
      frozen = null;
      offset = instant - Date.now();
    },
    // For a check one second from a boundary: on a loaded machine a page load can take longer than that.
    freezeAt: (instant) => {
      frozen = instant;
      offset = instant - Date.now();
    },
    get offset() {
      return offset;
    },
  };
}
