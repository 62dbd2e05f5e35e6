import { MINUTE_MS } from '@app/domain';

/**
 * The first class of a course: its earliest outline, or (a course without outlines) the course
 * start and `duration` minutes after it. The course's own `end_time` is its LAST class's end.
 */
export function firstClassOf(course: {
  start_time: string;
  duration: number;
  outlines: readonly { start_time: string; end_time: string }[];
}): { start_time: string; end_time: string } {
  const earliest = [...course.outlines].sort((a, b) => Date.parse(a.start_time) - Date.parse(b.start_time))[0];
  if (earliest) return { start_time: earliest.start_time, end_time: earliest.end_time };
  return { start_time: course.start_time, end_time: new Date(Date.parse(course.start_time) + course.duration * MINUTE_MS).toISOString() };
}
