import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time/constants';
import { nextReminderAt, REMINDERS, reminderDay, reminderDueAt, reminderToSend, type ReminderKind } from './class-reminders';

const START = Date.parse('2026-12-10T10:00:00Z');
const base = { start: START, bookedAt: START - 3 * DAY_MS, cancelled: false, sent: [] as ReminderKind[] };

describe('reminderToSend: issue 15 "reminder 24 h and 1 h before start ... none for a cancelled seat"', () => {
  it('the 24 h reminder from exactly start - 24 h, not 1 ms before', () => {
    expect(reminderToSend({ ...base, now: START - 24 * HOUR_MS - 1 })).toBeNull();
    expect(reminderToSend({ ...base, now: START - 24 * HOUR_MS })).toBe('DAY_BEFORE');
    expect(reminderToSend({ ...base, now: START - 24 * HOUR_MS + 1 })).toBe('DAY_BEFORE');
  });

  it('the 1 h reminder from exactly start - 1 h until the start (exclusive)', () => {
    const sent: ReminderKind[] = ['DAY_BEFORE'];
    expect(reminderToSend({ ...base, sent, now: START - HOUR_MS - 1 })).toBeNull();
    expect(reminderToSend({ ...base, sent, now: START - HOUR_MS })).toBe('HOUR_BEFORE');
    expect(reminderToSend({ ...base, sent, now: START - 1 })).toBe('HOUR_BEFORE');
    expect(reminderToSend({ ...base, sent, now: START })).toBeNull();
  });

  it('a sender waking late sends only the 1 h reminder, never the stale 24 h one', () => {
    expect(reminderToSend({ ...base, now: START - 30 * MINUTE_MS })).toBe('HOUR_BEFORE');
  });

  it('sent once: a kind already sent is not sent again', () => {
    expect(reminderToSend({ ...base, sent: new Set<ReminderKind>(['DAY_BEFORE']), now: START - 20 * HOUR_MS })).toBeNull();
  });

  it('none for a cancelled seat', () => {
    expect(reminderToSend({ ...base, cancelled: true, now: START - 24 * HOUR_MS })).toBeNull();
    expect(reminderToSend({ ...base, cancelled: true, now: START - HOUR_MS })).toBeNull();
  });

  it('a seat booked after a reminder fell due skips it (the confirmation just said it): booked at start - 5 h gets only the 1 h one', () => {
    const bookedAt = START - 5 * HOUR_MS;
    expect(reminderToSend({ ...base, bookedAt, now: bookedAt + MINUTE_MS })).toBeNull();
    expect(reminderToSend({ ...base, bookedAt, now: START - HOUR_MS })).toBe('HOUR_BEFORE');
    // Booked exactly when the 1 h reminder falls due: none.
    expect(reminderToSend({ ...base, bookedAt: START - HOUR_MS, now: START - HOUR_MS })).toBeNull();
    expect(reminderToSend({ ...base, bookedAt: START - HOUR_MS - 1, now: START - HOUR_MS })).toBe('HOUR_BEFORE');
  });

  it('property: never after the start, never for a cancelled seat, never a kind already sent, never one due before the booking', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -3 * DAY_MS, max: DAY_MS }),
        fc.integer({ min: -10 * DAY_MS, max: DAY_MS }),
        fc.boolean(),
        fc.subarray(REMINDERS.map((r) => r.kind)),
        (nowOffset, bookedOffset, cancelled, sent) => {
          const now = START + nowOffset;
          const bookedAt = Math.min(now, START + bookedOffset);
          const kind = reminderToSend({ start: START, bookedAt, cancelled, sent, now });
          if (kind === null) return;
          expect(now).toBeLessThan(START);
          expect(cancelled).toBe(false);
          expect(sent).not.toContain(kind);
          expect(bookedAt).toBeLessThan(reminderDueAt({ start: START, kind }));
          expect(now).toBeGreaterThanOrEqual(reminderDueAt({ start: START, kind }));
        },
      ),
    );
  });
});

describe('nextReminderAt: one wake-up per seat', () => {
  it('the 24 h instant first, then the 1 h instant once the first is sent, then none', () => {
    expect(nextReminderAt({ ...base, now: START - 3 * DAY_MS })).toBe(START - 24 * HOUR_MS);
    expect(nextReminderAt({ ...base, sent: ['DAY_BEFORE'], now: START - 20 * HOUR_MS })).toBe(START - HOUR_MS);
    expect(nextReminderAt({ ...base, sent: ['DAY_BEFORE', 'HOUR_BEFORE'], now: START - 20 * HOUR_MS })).toBeNull();
    expect(nextReminderAt({ ...base, cancelled: true, now: START - 3 * DAY_MS })).toBeNull();
  });

  it('late in the 24 h window: now; past it: the 1 h one', () => {
    expect(nextReminderAt({ ...base, now: START - 2 * HOUR_MS })).toBe(START - 2 * HOUR_MS);
    expect(nextReminderAt({ ...base, bookedAt: START - 23 * HOUR_MS, now: START - 2 * HOUR_MS })).toBe(START - HOUR_MS);
    expect(nextReminderAt({ ...base, now: START - 30 * MINUTE_MS })).toBe(START - 30 * MINUTE_MS);
    expect(nextReminderAt({ ...base, now: START })).toBeNull();
  });

  it('property: at the instant it names, reminderToSend sends', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * DAY_MS, max: DAY_MS }), fc.subarray(REMINDERS.map((r) => r.kind)), (nowOffset, sent) => {
        const now = START + nowOffset;
        const at = nextReminderAt({ ...base, bookedAt: Math.min(base.bookedAt, now), sent, now });
        if (at === null) return;
        expect(at).toBeGreaterThanOrEqual(now);
        expect(reminderToSend({ ...base, bookedAt: Math.min(base.bookedAt, now), sent, now: at })).not.toBeNull();
      }),
    );
  });
});

describe('reminderToSend over a whole timeline (issue 15: each reminder once, none late, none after the start)', () => {
  /** Every kind a sender polling every `stepMs` would send, recording each as sent. */
  function sendsOver({ bookedAt, from, stepMs }: { bookedAt: number; from: number; stepMs: number }): { kind: ReminderKind; at: number }[] {
    const sent: ReminderKind[] = [];
    const out: { kind: ReminderKind; at: number }[] = [];
    for (let now = Math.max(from, bookedAt); now <= START + HOUR_MS; now += stepMs) {
      const kind = reminderToSend({ start: START, bookedAt, cancelled: false, sent, now });
      if (kind) {
        sent.push(kind);
        out.push({ kind, at: now });
      }
    }
    return out;
  }

  it('at 1 h: -1 ms none, exactly and +1 ms the 1 h one', () => {
    const sent: ReminderKind[] = ['DAY_BEFORE'];
    expect(reminderToSend({ ...base, sent, now: START - HOUR_MS + 1 })).toBe('HOUR_BEFORE');
  });

  it('property: booked long before, a sender polling at any pace sends the 24 h one then the 1 h one, each once, each in its window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 30_000, max: 20 * MINUTE_MS }), fc.integer({ min: 0, max: 20 * MINUTE_MS }), (stepMs, phase) => {
        const sends = sendsOver({ bookedAt: START - 3 * DAY_MS, from: START - 25 * HOUR_MS + phase, stepMs });
        expect(sends.map((s) => s.kind)).toEqual(['DAY_BEFORE', 'HOUR_BEFORE']);
        const [day, hour] = sends;
        expect(day?.at).toBeGreaterThanOrEqual(START - 24 * HOUR_MS);
        expect(day?.at).toBeLessThan(START - 24 * HOUR_MS + stepMs);
        expect(hour?.at).toBeGreaterThanOrEqual(START - HOUR_MS);
        expect(hour?.at).toBeLessThan(START);
      }),
      { numRuns: 50 },
    );
  });

  it('property: booked after the 24 h point (and before the 1 h point) gets only the 1 h one; booked within the hour, none', () => {
    fc.assert(
      fc.property(fc.integer({ min: START - 24 * HOUR_MS, max: START - HOUR_MS - 1 }), (bookedAt) => {
        expect(sendsOver({ bookedAt, from: bookedAt, stepMs: 7 * MINUTE_MS }).map((s) => s.kind)).toEqual(['HOUR_BEFORE']);
      }),
      { numRuns: 50 },
    );
    fc.assert(
      fc.property(fc.integer({ min: START - HOUR_MS, max: START + HOUR_MS }), (bookedAt) => {
        expect(sendsOver({ bookedAt, from: bookedAt, stepMs: MINUTE_MS })).toEqual([]);
      }),
      { numRuns: 50 },
    );
  });
});

describe('reminderDay: the day-before reminder says "today" or "tomorrow" in the reader\'s zone', () => {
  it("midnight in the reader's zone is the boundary, from both sides", () => {
    // 2026-12-10 00:00 in Madrid is 2026-12-09T23:00Z.
    const midnight = Date.parse('2026-12-09T23:00:00Z');
    expect(reminderDay({ start: START, now: midnight - 1, zone: 'Europe/Madrid' })).toBe('tomorrow');
    expect(reminderDay({ start: START, now: midnight, zone: 'Europe/Madrid' })).toBe('today');
  });

  it('the same instants read in another zone can name the other day', () => {
    const now = Date.parse('2026-12-09T23:30:00Z');
    expect(reminderDay({ start: START, now, zone: 'Europe/Madrid' })).toBe('today');
    expect(reminderDay({ start: START, now, zone: 'America/New_York' })).toBe('tomorrow');
  });

  it('is "today" exactly when start and now share the local date, for any instant of the 24 h window', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 23 * HOUR_MS }),
        fc.constantFrom('UTC', 'Europe/Madrid', 'Asia/Tokyo', 'America/Los_Angeles'),
        (ahead, zone) => {
          const now = START - 24 * HOUR_MS + ahead;
          const sameDate =
            new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(START) ===
            new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
          expect(reminderDay({ start: START, now, zone })).toBe(sameDate ? 'today' : 'tomorrow');
        },
      ),
    );
  });
});
