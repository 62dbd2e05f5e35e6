import { getTeachingClass, markClassAttendance } from '@app/api';
import { Hono } from 'hono';
import type { AppDeps } from '../app';
import { markAttendance } from '../commands/mark-attendance';
import type { AppEnv } from '../http/app-env';
import { mount } from '../http/mount';
import { loadTeachingClass, requireClassTeacher } from '../teaching/teaching-class';

/** The teacher's own class (issue 14): her view of it, and the attendance marks after its start. */
export function teachingClassRoutes({ database, clock }: Pick<AppDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getTeachingClass, async ({ params, user }) => ({
    data: await loadTeachingClass(db, { classId: params.id, teacherId: user.user_id, now: clock.now() }),
  }));

  mount(routes, markClassAttendance, async ({ params, body, user }) => {
    const now = clock.now();
    await requireClassTeacher(db, { classId: params.id, userId: user.user_id });
    await db.transaction((tx) =>
      markAttendance({
        tx,
        actor: { kind: 'teacher', userId: user.user_id },
        now,
        classId: params.id,
        marks: body.marks.map((m) => ({ studentId: m.student_id, attended: m.attended })),
      }),
    );
    return { data: await loadTeachingClass(db, { classId: params.id, teacherId: user.user_id, now }) };
  });

  return routes;
}
