import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOUR_MS, MINUTE_MS } from '../time/constants';
import { getZonedParts } from '../time/zoned-clock';
import { formatTimeWithZone, formatUtcOffset, isRepeatedWallTime, localWallMs, readInZone, resolveLocalTime } from './local-time';

const ZONES = [
  'UTC',
  'America/New_York',
  'Europe/London',
  'Europe/Berlin',
  'Australia/Lord_Howe',
  'Australia/Sydney',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'America/St_Johns',
  'Pacific/Chatham',
];
const pad = (n: number): string => String(n).padStart(2, '0');
const wallOf = (ms: number, zone: string): string => {
  const p = getZonedParts(ms, zone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
};

describe('resolveLocalTime: "a DST gap time (say so and offer the next valid time)"', () => {
  it('New York 2026-03-08 02:30 does not exist; the next valid time is 03:00 EDT', () => {
    const r = resolveLocalTime({ date: '2026-03-08', time: '02:30', zone: 'America/New_York' });
    expect(r).toEqual({ kind: 'gap', nextValidInstant: Date.parse('2026-03-08T07:00:00Z'), nextValidTime: '03:00' });
  });

  it('Lord Howe skips half an hour: 2026-10-04 02:15 is a gap, the next valid time 02:30', () => {
    const r = resolveLocalTime({ date: '2026-10-04', time: '02:15', zone: 'Australia/Lord_Howe' });
    expect(r).toMatchObject({ kind: 'gap', nextValidTime: '02:30' });
    expect(resolveLocalTime({ date: '2026-10-04', time: '02:30', zone: 'Australia/Lord_Howe' }).kind).toBe('exists');
  });

  it('London 2026-03-29 01:00 is a gap; 00:59 and 02:00 exist', () => {
    expect(resolveLocalTime({ date: '2026-03-29', time: '01:00', zone: 'Europe/London' })).toMatchObject({
      kind: 'gap',
      nextValidTime: '02:00',
    });
    expect(resolveLocalTime({ date: '2026-03-29', time: '00:59', zone: 'Europe/London' })).toEqual({
      kind: 'exists',
      instant: Date.parse('2026-03-29T00:59:00Z'),
    });
    expect(resolveLocalTime({ date: '2026-03-29', time: '02:00', zone: 'Europe/London' })).toEqual({
      kind: 'exists',
      instant: Date.parse('2026-03-29T01:00:00Z'),
    });
  });

  it('New York 2026-11-01 01:30 happens twice: the earlier pass (EDT) is taken, the later one named', () => {
    expect(resolveLocalTime({ date: '2026-11-01', time: '01:30', zone: 'America/New_York' })).toEqual({
      kind: 'ambiguous',
      instant: Date.parse('2026-11-01T05:30:00Z'),
      laterInstant: Date.parse('2026-11-01T06:30:00Z'),
    });
  });

  it('Lord Howe repeats half an hour: 2026-04-05 01:45 is ambiguous, 30 minutes apart', () => {
    const r = resolveLocalTime({ date: '2026-04-05', time: '01:45', zone: 'Australia/Lord_Howe' });
    expect(r.kind).toBe('ambiguous');
    if (r.kind === 'ambiguous') expect(r.laterInstant - r.instant).toBe(30 * MINUTE_MS);
  });

  it('refuses malformed dates and times with a RangeError naming the argument', () => {
    expect(() => localWallMs({ date: '2026-02-30', time: '10:00' })).toThrow(/^date/);
    expect(() => localWallMs({ date: '2026-2-3', time: '10:00' })).toThrow(/^date/);
    expect(() => localWallMs({ date: '2026-02-03', time: '24:00' })).toThrow(/^time/);
  });

  it('property: an existing time reads back as the same wall clock; a gap time never does, and its next valid time is the first instant after it', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), (zone, around) => {
        const p = getZonedParts(around, zone);
        const date = `${p.year}-${pad(p.month)}-${pad(p.day)}`;
        const time = `${pad(p.hour)}:${pad(p.minute)}`;
        const r = resolveLocalTime({ date, time, zone });
        // A wall time read off a real instant always exists (maybe twice).
        expect(r.kind).not.toBe('gap');
        if (r.kind !== 'gap') expect(wallOf(r.instant, zone)).toBe(`${date} ${time}`);
        if (r.kind === 'ambiguous') {
          expect(wallOf(r.laterInstant, zone)).toBe(`${date} ${time}`);
          expect(r.laterInstant).toBeGreaterThan(r.instant);
        }
      }),
    );
  });

  it('property: every wall time read off an instant near a DST change resolves to that wall time, at its first pass', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: 2024, max: 2030 }), fc.integer({ min: 0, max: 11 }), (zone, year, month) => {
        // Find a change in the month by stepping 1 h; then check every minute ±2 h of it.
        const from = Date.UTC(year, month, 1);
        let change: number | null = null;
        for (let t = from; t < from + 31 * 24 * HOUR_MS; t += HOUR_MS) {
          if (formatUtcOffset({ instant: t, zone }) !== formatUtcOffset({ instant: t + HOUR_MS, zone })) {
            change = t;
            break;
          }
        }
        if (change === null) return;
        for (let t = change - 2 * HOUR_MS; t <= change + 3 * HOUR_MS; t += 15 * MINUTE_MS) {
          const w = wallOf(t, zone);
          const [date, time] = w.split(' ') as [string, string];
          const r = resolveLocalTime({ date, time, zone });
          if (r.kind === 'gap') throw new Error(`${w} read off an instant is a gap`);
          expect(wallOf(r.instant, zone)).toBe(w);
          expect(r.instant).toBeLessThanOrEqual(t);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('property: a gap time has no instant with its wall clock, and the offered instant is the first whose wall clock passes it', () => {
    const gaps = [
      { date: '2026-03-08', time: '02:00', zone: 'America/New_York' },
      { date: '2026-03-08', time: '02:59', zone: 'America/New_York' },
      { date: '2026-10-04', time: '02:00', zone: 'Australia/Lord_Howe' },
      { date: '2026-10-04', time: '02:29', zone: 'Australia/Lord_Howe' },
      { date: '2026-03-29', time: '02:00', zone: 'Europe/Berlin' },
      { date: '2026-09-27', time: '02:45', zone: 'Pacific/Chatham' },
    ];
    for (const g of gaps) {
      const r = resolveLocalTime(g);
      expect(r.kind, `${g.zone} ${g.date} ${g.time}`).toBe('gap');
      if (r.kind !== 'gap') continue;
      expect(localWallMs({ date: g.date, time: wallOf(r.nextValidInstant, g.zone).slice(11) })).toBeGreaterThan(localWallMs(g));
      expect(wallOf(r.nextValidInstant - 1, g.zone) < `${g.date} ${g.time}`).toBe(true);
    }
  });
});

describe('readInZone / formatTimeWithZone: "shown back in the zone with the offset"', () => {
  it('reads 10:00 in New York with its offset, winter and summer', () => {
    expect(formatTimeWithZone({ instant: Date.parse('2026-01-10T15:00:00Z'), zone: 'America/New_York' })).toBe(
      '10:00 (UTC-05:00, America/New_York)',
    );
    expect(readInZone({ instant: Date.parse('2026-03-10T14:00:00Z'), zone: 'America/New_York' })).toEqual({
      local_date: '2026-03-10',
      local_time: '10:00',
      offset: 'UTC-04:00',
      iso: '2026-03-10T10:00:00-04:00',
    });
    expect(formatUtcOffset({ instant: Date.parse('2026-01-10T15:00:00Z'), zone: 'Asia/Kolkata' })).toBe('UTC+05:30');
    expect(formatUtcOffset({ instant: 0, zone: 'UTC' })).toBe('UTC+00:00');
  });

  it('property: the ISO string reads back to the same instant (minute precision)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), (zone, t) => {
        const ms = Math.floor(t / 1000) * 1000;
        expect(Date.parse(readInZone({ instant: ms, zone }).iso)).toBe(ms);
      }),
    );
  });
});

describe('isRepeatedWallTime: a wall time the clocks repeat names no single instant', () => {
  it('New York, 1 November 2026: 01:00-01:59 happen twice (05:00Z-06:59Z); 00:59 (04:59Z) and 02:00 (07:00Z) once', () => {
    const at = (iso: string) => isRepeatedWallTime({ instant: Date.parse(iso), zone: 'America/New_York' });
    expect(at('2026-11-01T04:59:59.999Z')).toBe(false);
    expect(at('2026-11-01T05:00:00Z')).toBe(true);
    expect(at('2026-11-01T05:30:00Z')).toBe(true);
    expect(at('2026-11-01T06:30:00Z')).toBe(true);
    expect(at('2026-11-01T06:59:59.999Z')).toBe(true);
    expect(at('2026-11-01T07:00:00Z')).toBe(false);
  });

  it('property: never in zones without DST; where true, the wall time names two instants, one of them this minute', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) }),
        fc.constantFrom('UTC', 'Asia/Tokyo', 'Europe/Madrid', 'America/New_York', 'Australia/Lord_Howe'),
        (instant, zone) => {
          const repeated = isRepeatedWallTime({ instant, zone });
          if (zone === 'UTC' || zone === 'Asia/Tokyo') expect(repeated).toBe(false);
          const r = readInZone({ instant, zone });
          const named = resolveLocalTime({ date: r.local_date, time: r.local_time, zone });
          expect(named.kind === 'ambiguous').toBe(repeated);
          if (named.kind === 'ambiguous') expect([named.instant, named.laterInstant]).toContain(instant - (instant % 60_000));
        },
      ),
    );
  });
});
