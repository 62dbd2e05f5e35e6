import { readInZone } from '../schedule/local-time';
import { HOUR_MS } from '../time/constants';

/**
 * Issue 15: "reminder 24 h and 1 h before start (sent once even with two processes and a restart in
 * between; none for a cancelled seat)". Longest lead first: a later reminder supersedes an earlier one.
 */
export const REMINDERS = [
  { kind: 'DAY_BEFORE', leadMs: 24 * HOUR_MS },
  { kind: 'HOUR_BEFORE', leadMs: HOUR_MS },
] as const;

export type ReminderKind = (typeof REMINDERS)[number]['kind'];

export interface ReminderFacts {
  /** When the class, course class or lesson starts. */
  readonly start: number;
  /** When the seat was booked: a reminder whose time had already passed at booking is never sent (the confirmation said it all). */
  readonly bookedAt: number;
  /** The seat is cancelled (dropped, refunded, the class cancelled): no reminder at all. */
  readonly cancelled: boolean;
  /** Kinds already sent for this seat (the sender records them; a kind is sent once). */
  readonly sent: ReadonlySet<ReminderKind> | readonly ReminderKind[];
}

const has = (sent: ReminderFacts['sent'], kind: ReminderKind) =>
  sent instanceof Set ? sent.has(kind) : (sent as readonly ReminderKind[]).includes(kind);

/** The instant a reminder of `kind` falls due for a class starting at `start`. */
export function reminderDueAt({ start, kind }: { start: number; kind: ReminderKind }): number {
  const reminder = REMINDERS.find((r) => r.kind === kind);
  if (!reminder) throw new RangeError(`kind: unknown reminder ${kind}`);
  return start - reminder.leadMs;
}

/**
 * The reminder to send now, or null. A reminder of lead L is due from `start - L` (inclusive) until
 * the next shorter reminder falls due (exclusive) or the start (exclusive), if the seat was booked
 * before `start - L` (strictly) and it has not been sent. A sender that wakes late sends only the
 * latest due kind: the 24 h mail is not sent 30 minutes before the start when the 1 h one is due.
 * @example reminderToSend({ start, bookedAt: start - 3 * DAY_MS, cancelled: false, sent: [], now: start - 24 * HOUR_MS }) // 'DAY_BEFORE'
 */
export function reminderToSend({ now, ...facts }: ReminderFacts & { now: number }): ReminderKind | null {
  if (facts.cancelled || now >= facts.start) return null;
  for (let i = 0; i < REMINDERS.length; i += 1) {
    const reminder = REMINDERS[i];
    if (!reminder) continue;
    const dueAt = facts.start - reminder.leadMs;
    const next = REMINDERS[i + 1];
    const until = next ? facts.start - next.leadMs : facts.start;
    if (now < dueAt || now >= until) continue;
    if (facts.bookedAt >= dueAt || has(facts.sent, reminder.kind)) return null;
    return reminder.kind;
  }
  return null;
}

/**
 * When the sender should next look at this seat: the due instant of the next reminder that can
 * still be sent, or null when none will be. Lets a job queue schedule one wake-up per seat.
 */
export function nextReminderAt({ now, ...facts }: ReminderFacts & { now: number }): number | null {
  if (facts.cancelled) return null;
  for (const reminder of REMINDERS) {
    const dueAt = facts.start - reminder.leadMs;
    if (facts.bookedAt >= dueAt || has(facts.sent, reminder.kind)) continue;
    if (reminderToSend({ ...facts, now: Math.max(now, dueAt) }) === reminder.kind) return Math.max(now, dueAt);
  }
  return null;
}

/**
 * How the day-before reminder names the class's day for a reader in `zone`: `today` when it starts on
 * the reader's calendar date of `now`, else `tomorrow` (the reminder goes out less than 24 h ahead, so
 * no other day can come up).
 * @example reminderDay({ start: Date.parse('2026-12-10T10:00:00Z'), now: Date.parse('2026-12-09T23:30:00Z'), zone: 'Europe/Madrid' }) // 'today'
 */
export function reminderDay({ start, now, zone }: { start: number; now: number; zone: string }): 'today' | 'tomorrow' {
  return readInZone({ instant: start, zone }).local_date === readInZone({ instant: now, zone }).local_date ? 'today' : 'tomorrow';
}
