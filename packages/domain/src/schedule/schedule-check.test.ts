import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { doTimeIntervalsOverlap } from '../booking/book-status-check';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../time/constants';
import { getZonedParts } from '../time/zoned-clock';
import { COURSE_SCHEDULE_LEAD_MS, SCHEDULE_HORIZON_MS, SCHEDULE_LEAD_MS, SERIES_MAX_WEEKS } from './constants';
import { resolveLocalTime } from './local-time';
import { checkSchedule, isScheduleAccepted } from './schedule-check';
import { listSeriesDates } from './weekly-series';

const ZONE = 'America/New_York';
// 2026-03-10 10:00 in New York (EDT, UTC-04:00).
const START = Date.parse('2026-03-10T14:00:00Z');
const one = (over: Partial<Parameters<typeof checkSchedule>[0]> = {}) =>
  checkSchedule({ date: '2026-03-10', time: '10:00', zone: ZONE, durationMinutes: 60, now: START - 2 * DAY_MS, busy: [], ...over });

describe('checkSchedule: "Refused: start in the past or within the spec\'s lead time"', () => {
  it('the lead time is 24 h, inclusive: -1 ms refused, exactly and +1 ms accepted', () => {
    expect(one({ now: START - SCHEDULE_LEAD_MS + 1 })[0]?.problems).toEqual(['ScheduleTooSoon']);
    expect(one({ now: START - SCHEDULE_LEAD_MS })[0]?.problems).toEqual([]);
    expect(one({ now: START - SCHEDULE_LEAD_MS - 1 })[0]?.problems).toEqual([]);
  });

  it('a start in the past is ScheduleInPast; at now it is only too soon', () => {
    expect(one({ now: START + 1 })[0]?.problems).toEqual(['ScheduleInPast']);
    expect(one({ now: START })[0]?.problems).toEqual(['ScheduleTooSoon']);
  });

  it('a course uses its own lead (72 h) at the same boundary', () => {
    expect(one({ now: START - COURSE_SCHEDULE_LEAD_MS + 1, leadMs: COURSE_SCHEDULE_LEAD_MS })[0]?.problems).toEqual(['ScheduleTooSoon']);
    expect(one({ now: START - COURSE_SCHEDULE_LEAD_MS, leadMs: COURSE_SCHEDULE_LEAD_MS })[0]?.problems).toEqual([]);
  });

  it('at most a year ahead: exactly accepted, +1 ms refused', () => {
    expect(one({ now: START - SCHEDULE_HORIZON_MS })[0]?.problems).toEqual([]);
    expect(one({ now: START - SCHEDULE_HORIZON_MS - 1 })[0]?.problems).toEqual(['ScheduleTooFar']);
  });

  it('property: accepted iff lead <= start - now <= horizon', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2 * DAY_MS, max: SCHEDULE_HORIZON_MS + DAY_MS }), (ahead) => {
        const ok = one({ now: START - ahead })[0]?.problems.length === 0;
        expect(ok).toBe(ahead >= SCHEDULE_LEAD_MS && ahead <= SCHEDULE_HORIZON_MS);
      }),
    );
  });
});

describe('checkSchedule: "overlap with the teacher\'s other classes, courses or booked lessons"', () => {
  const busy = (start: number, minutes: number) => [{ start, end: start + minutes * MINUTE_MS }];

  it('half-open: a class ending at the start, or starting at the end, is back-to-back and allowed', () => {
    expect(one({ busy: busy(START - HOUR_MS, 60) })[0]?.problems).toEqual([]);
    expect(one({ busy: busy(START + HOUR_MS, 30) })[0]?.problems).toEqual([]);
  });

  it('one millisecond of overlap on either side is refused', () => {
    expect(one({ busy: [{ start: START - HOUR_MS, end: START + 1 }] })[0]?.problems).toEqual(['ScheduleOverlap']);
    expect(one({ busy: [{ start: START + HOUR_MS - 1, end: START + 2 * HOUR_MS }] })[0]?.problems).toEqual(['ScheduleOverlap']);
  });

  it('the end is start + the topic duration', () => {
    const [o] = one({ durationMinutes: 90 });
    expect(o?.end).toBe(START + 90 * MINUTE_MS);
    expect(one({ durationMinutes: 90, busy: busy(START + 89 * MINUTE_MS, 10) })[0]?.problems).toEqual(['ScheduleOverlap']);
  });

  it('property: refused for overlap iff some busy interval overlaps [start, end)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ from: fc.integer({ min: -3 * 60, max: 3 * 60 }), minutes: fc.integer({ min: 1, max: 120 }) }), {
          maxLength: 4,
        }),
        (spans) => {
          const intervals = spans.map((s) => ({ start: START + s.from * MINUTE_MS, end: START + (s.from + s.minutes) * MINUTE_MS }));
          const refused = one({ busy: intervals })[0]?.problems.includes('ScheduleOverlap');
          expect(refused).toBe(intervals.some((b) => b.start < START + HOUR_MS && START < b.end));
        },
      ),
    );
  });
});

describe('checkSchedule: a DST gap is refused with the next valid time; a series keeps its wall time', () => {
  it('New York 2026-03-08 02:30: ScheduleDstGap, next valid 03:00 EDT', () => {
    const [o] = checkSchedule({
      date: '2026-03-08',
      time: '02:30',
      zone: ZONE,
      durationMinutes: 60,
      now: Date.parse('2026-03-01T00:00:00Z'),
      busy: [],
    });
    expect(o).toMatchObject({ start: null, problems: ['ScheduleDstGap'], nextValidStart: Date.parse('2026-03-08T07:00:00Z') });
  });

  it('a weekly Sunday 02:30 series across the change: only the gap Sunday is refused, the others keep 02:30', () => {
    const os = checkSchedule({
      date: '2026-03-01',
      time: '02:30',
      zone: ZONE,
      series: { weekdays: [7], weeks: 3 },
      durationMinutes: 60,
      now: Date.parse('2026-02-20T00:00:00Z'),
      busy: [],
    });
    expect(os.map((o) => [o.date, o.problems])).toEqual([
      ['2026-03-01', []],
      ['2026-03-08', ['ScheduleDstGap']],
      ['2026-03-15', []],
    ]);
    expect(isScheduleAccepted(os)).toBe(false);
  });

  it('a Monday 10:00 series across the change keeps 10:00 local: the gap between classes is 7 days less 1 h once', () => {
    const os = checkSchedule({
      date: '2026-03-02',
      time: '10:00',
      zone: ZONE,
      series: { weekdays: [1], weeks: 3 },
      durationMinutes: 60,
      now: Date.parse('2026-02-20T00:00:00Z'),
      busy: [],
    });
    const starts = os.map((o) => o.start ?? 0);
    expect(starts[1]! - starts[0]!).toBe(7 * DAY_MS - HOUR_MS);
    expect(starts[2]! - starts[1]!).toBe(7 * DAY_MS);
    for (const s of starts) expect(getZonedParts(s, ZONE).hour).toBe(10);
    expect(isScheduleAccepted(os)).toBe(true);
  });

  it('an ambiguous wall time takes the first pass and says so', () => {
    const [o] = checkSchedule({
      date: '2026-11-01',
      time: '01:30',
      zone: ZONE,
      durationMinutes: 60,
      now: Date.parse('2026-10-01T00:00:00Z'),
      busy: [],
    });
    expect(o).toMatchObject({ ambiguous: true, start: Date.parse('2026-11-01T05:30:00Z'), problems: [] });
  });

  it('property: a series never produces two overlapping classes, and each accepted class starts at the chosen wall time', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('America/New_York', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kolkata', 'Pacific/Chatham'),
        fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 0, 1) }),
        fc.uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 1, max: SERIES_MAX_WEEKS }),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(0, 15, 30, 45),
        fc.integer({ min: 15, max: 180 }),
        (zone, day, weekdays, weeks, hour, minute, duration) => {
          const date = new Date(day).toISOString().slice(0, 10);
          const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          const os = checkSchedule({
            date,
            time,
            zone,
            series: { weekdays, weeks },
            durationMinutes: duration,
            now: day - 30 * DAY_MS,
            busy: [],
          });
          expect(os.map((o) => o.date)).toEqual(listSeriesDates({ date, series: { weekdays, weeks } }));
          const accepted = os.filter((o) => o.problems.length === 0);
          for (const o of accepted) {
            const p = getZonedParts(o.start ?? 0, zone);
            expect([p.hour, p.minute]).toEqual([hour, minute]);
          }
          for (let i = 0; i < accepted.length; i += 1)
            for (let j = i + 1; j < accepted.length; j += 1)
              expect(
                doTimeIntervalsOverlap(
                  { start: accepted[i]!.start!, end: accepted[i]!.end! },
                  { start: accepted[j]!.start!, end: accepted[j]!.end! },
                ),
              ).toBe(false);
          for (const o of os) {
            if (o.problems.includes('ScheduleDstGap')) expect(resolveLocalTime({ date: o.date, time, zone }).kind).toBe('gap');
          }
        },
      ),
    );
  }, 20_000); // 1.5 s alone; two workers on a busy 2-core machine have taken over the default 5 s

  it('occurrences of one request that overlap each other are refused (a 25 h class every day)', () => {
    const os = checkSchedule({
      date: '2026-03-10',
      time: '10:00',
      zone: ZONE,
      series: { weekdays: [2, 3], weeks: 1 },
      durationMinutes: 25 * 60,
      now: START - 2 * DAY_MS,
      busy: [],
    });
    expect(os.map((o) => o.problems)).toEqual([[], ['ScheduleOverlap']]);
  });
});
