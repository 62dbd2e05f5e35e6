import type { Logger } from '../http/logger';
import type { Tx } from '../money/ledger';
import type { DomainEventType, EventOf } from './domain-events';

/** What a handler gets besides its event: the worker's transaction, the time, and the server's settings. */
export interface HandlerContext {
  /**
   * The transaction that also marks this (event, handler) done: whatever the handler writes here
   * (a mail row, an audit row) commits together with the mark, or not at all.
   */
  readonly tx: Tx;
  readonly now: number;
  /** `PUBLIC_URL` (an origin): every link a handler writes starts with it. */
  readonly publicUrl: string;
  readonly logger: Logger;
  /** The event's row id, for a handler that keys its own writes by it. */
  readonly eventId: number;
}

/**
 * One reaction to events: runs once per (event, handler), on whichever process claims it. `name`
 * is stored in `event_handlings`, so renaming a handler starts it afresh on new events only.
 * A handler that throws is retried with backoff (outbox/retry.ts); it must not write outside `tx`,
 * or a retry would write twice.
 */
export interface EventHandler<T extends DomainEventType = DomainEventType> {
  readonly name: string;
  readonly types: readonly T[];
  handle(event: EventOf<T>, context: HandlerContext): Promise<void>;
}

/** Keeps a handler's event type narrow where it is written, and lists it among any handlers. */
export function defineHandler<T extends DomainEventType>(handler: EventHandler<T>): EventHandler {
  return handler as unknown as EventHandler;
}
