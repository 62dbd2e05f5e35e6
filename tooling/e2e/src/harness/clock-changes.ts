import { DAY_MS, readInZone, resolveLocalTime } from '@app/domain';

/**
 * The next day (local date, at least 3 days ahead, within the year) whose 02:30 in `zone` the clocks
 * skip: the spring change of Europe's zones. Days are read at noon UTC: stepping 24 h from a
 * late-evening `now` lands past midnight after the change and skipped the very Sunday sought (this
 * failed between 23:00 and 24:00 Berlin time).
 */
export function nextSpringChange(now: number, zone: string): string {
  const noon = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS / 2;
  for (let d = 3; d < 365; d += 1) {
    const date = readInZone({ instant: noon + d * DAY_MS, zone }).local_date;
    if (resolveLocalTime({ date, time: '02:30', zone }).kind === 'gap') return date;
  }
  throw new Error(`no spring change ahead in ${zone}`);
}
