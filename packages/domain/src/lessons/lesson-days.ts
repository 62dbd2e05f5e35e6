import { getZonedParts } from '../time/zoned-clock';
import { toEpochMs } from '../time/instant';

/** The starts of one calendar day in the student's zone; `date` is that day as `YYYY-MM-DD`. */
export interface LessonDay {
  readonly date: string;
  readonly starts: number[];
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/**
 * Groups start instants (epoch ms) by their calendar date in the zone (an unknown zone reads as
 * UTC): days ascending, starts ascending within a day. Local midnight belongs to the day it opens.
 * @example groupLessonStartsByDay({ starts, zone: 'Europe/Berlin' })[0].date // '2026-03-10'
 */
export function groupLessonStartsByDay({ starts, zone }: { starts: readonly number[]; zone: string | null | undefined }): LessonDay[] {
  const days = new Map<string, number[]>();
  starts.forEach((start, i) => toEpochMs(start, `starts[${i}]`));
  for (const start of [...starts].sort((a, b) => a - b)) {
    const p = getZonedParts(start, zone);
    const date = `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
    const list = days.get(date);
    if (list) list.push(start);
    else days.set(date, [start]);
  }
  return [...days].map(([date, list]) => ({ date, starts: list }));
}
