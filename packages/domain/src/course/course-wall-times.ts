import { readInZone } from '../schedule/local-time';

/** From `date` on, the course meets at `time` in the viewer's zone instead of `previousTime`. */
export interface WallTimeChange {
  /** The first class at the new time (epoch ms), for a page or mail to format in the reader's locale and clock. */
  readonly start: number;
  readonly date: string;
  readonly time: string;
  readonly previousTime: string;
}

/**
 * Issue 15: "Courses that cross a DST change say so before booking and in the confirmation ('From 29
 * March this course meets at 10:00 in your time, because clocks change')". A course meets weekly at one
 * instant-of-week in the teacher's zone; a student in a zone that changes its clocks on another day
 * (or a teacher's change the student's zone does not share) sees the local time move. Each class
 * whose local start time differs from the class before it is one change, in class order.
 * @example courseWallTimeChanges({ starts: [Date.parse('2026-03-22T09:00:00Z'), Date.parse('2026-03-29T09:00:00Z')], zone: 'Europe/Madrid' }) // [{ start: Date.parse('2026-03-29T09:00:00Z'), date: '2026-03-29', time: '11:00', previousTime: '10:00' }]
 */
export function courseWallTimeChanges({ starts, zone }: { starts: readonly number[]; zone: string }): WallTimeChange[] {
  const ordered = [...starts].sort((a, b) => a - b);
  const changes: WallTimeChange[] = [];
  let previous: string | undefined;
  for (const start of ordered) {
    const { local_date, local_time } = readInZone({ instant: start, zone });
    if (previous !== undefined && local_time !== previous)
      changes.push({ start, date: local_date, time: local_time, previousTime: previous });
    previous = local_time;
  }
  return changes;
}
