import { type CourseOutline, LESSON_SLOT_MS, SCHEDULE_PROBLEM_MESSAGES, type ScheduleOccurrence, type ScheduleProblem } from '@app/domain';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import { groupClasses } from '../db/schema-catalog';
import { teacherOpenSlots } from '../db/schema-discovery';
import { AppError } from '../errors/app-error';
import type { Tx } from '../money/ledger';
import type { TopicRow } from '../teaching/schedule-facts';
import { refreshFirstAvailableTime } from './trial-and-slots';

/** A schedule is all or nothing: the first refused occurrence is the answer, naming its date and time. */
export function refuseSchedule(occurrences: readonly ScheduleOccurrence[]): AppError | null {
  const refused = occurrences.find((o) => o.problems.length > 0);
  const code: ScheduleProblem | undefined = refused?.problems[0];
  if (!refused || !code) return null;
  return new AppError(code, `${refused.date} ${refused.time}: ${SCHEDULE_PROBLEM_MESSAGES[code]}`, 'time');
}

/** `GC-5001-202603101400` (`GCC-` for a course class), as the seed names classes: topic and UTC start. */
const skuOf = ({ topicId, start, course }: { topicId: number; start: number; course: boolean }): string =>
  `${course ? 'GCC' : 'GC'}-${topicId}-${new Date(start).toISOString().slice(0, 16).replace(/[-:T]/g, '')}`;

/**
 * Writes the classes of accepted occurrences: the topic's title and description (or a course's
 * outline for each class, in order), the given price and
 * capacity, `READY_FOR_SCHEDULE` until a student books. No room of its own: the class meets in the
 * teacher's default room, read when the door opens, until she gives it one (docs/meeting-rooms.md).
 * The teacher's open one-to-one slots the classes cover are taken out, so no lesson can be booked
 * over a class. Ids in the occurrences' order.
 */
export async function insertClasses(
  tx: Tx,
  {
    topic,
    occurrences,
    price,
    capacity,
    courseId,
    outlines,
  }: {
    topic: TopicRow;
    occurrences: readonly ScheduleOccurrence[];
    price: number;
    capacity: number;
    courseId: number | null;
    outlines?: readonly CourseOutline[] | undefined;
  },
): Promise<number[]> {
  const spans = occurrences.map((o) => {
    if (o.start === null || o.end === null) throw new Error(`an accepted occurrence without a start: ${o.date} ${o.time}`);
    return { start: o.start, end: o.end };
  });
  const rows = await tx
    .insert(groupClasses)
    .values(
      spans.map((s, i) => ({
        topic_id: topic.id,
        course_id: courseId,
        teacher_id: topic.teacher_id,
        class_index: courseId === null ? 1 : i + 1,
        title: outlines?.[i]?.class_title.trim() ?? topic.title,
        intro: outlines?.[i]?.description.trim() ?? topic.description,
        start_time: new Date(s.start),
        end_time: new Date(s.end),
        status: 'READY_FOR_SCHEDULE' as const,
        student_capacity: capacity,
        price,
        sku_id: skuOf({ topicId: topic.id, start: s.start, course: courseId !== null }),
        zoom_account: '',
        zoom_pass_code: '',
        zoom_link: '',
      })),
    )
    .returning({ id: groupClasses.id, start: groupClasses.start_time });
  const ids = spans.map((s) => rows.find((r) => r.start.getTime() === s.start)?.id ?? 0);
  if (ids.includes(0)) throw new Error('a scheduled class was not written');
  const freed = await tx
    .delete(teacherOpenSlots)
    .where(
      and(
        eq(teacherOpenSlots.teacher_id, topic.teacher_id),
        or(
          ...spans.map((s) =>
            and(gt(teacherOpenSlots.start_time, new Date(s.start - LESSON_SLOT_MS)), lt(teacherOpenSlots.start_time, new Date(s.end))),
          ),
        ),
      ),
    )
    .returning({ start: teacherOpenSlots.start_time });
  if (freed.length > 0) await refreshFirstAvailableTime(tx, topic.teacher_id);
  return ids;
}
