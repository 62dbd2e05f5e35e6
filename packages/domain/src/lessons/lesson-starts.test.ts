import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/builders';
import { deltaArb } from '../testing/class-course-builders';
import { lessonDurationArb, lessonNowArb, makeOpenSlots, openSlotsArb } from '../testing/lesson-builders';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time/constants';
import { LESSON_SLOT_MS } from './lesson';
import {
  getBookableLessonStarts,
  getLessonBookingWindow,
  getLessonLeadMs,
  INSTANT_BOOKING_LEAD_MS,
  isInLessonBookingWindow,
  isLessonStartBookable,
  LESSON_BOOKING_HORIZON_MS,
  LESSON_BOOKING_LEAD_MS,
} from './lesson-starts';

describe('lesson start times', () => {
  it('the constants: 2 h lead, 15 min with instant booking, 14 days ahead', () => {
    expect(LESSON_BOOKING_LEAD_MS).toBe(2 * HOUR_MS);
    expect(INSTANT_BOOKING_LEAD_MS).toBe(15 * MINUTE_MS);
    expect(LESSON_BOOKING_HORIZON_MS).toBe(14 * DAY_MS);
  });

  it('the 15-minute lead needs both the instant_book link and a teacher who takes instant bookings', () => {
    expect(getLessonLeadMs({ instantBook: true, teacherInstantBooking: true })).toBe(INSTANT_BOOKING_LEAD_MS);
    expect(getLessonLeadMs({ instantBook: true, teacherInstantBooking: false })).toBe(LESSON_BOOKING_LEAD_MS);
    expect(getLessonLeadMs({ instantBook: false, teacherInstantBooking: true })).toBe(LESSON_BOOKING_LEAD_MS);
  });

  it('lead inclusive: exactly 2 h ahead is bookable, 2 h - 1 ms is not; the horizon is exclusive', () => {
    const leadMs = LESSON_BOOKING_LEAD_MS;
    expect(isInLessonBookingWindow({ start: T0, now: T0 - leadMs, leadMs })).toBe(true);
    expect(isInLessonBookingWindow({ start: T0, now: T0 - leadMs + 1, leadMs })).toBe(false);
    expect(isInLessonBookingWindow({ start: T0, now: T0 - LESSON_BOOKING_HORIZON_MS + 1, leadMs })).toBe(true);
    expect(isInLessonBookingWindow({ start: T0, now: T0 - LESSON_BOOKING_HORIZON_MS, leadMs })).toBe(false);
  });

  it('the booking window as a range: from now + lead (inclusive) to now + 14 days (exclusive)', () => {
    expect(getLessonBookingWindow({ now: T0, leadMs: INSTANT_BOOKING_LEAD_MS })).toEqual({ from: T0 + 900_000, to: T0 + 14 * 86_400_000 });
    expect(getLessonBookingWindow({ now: new Date(T0).toISOString(), leadMs: 0 }).from).toBe(T0);
    expect(() => getLessonBookingWindow({ now: T0, leadMs: -1 })).toThrow(RangeError);
  });

  it('property: the first open slot inside the window is the earliest start a 30-minute lesson can take (the instant card)', () => {
    fc.assert(
      fc.property(openSlotsArb, lessonNowArb, fc.boolean(), (slots, now, instant) => {
        const leadMs = getLessonLeadMs({ instantBook: instant, teacherInstantBooking: true });
        const { from, to } = getLessonBookingWindow({ now, leadMs });
        const first = slots.filter((s) => s >= from && s < to).sort((a, b) => a - b)[0];
        expect(first).toBe(getBookableLessonStarts({ openSlots: slots, duration: 30, now, leadMs })[0]);
      }),
    );
  });

  it('a 60-minute lesson needs two consecutive open slots; 30 minutes needs one', () => {
    const now = T0 - DAY_MS;
    const leadMs = LESSON_BOOKING_LEAD_MS;
    const slots = [...makeOpenSlots({ from: T0, count: 2 }), T0 + 2 * HOUR_MS];
    expect(getBookableLessonStarts({ openSlots: slots, duration: 30, now, leadMs })).toEqual(slots);
    expect(getBookableLessonStarts({ openSlots: slots, duration: 60, now, leadMs })).toEqual([T0]);
    expect(isLessonStartBookable({ start: T0 + LESSON_SLOT_MS, duration: 60, openSlots: slots, now, leadMs })).toBe(false);
    expect(
      isLessonStartBookable({
        start: new Date(T0).toISOString(),
        duration: 60,
        openSlots: slots.map((s) => new Date(s).toISOString()),
        now,
        leadMs,
      }),
    ).toBe(true);
  });

  it('property: against a simple oracle, every start and both sides of the lead and horizon', () => {
    fc.assert(
      fc.property(openSlotsArb, lessonDurationArb, lessonNowArb, fc.boolean(), (slots, duration, now, instant) => {
        const leadMs = getLessonLeadMs({ instantBook: instant, teacherInstantBooking: true });
        const open = new Set(slots);
        const oracle = slots
          .filter((s) => s - now >= leadMs && s - now < LESSON_BOOKING_HORIZON_MS && (duration === 30 || open.has(s + LESSON_SLOT_MS)))
          .sort((a, b) => a - b);
        expect(getBookableLessonStarts({ openSlots: slots, duration, now, leadMs })).toEqual(oracle);
        for (const s of slots)
          expect(isLessonStartBookable({ start: s, duration, openSlots: slots, now, leadMs })).toBe(oracle.includes(s));
      }),
    );
  });

  it('property: a start at lead + delta and horizon + delta (delta -1, 0, +1 ms)', () => {
    fc.assert(
      fc.property(deltaArb, fc.boolean(), lessonDurationArb, (delta, instant, duration) => {
        const leadMs = instant ? INSTANT_BOOKING_LEAD_MS : LESSON_BOOKING_LEAD_MS;
        const slots = makeOpenSlots({ from: T0, count: 2 });
        expect(isLessonStartBookable({ start: T0, duration, openSlots: slots, now: T0 - leadMs - delta, leadMs })).toBe(delta >= 0);
        expect(isLessonStartBookable({ start: T0, duration, openSlots: slots, now: T0 - LESSON_BOOKING_HORIZON_MS - delta, leadMs })).toBe(
          delta < 0,
        );
      }),
    );
  });
});
