import { JOIN_LEAD_MS } from '../time/constants';
import { type Instant, toEpochMs } from '../time/instant';
import { getJoinWindowPhase } from '../time/windows';
import type { ClassStatus, ClassStudentStatus } from './statuses';

/**
 * Who is at the room's door: the class's (or lesson's) teacher, a student with their seat's status
 * (`null` when they hold none), or anyone else signed in.
 */
export type RoomViewer =
  | { readonly kind: 'teacher' }
  | { readonly kind: 'student'; readonly seatStatus: ClassStudentStatus | null | undefined }
  | { readonly kind: 'other' };

/** The reasons a room door stays shut, in the order they are checked. */
export const ROOM_REFUSALS = ['cancelled', 'ended', 'not-booked', 'too-early'] as const;
export type RoomRefusal = (typeof ROOM_REFUSALS)[number];

export type RoomAccess =
  | { readonly kind: 'open' }
  | { readonly kind: 'too-early'; readonly opensAt: number }
  | { readonly kind: 'ended' }
  | { readonly kind: 'not-booked' }
  | { readonly kind: 'cancelled' };

/**
 * Issue 14: "`/video-room/{id}` checks that the viewer is the class's teacher, or a booked student
 * inside the join window `[start - 10 min, end)` (the domain rule), then sends them to the meeting
 * link [...]; everyone else gets the reason (not booked, too early: opens at HH:MM in your zone,
 * ended). Teachers open their own class's room from 10 min before start too." 000 §9: "Meeting
 * details and join open 10 min before start."
 *
 * Checked in this order: a CANCELLED class → `cancelled`; `now >= end` → `ended` (FINISHED is only
 * ever set after the end, so the clock alone decides); a viewer who is neither the teacher nor a student with a SCHEDULED seat → `not-booked`;
 * `now < start - 10 min` → `too-early` with `opensAt = start - JOIN_LEAD_MS` (epoch ms); otherwise
 * `open`. The window is `getJoinWindowPhase`'s (inclusive at start - 10 min, exclusive at the end),
 * the same one canSeeMeetingDetails answers from, so the page and the room cannot disagree.
 *
 * @example decideRoomAccess({ viewer: { kind: 'teacher' }, classStatus: 'UPCOMING', start, end, now: start - JOIN_LEAD_MS }) // { kind: 'open' }
 */
export function decideRoomAccess({
  viewer,
  classStatus,
  start,
  end,
  now,
}: {
  viewer: RoomViewer;
  classStatus: ClassStatus | undefined;
  start: Instant;
  end: Instant;
  now: Instant;
}): RoomAccess {
  if (classStatus === 'CANCELLED') return { kind: 'cancelled' };
  const phase = getJoinWindowPhase({ start, end, now });
  if (phase === 'ended') return { kind: 'ended' };
  const admitted = viewer.kind === 'teacher' || (viewer.kind === 'student' && viewer.seatStatus === 'SCHEDULED');
  if (!admitted) return { kind: 'not-booked' };
  if (phase === 'early') return { kind: 'too-early', opensAt: toEpochMs(start, 'start') - JOIN_LEAD_MS };
  return { kind: 'open' };
}

export type ClassRoomEditDecision =
  { readonly outcome: 'allowed' } | { readonly outcome: 'not-own-class' | 'cancelled' | 'ended'; readonly message: string };

/**
 * Issue 14: the teacher "may override [her default room] per class" — only her own class, and not
 * once it is cancelled or over (`now >= end`: nobody can join it any more). Inside the join window
 * she still may: a broken link is fixed while students are waiting.
 *
 * @example decideClassRoomEdit({ teacherId: 900, viewerId: 900, classStatus: 'UPCOMING', end, now: end }) // { outcome: 'ended', ... }
 */
export function decideClassRoomEdit({
  teacherId,
  viewerId,
  classStatus,
  end,
  now,
}: {
  teacherId: number;
  viewerId: number;
  classStatus: ClassStatus;
  end: Instant;
  now: Instant;
}): ClassRoomEditDecision {
  if (teacherId !== viewerId) return { outcome: 'not-own-class', message: 'Class not found.' };
  if (classStatus === 'CANCELLED') return { outcome: 'cancelled', message: 'This class was cancelled; its room cannot change.' };
  if (toEpochMs(now, 'now') >= toEpochMs(end, 'end')) return { outcome: 'ended', message: 'This class has ended; its room cannot change.' };
  return { outcome: 'allowed' };
}
