import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatZonedDate, formatZonedDayMonth, formatZonedTime, formatZonedTimeRange, formatZoneLabel } from './display';

const START = Date.UTC(2026, 10, 24, 17, 30); // 2026-11-24T17:30Z

describe('times shown in the user zone (000 §2.B "class date and start and end times")', () => {
  it('formats the date with the weekday in the zone, not the machine zone', () => {
    expect(formatZonedDate({ instant: START, zone: 'Europe/Berlin' })).toBe('Tue, Nov 24, 2026');
    // 17:30Z is already Wednesday in Sydney (UTC+11 in November).
    expect(formatZonedDate({ instant: START, zone: 'Australia/Sydney' })).toBe('Wed, Nov 25, 2026');
  });

  it('formats day and month in the zone for "From 29 March ..." (issue 15), in the display language', () => {
    const spring = Date.parse('2026-03-29T09:00:00Z');
    expect(formatZonedDayMonth({ instant: spring, zone: 'Europe/Madrid', locale: 'en-GB' })).toBe('29 March');
    expect(formatZonedDayMonth({ instant: spring, zone: 'Europe/Madrid', locale: 'en-US' })).toBe('March 29');
    expect(formatZonedDayMonth({ instant: spring, zone: 'Europe/Madrid', locale: 'es-ES' })).toBe('29 de marzo');
    // 23:30Z on the 28th is already the 29th in Madrid.
    expect(formatZonedDayMonth({ instant: Date.parse('2026-03-28T23:30:00Z'), zone: 'Europe/Madrid', locale: 'en-GB' })).toBe('29 March');
  });

  it('follows is_am: 1 is the 12-hour clock (000 §3 "is_am (1 means 12-hour clock)")', () => {
    expect(formatZonedTime({ instant: START, zone: 'Europe/Berlin', isAm: 1 })).toBe('6:30 PM');
    expect(formatZonedTime({ instant: START, zone: 'Europe/Berlin', isAm: 0 })).toBe('18:30');
    expect(formatZonedTime({ instant: Date.UTC(2026, 10, 24, 23, 5), zone: 'UTC', isAm: 0 })).toBe('23:05');
    expect(formatZonedTime({ instant: Date.UTC(2026, 10, 24, 0, 5), zone: 'UTC', isAm: 0 })).toBe('00:05');
    expect(formatZonedTime({ instant: Date.UTC(2026, 10, 24, 0, 5), zone: 'UTC', isAm: true })).toBe('12:05 AM');
  });

  it('formats a range and localises it', () => {
    expect(formatZonedTimeRange({ start: START, end: START + 3_600_000, zone: 'UTC', isAm: 1 })).toBe('5:30 PM - 6:30 PM');
    expect(formatZonedDate({ instant: START, zone: 'UTC', locale: 'es' })).toBe('mar, 24 nov 2026');
  });

  it('names the zone with its offset at that instant, across DST', () => {
    expect(formatZoneLabel({ zone: 'Europe/Berlin', instant: START })).toBe('Europe/Berlin (GMT+01:00)');
    expect(formatZoneLabel({ zone: 'Europe/Berlin', instant: Date.UTC(2026, 6, 1) })).toBe('Europe/Berlin (GMT+02:00)');
    expect(formatZoneLabel({ zone: 'Asia/Kolkata', instant: START })).toBe('Asia/Kolkata (GMT+05:30)');
    expect(formatZoneLabel({ zone: 'Not/AZone', instant: START })).toBe('UTC (GMT)');
  });

  it('never throws for any instant and any valid zone', () => {
    const zones = ['UTC', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham'];
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.constantFrom(...zones), fc.boolean(), (instant, zone, isAm) => {
        expect(formatZonedTimeRange({ start: instant, end: instant + 3_600_000, zone, isAm }).split(' - ')).toHaveLength(2);
        expect(formatZoneLabel({ zone, instant }).startsWith(zone)).toBe(true);
      }),
    );
  });
});
