import { createCourse, getScheduleOptions, scheduleClasses } from '@app/api';
import { resolveZone } from '@app/domain';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { createCourse as createCourseCommand } from '../commands/create-course';
import { scheduleClasses as scheduleClassesCommand } from '../commands/schedule-classes';
import { AppError } from '../errors/app-error';
import type { AppEnv, SessionUser } from '../http/app-env';
import { mount } from '../http/mount';
import { listSchedulableTopics, toOccurrenceRow } from '../teaching/schedule-facts';

function teacherActor(user: SessionUser) {
  if (user.role !== 'TEACHER') throw new AppError('NotATeacher', 'Only teachers schedule classes.');
  return { kind: 'teacher', userId: user.user_id } as const;
}

/** The teacher console's schedule: topics to schedule, classes and series, courses (docs/teacher-schedule.md). */
export function teachingScheduleRoutes({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getScheduleOptions, async ({ user }) => {
    teacherActor(user);
    const topics = await listSchedulableTopics(db, user.user_id);
    return {
      data: {
        zone: resolveZone(user.timezone_iana),
        topics: topics.map((t) => ({
          id: t.id,
          title: t.title,
          language: t.language,
          duration: t.duration,
          student_capacity: t.student_capacity,
          price: t.price,
          is_course: t.is_course,
        })),
      },
    };
  });

  mount(routes, scheduleClasses, async ({ body, user }) => {
    const actor = teacherActor(user);
    const now = clock.now();
    const done = await db.transaction((tx) => scheduleClassesCommand({ tx, actor, now, request: body }));
    return {
      data: {
        zone: body.zone,
        created: done.classIds.length > 0,
        occurrences: done.occurrences.map((o, i) => toOccurrenceRow(o, { zone: body.zone, classId: done.classIds[i] ?? null })),
      },
    };
  });

  mount(routes, createCourse, async ({ body, user }) => {
    const actor = teacherActor(user);
    const now = clock.now();
    const done = await db.transaction((tx) => createCourseCommand({ tx, actor, now, request: body }));
    return {
      data: {
        zone: body.zone,
        created: done.courseId !== null,
        course_id: done.courseId,
        occurrences: done.occurrences.map((o, i) => toOccurrenceRow(o, { zone: body.zone, classId: done.classIds[i] ?? null })),
      },
    };
  });
  return routes;
}
