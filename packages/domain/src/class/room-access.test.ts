import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { T0 } from '../testing/builders';
import {
  classStatusArb,
  classStudentStatusArb,
  classTimesArb,
  deltaArb,
  DST_ZONES,
  findOffsetChanges,
  toZonedIso,
} from '../testing/class-course-builders';
import { HOUR_MS, JOIN_LEAD_MS, MINUTE_MS } from '../time/constants';
import { canSeeMeetingDetails } from './meeting-details';
import { decideClassRoomEdit, decideRoomAccess, type RoomViewer } from './room-access';

const start = T0;
const end = T0 + HOUR_MS;
const teacher: RoomViewer = { kind: 'teacher' };
const booked: RoomViewer = { kind: 'student', seatStatus: 'SCHEDULED' };

const viewerArb: fc.Arbitrary<RoomViewer> = fc.oneof(
  fc.constant<RoomViewer>({ kind: 'teacher' }),
  fc.constant<RoomViewer>({ kind: 'other' }),
  fc.oneof(classStudentStatusArb, fc.constant(null)).map((seatStatus): RoomViewer => ({ kind: 'student', seatStatus })),
);

/** The oracle, written straight from the sentence. */
function expected(viewer: RoomViewer, classStatus: string, s: number, e: number, now: number): string {
  if (classStatus === 'CANCELLED') return 'cancelled';
  if (now >= e) return 'ended';
  if (viewer.kind === 'other' || (viewer.kind === 'student' && viewer.seatStatus !== 'SCHEDULED')) return 'not-booked';
  if (now < s - 10 * MINUTE_MS) return 'too-early';
  return 'open';
}

describe('decideRoomAccess: issue 14 "the class\'s teacher, or a booked student inside the join window [start - 10 min, end)"', () => {
  it('a booked student: too early at start - 10 min - 1 ms (opens at start - 10 min), open from start - 10 min until end - 1 ms, ended at the end', () => {
    const at = (now: number) => decideRoomAccess({ viewer: booked, classStatus: 'UPCOMING', start, end, now });
    expect(at(start - JOIN_LEAD_MS - 1)).toEqual({ kind: 'too-early', opensAt: start - 10 * MINUTE_MS });
    expect(at(start - JOIN_LEAD_MS)).toEqual({ kind: 'open' });
    expect(at(start - JOIN_LEAD_MS + 1)).toEqual({ kind: 'open' });
    expect(at(end - 1)).toEqual({ kind: 'open' });
    expect(at(end)).toEqual({ kind: 'ended' });
  });
  it('"Teachers open their own class\'s room from 10 min before start too"', () => {
    const at = (now: number) => decideRoomAccess({ viewer: teacher, classStatus: 'UPCOMING', start, end, now });
    expect([at(start - JOIN_LEAD_MS - 1).kind, at(start - JOIN_LEAD_MS).kind, at(end - 1).kind, at(end).kind]).toEqual([
      'too-early',
      'open',
      'open',
      'ended',
    ]);
  });
  it('"everyone else gets the reason (not booked)": no seat, a cancelled seat, another user — even inside the window', () => {
    for (const viewer of [
      { kind: 'other' },
      { kind: 'student', seatStatus: null },
      { kind: 'student', seatStatus: 'CANCELLED' },
    ] as const) {
      expect(decideRoomAccess({ viewer, classStatus: 'UPCOMING', start, end, now: start })).toEqual({ kind: 'not-booked' });
    }
  });
  it('a cancelled class is cancelled for everyone, its teacher too; an ended class says ended before not-booked', () => {
    expect(decideRoomAccess({ viewer: teacher, classStatus: 'CANCELLED', start, end, now: start })).toEqual({ kind: 'cancelled' });
    expect(decideRoomAccess({ viewer: { kind: 'other' }, classStatus: 'FINISHED', start, end, now: end })).toEqual({ kind: 'ended' });
  });
  it('property: matches the oracle at start - 10 min ± 1 ms and end ± 1 ms, for every viewer and status, in any zone (DST nights included)', () => {
    fc.assert(
      fc.property(classTimesArb, viewerArb, classStatusArb, fc.boolean(), deltaArb, (t, viewer, classStatus, atEnd, delta) => {
        const now = (atEnd ? t.end : t.start - JOIN_LEAD_MS) + delta;
        const want = expected(viewer, classStatus, t.start, t.end, now);
        const got = decideRoomAccess({ viewer, classStatus, start: toZonedIso(t.start, t.zone), end: t.end, now: toZonedIso(now, t.zone) });
        expect(got.kind).toBe(want);
        if (got.kind === 'too-early') expect(got.opensAt).toBe(t.start - JOIN_LEAD_MS);
      }),
    );
  });
  it('property: a class starting on a DST night opens exactly 10 real minutes before its start (not 10 wall-clock minutes)', () => {
    const changes = DST_ZONES.flatMap((zone) => findOffsetChanges(zone, 2026, 2027).map((at) => ({ zone, at })));
    expect(changes.length).toBeGreaterThan(0);
    fc.assert(
      fc.property(fc.constantFrom(...changes), fc.integer({ min: -30, max: 30 }), deltaArb, ({ zone, at }, minutes, delta) => {
        const s = at + minutes * MINUTE_MS;
        const now = s - JOIN_LEAD_MS + delta;
        const got = decideRoomAccess({ viewer: booked, classStatus: 'UPCOMING', start: toZonedIso(s, zone), end: s + HOUR_MS, now });
        expect(got.kind).toBe(delta < 0 ? 'too-early' : 'open');
      }),
    );
  });
  it('property: canSeeMeetingDetails is exactly "the student\'s room is open"', () => {
    fc.assert(
      fc.property(
        classTimesArb,
        classStudentStatusArb,
        classStatusArb,
        fc.boolean(),
        deltaArb,
        (t, seatStatus, classStatus, atEnd, delta) => {
          const now = (atEnd ? t.end : t.start - JOIN_LEAD_MS) + delta;
          const open =
            decideRoomAccess({ viewer: { kind: 'student', seatStatus }, classStatus, start: t.start, end: t.end, now }).kind === 'open';
          expect(canSeeMeetingDetails({ bookingStatus: seatStatus, classStatus, start: t.start, end: t.end, now })).toBe(open);
        },
      ),
    );
  });
});

describe('decideClassRoomEdit: issue 14 "the teacher [...] may override it per class" (her own, not ended or cancelled)', () => {
  const base = { teacherId: 900, viewerId: 900, classStatus: 'UPCOMING', end } as const;
  it('her own class until end - 1 ms; ended at the end; another teacher never; a cancelled class never', () => {
    expect(decideClassRoomEdit({ ...base, now: end - 1 }).outcome).toBe('allowed');
    expect(decideClassRoomEdit({ ...base, now: end }).outcome).toBe('ended');
    expect(decideClassRoomEdit({ ...base, viewerId: 901, now: start }).outcome).toBe('not-own-class');
    expect(decideClassRoomEdit({ ...base, classStatus: 'CANCELLED', now: start }).outcome).toBe('cancelled');
  });
  it('property: allowed iff own, not cancelled and now < end, at end ± 1 ms in any zone', () => {
    fc.assert(
      fc.property(classTimesArb, classStatusArb, fc.boolean(), deltaArb, (t, classStatus, own, delta) => {
        const now = t.end + delta;
        const got = decideClassRoomEdit({ teacherId: 900, viewerId: own ? 900 : 1, classStatus, end: toZonedIso(t.end, t.zone), now });
        expect(got.outcome === 'allowed').toBe(own && classStatus !== 'CANCELLED' && now < t.end);
      }),
    );
  });
});
