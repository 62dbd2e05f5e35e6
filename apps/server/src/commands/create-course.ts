import type { CreateCourseBody } from '@app/api';
import { checkCourseSettings, checkSchedule, COURSE_SCHEDULE_LEAD_MS, getCourseSeries, type ScheduleOccurrence } from '@app/domain';
import { courses } from '../db/schema-catalog';
import { AppError } from '../errors/app-error';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import { loadTeacherBusy, lockTeacherRow } from '../teaching/schedule-facts';
import type { CommandInput, CommandResult, TeacherActor } from './command';
import { loadOwnTopic } from './schedule-classes';
import { insertClasses, refuseSchedule } from './schedule-writes';

/**
 * `POST /v1/teaching/courses`: a course of a course topic and its classes, weekly on the first
 * class's weekday (000 §3 "Group course"; issue 14 "the course's classes are created with it").
 * Same lock and checks as `scheduleClasses`, with the course's lead time (72 h: a course is
 * auto-cancelled 24 h before start when its minimum is not met) and `checkCourseSettings`. The
 * course is `ReadyForSchedule`, its classes `READY_FOR_SCHEDULE`, each with the course's price per
 * class and max spots as capacity, and the title and description of its outline when the request
 * gives outlines (else the topic's).
 */
export async function createCourse({
  tx,
  actor,
  now,
  request,
}: CommandInput<TeacherActor> & { request: CreateCourseBody }): Promise<
  CommandResult & { occurrences: ScheduleOccurrence[]; courseId: number | null; classIds: number[] }
> {
  const topic = await loadOwnTopic(tx, { actor, topicId: request.topic_id, course: true });
  const [bad] = checkCourseSettings(request);
  if (bad) throw new AppError('InvalidRequest', `${bad.field}: ${bad.message}`, bad.field);
  if (!request.dry_run && !(await lockTeacherRow(tx, actor.userId))) throw new AppError('NotATeacher', 'Only teachers create courses.');
  const occurrences = checkSchedule({
    date: request.date,
    time: request.time,
    zone: request.zone,
    series: getCourseSeries({ date: request.date, classAmount: request.class_amount }),
    durationMinutes: topic.duration,
    now,
    busy: await loadTeacherBusy(tx, { teacherId: actor.userId, now }),
    leadMs: COURSE_SCHEDULE_LEAD_MS,
  });
  if (request.dry_run) return { events: [], occurrences, courseId: null, classIds: [] };
  const refusal = refuseSchedule(occurrences);
  if (refusal) throw refusal;
  const first = occurrences[0];
  const last = occurrences.at(-1);
  if (!first?.start || !last?.end) throw new Error('a course without classes');
  const [course] = await tx
    .insert(courses)
    .values({
      topic_id: topic.id,
      teacher_id: actor.userId,
      price: request.price,
      class_amount: occurrences.length,
      min_spots: request.min_spots,
      max_spots: request.max_spots,
      start_time: new Date(first.start),
      end_time: new Date(last.end),
      status: 'ReadyForSchedule',
      outcomes: topic.outcome_desc
        .split('\n')
        .map((line) => line.replace(/^[-*•]\s*/, '').trim())
        .filter((line) => line !== ''),
    })
    .returning({ id: courses.id });
  if (!course) throw new Error('Course insert returned nothing');
  const classIds = await insertClasses(tx, {
    topic,
    occurrences,
    price: request.price,
    capacity: request.max_spots,
    courseId: course.id,
    outlines: request.outlines,
  });
  const events: DomainEvent[] = [{ type: 'CourseCreated', teacherId: actor.userId, topicId: topic.id, courseId: course.id, classIds }];
  await recordEvents(tx, { events, now });
  return { events, occurrences, courseId: course.id, classIds };
}
