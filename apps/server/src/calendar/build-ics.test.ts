import { isRepeatedWallTime, readInZone } from '@app/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIcs } from '../testing/parse-ics';
import { buildIcs, entrySummary } from './build-ics';
import type { CalendarEntry } from './calendar-entries';

const entry = (start: number, over: Partial<CalendarEntry> = {}): CalendarEntry => ({
  uid: `class-1-seat-${start}`,
  start,
  end: start + 60 * 60_000,
  kind: 'class',
  title: 'Small talk at work',
  classIndex: null,
  classCount: null,
  teacherName: 'Lucía',
  teaching: false,
  cancelled: false,
  pagePath: '/group-class-online/class/1',
  roomPath: '/video-room/1',
  ...over,
});
const reader = (zone: string, locale: 'en' | 'es' = 'en') => ({ email: 'ana@students.test', nickname: 'Ana', locale, zone });
const ZONES = [
  'Europe/Madrid',
  'America/New_York',
  'America/Sao_Paulo',
  'Australia/Lord_Howe',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'UTC',
  'America/Santiago',
];

describe('buildIcs: issue 15 "every event carries TZID with a VTIMEZONE" and "the same wall time everywhere"', () => {
  it('property: over random instants (DST nights included) and zones, the event states the wall time the domain reads, at the same instant', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 11, 31) }).map((ms) => ms - (ms % 60_000)),
        fc.constantFrom(...ZONES),
        (start, zone) => {
          const { events, zones } = parseIcs(
            buildIcs({ entries: [entry(start)], reader: reader(zone), publicUrl: 'https://x.example', now: start }),
          );
          expect(events[0]?.start).toBe(start);
          const repeated = [start, start + 60 * 60_000].some((instant) => isRepeatedWallTime({ instant, zone }));
          if (repeated) {
            // A TZID time would not name one instant: stated in UTC instead, still the same instant.
            expect(events[0]?.tzid).toBeNull();
            return;
          }
          const tzid = zone === 'UTC' ? 'Etc/UTC' : zone;
          expect(zones).toEqual([tzid]);
          expect(events[0]?.tzid).toBe(tzid);
          expect(events[0]?.localStart).toBe(readInZone({ instant: start, zone }).local_time);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('the nights the clocks change in Madrid: 01:30 UTC on 29 March 2026 is 03:30 local; on 25 October 02:00-02:59 local happen twice and are written in UTC', () => {
    const half = (start: number) => entry(start, { end: start + 30 * 60_000 });
    for (const [utc, tzid, local] of [
      [Date.UTC(2026, 2, 29, 1, 30), 'Europe/Madrid', '03:30'],
      [Date.UTC(2026, 9, 24, 23, 15), 'Europe/Madrid', '01:15'],
      [Date.UTC(2026, 9, 25, 0, 15), null, '00:15'],
      [Date.UTC(2026, 9, 25, 1, 15), null, '01:15'],
      [Date.UTC(2026, 9, 25, 2, 0), 'Europe/Madrid', '03:00'],
    ] as const) {
      const { events } = parseIcs(
        buildIcs({ entries: [half(utc)], reader: reader('Europe/Madrid'), publicUrl: 'https://x.example', now: utc }),
      );
      expect(events[0]?.tzid).toBe(tzid);
      expect(events[0]?.localStart).toBe(local);
      expect(events[0]?.start).toBe(utc);
    }
  });

  it('titles: the teacher for a student, "Teaching" for her, the class number of a course, a lesson by its language; in Spanish too', () => {
    expect(entrySummary(entry(0), 'en')).toBe('Small talk at work with Lucía');
    expect(entrySummary(entry(0, { teaching: true }), 'en')).toBe('Teaching: Small talk at work');
    expect(entrySummary(entry(0, { kind: 'course-class', classIndex: 2, classCount: 6 }), 'es')).toBe(
      'Small talk at work (clase 2 de 6) con Lucía',
    );
    expect(entrySummary(entry(0, { kind: 'lesson', title: 'spanish' }), 'en')).toBe('Spanish lesson with Lucía');
  });

  it('a cancelled entry is STATUS:CANCELLED with SEQUENCE 1 and the UID of the live one', () => {
    const live = parseIcs(buildIcs({ entries: [entry(0)], reader: reader('UTC'), publicUrl: 'https://x.example', now: 0 })).events[0];
    const gone = parseIcs(
      buildIcs({ entries: [entry(0, { cancelled: true })], reader: reader('UTC'), publicUrl: 'https://x.example', now: 0 }),
    ).events[0];
    expect([live?.status, live?.sequence]).toEqual(['CONFIRMED', 0]);
    expect([gone?.status, gone?.sequence]).toEqual(['CANCELLED', 1]);
    expect(gone?.uid).toBe(live?.uid);
    expect(gone?.uid).toBe(`class-1-seat-0@x.example`);
  });
});
