import type { ScheduleClassesBody } from '@app/api';
import { checkSchedule, isScheduleAccepted, isTopicSchedulable, SCHEDULE_LEAD_MS, type ScheduleOccurrence } from '@app/domain';
import { AppError, notFoundError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { loadTeacherBusy, loadTopic, lockTeacherRow, type TopicRow } from '../teaching/schedule-facts';
import type { CommandInput, CommandResult, TeacherActor } from './command';
import { insertClasses, refuseSchedule } from './schedule-writes';

/** The topic, when the actor may schedule it: 404 unknown, 403 another teacher's, 409 archived or of the other kind. */
export async function loadOwnTopic(
  tx: CommandInput['tx'],
  { actor, topicId, course }: { actor: TeacherActor; topicId: number; course: boolean },
): Promise<TopicRow> {
  const topic = await loadTopic(tx, topicId);
  if (!topic) throw notFoundError('Topic');
  if (topic.teacher_id !== actor.userId) throw new AppError('NotYourTopic', 'Only the teacher of this topic can schedule it.', 'topic_id');
  if (!isTopicSchedulable(topic.status)) throw new AppError('TopicNotSchedulable', 'This topic is not open for scheduling.', 'topic_id');
  if (topic.is_course !== course)
    throw new AppError(
      'TopicNotSchedulable',
      course ? 'A course is created from a course topic.' : 'A course topic is scheduled as a course, not as single classes.',
      'topic_id',
    );
  return topic;
}

/**
 * `POST /v1/teaching/classes`: one class of a topic, or a weekly series, all or nothing. Locks the
 * teacher row (as `bookLesson` does before it writes a lesson: one writer of a teacher's calendar
 * at a time, on any process), re-reads the teacher's busy time under it, asks `checkSchedule`, then
 * writes every class. `dry_run` answers the occurrences without a lock or a write.
 */
export async function scheduleClasses({
  tx,
  actor,
  now,
  request,
}: CommandInput<TeacherActor> & { request: ScheduleClassesBody }): Promise<
  CommandResult & { occurrences: ScheduleOccurrence[]; classIds: number[] }
> {
  const topic = await loadOwnTopic(tx, { actor, topicId: request.topic_id, course: false });
  if (!request.dry_run && !(await lockTeacherRow(tx, actor.userId))) throw new AppError('NotATeacher', 'Only teachers schedule classes.');
  const occurrences = checkSchedule({
    date: request.date,
    time: request.time,
    zone: request.zone,
    series: request.series ?? null,
    durationMinutes: topic.duration,
    now,
    busy: await loadTeacherBusy(tx, { teacherId: actor.userId, now }),
    leadMs: SCHEDULE_LEAD_MS,
  });
  if (request.dry_run) return { events: [], occurrences, classIds: [] };
  const refusal = refuseSchedule(occurrences);
  if (refusal || !isScheduleAccepted(occurrences)) throw refusal ?? new AppError('InvalidRequest', 'Nothing to schedule.', 'series');
  const classIds = await insertClasses(tx, { topic, occurrences, price: topic.price, capacity: topic.student_capacity, courseId: null });
  const events: DomainEvent[] = [{ type: 'ClassesScheduled', teacherId: actor.userId, topicId: topic.id, classIds }];
  await recordEvents(tx, { events, now });
  return { events, occurrences, classIds };
}
