import type { Actor, DomainEvent } from '../outbox/domain-events';

/** What a per-target cancel hands back to cancelBooking: its outcome and its events. */
export interface Cancellation<O> {
  readonly outcome: O;
  readonly events: DomainEvent[];
}

/** The actor a cancel of this kind of target cannot come from (a student cancels a seat, the system only courses). */
export function unsupportedActor(actor: Actor, target: string): Error {
  return new Error(`A ${actor.kind} actor cannot cancel a ${target}`);
}
