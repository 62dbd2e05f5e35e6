import { UPDATE_BY_ADMIN, UPDATE_BY_AUTO } from '@app/domain';
import type { Tx } from '../money/ledger';
import type { Actor, DomainEvent } from '../outbox/domain-events';

/** What every command takes: the open transaction it writes in, who acts, and the instant it acts at. */
export interface CommandInput<A extends Actor = Actor> {
  readonly tx: Tx;
  readonly actor: A;
  readonly now: number;
}

export type StudentActor = Extract<Actor, { kind: 'student' }>;
export type SystemActor = Extract<Actor, { kind: 'system' }>;
export type TeacherActor = Extract<Actor, { kind: 'teacher' }>;
export type StaffActor = Extract<Actor, { kind: 'staff' }>;

/** Every command's answer carries the events it stored (in its transaction, with recordEvents). */
export interface CommandResult {
  readonly events: readonly DomainEvent[];
}

export const SYSTEM: SystemActor = { kind: 'system' };

/**
 * What `update_by` / `operator` hold for a row the actor changed (000 §3 "a user id, or AUTO or
 * ADMIN"): the student's or teacher's id, ADMIN for staff, AUTO for the system; the domain's
 * getCanceller reads them back as who cancelled.
 */
export function actorTag(actor: Actor): string {
  if (actor.kind === 'system') return UPDATE_BY_AUTO;
  if (actor.kind === 'staff') return UPDATE_BY_ADMIN;
  return String(actor.userId);
}

/**
 * The actor of a signed-in user acting on a class, course or lesson from the site: its teacher acts
 * as the teacher, anyone else as a student (the command answers 404 when it is not their booking).
 */
export function actorForViewer({
  userId,
  teacherId,
}: {
  userId: number;
  teacherId: number;
}): Extract<Actor, { kind: 'student' | 'teacher' }> {
  return userId === teacherId ? { kind: 'teacher', userId } : { kind: 'student', userId };
}

/** A signed-in user acting on their own account (issue 17): whoever they are, they act as themselves. */
export type UserActor = Exclude<Actor, { kind: 'system' }>;

/** The actor of a signed-in user changing their own account: by their role. */
export function actorForUser({ user_id, role }: { user_id: number; role: 'STUDENT' | 'TEACHER' | 'ADMIN' }): UserActor {
  if (role === 'ADMIN') return { kind: 'staff', userId: user_id };
  if (role === 'TEACHER') return { kind: 'teacher', userId: user_id };
  return { kind: 'student', userId: user_id };
}
