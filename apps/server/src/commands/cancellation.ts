import type { CancellationNotice } from '../mail/cancellation-mail';
import type { Actor, DomainEvent } from '../outbox/domain-events';

/** Whose mail a whole-offering cancel sends: the one who cancelled it (a student never cancels a whole offering). */
export function noticeBy(actor: Actor): CancellationNotice['by'] {
  if (actor.kind === 'teacher') return 'teacher';
  if (actor.kind === 'staff') return 'staff';
  return 'auto';
}

/** What a per-target cancel hands back to cancelBooking: its outcome, its events, and the mails of the bridge. */
export interface Cancellation<O> {
  readonly outcome: O;
  readonly events: DomainEvent[];
  readonly notices: CancellationNotice[];
}

/** The actor a cancel of this kind of target cannot come from (a student cancels a seat, the system only courses). */
export function unsupportedActor(actor: Actor, target: string): Error {
  return new Error(`A ${actor.kind} actor cannot cancel a ${target}`);
}
