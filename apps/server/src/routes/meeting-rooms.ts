import { getTeacherRoom, getVideoRoom, putClassRoom, putTeacherRoom } from '@app/api';
import { Hono } from 'hono';
import type { RouteDeps } from '../app';
import { setClassRoom } from '../commands/set-class-room';
import { setTeacherRoom } from '../commands/set-teacher-room';
import { AppError } from '../errors/app-error';
import type { AppEnv, SessionUser } from '../http/app-env';
import { mount } from '../http/mount';
import { classOverride, loadVideoRoom, readTeacherRoom, resolveClassRoom } from '../teaching/meeting-rooms';
import { groupClasses } from '../db/schema-catalog';
import { eq } from 'drizzle-orm';

function teacherActor(user: SessionUser) {
  if (user.role !== 'TEACHER') throw new AppError('NotATeacher', 'Only teachers have a meeting room.');
  return { kind: 'teacher', userId: user.user_id } as const;
}

/** Meeting rooms (docs/teaching.md "Meeting rooms"): the teacher's default and per-class rooms, and the room door. */
export function meetingRoomRoutes({ database, clock }: Pick<RouteDeps, 'database' | 'clock'>): Hono<AppEnv> {
  const { db } = database;
  const routes = new Hono<AppEnv>();

  mount(routes, getTeacherRoom, async ({ user }) => {
    const actor = teacherActor(user);
    return { data: { room: await readTeacherRoom(db, actor.userId) } };
  });

  mount(routes, putTeacherRoom, async ({ body, user }) => {
    const actor = teacherActor(user);
    const { room } = await db.transaction((tx) => setTeacherRoom({ tx, actor, now: clock.now(), room: body }));
    return { data: { room } };
  });

  mount(routes, putClassRoom, async ({ params, body, user }) => {
    const actor = teacherActor(user);
    return {
      data: await db.transaction(async (tx) => {
        await setClassRoom({ tx, actor, now: clock.now(), classId: params.id, room: body.room });
        const [row] = await tx.select().from(groupClasses).where(eq(groupClasses.id, params.id));
        if (!row) throw new Error(`class ${params.id} vanished inside its own transaction`);
        return { override: classOverride(row), room: await resolveClassRoom(tx, row) };
      }),
    };
  });

  mount(routes, getVideoRoom, async ({ params, user }) => ({
    data: await loadVideoRoom(db, { roomId: params.id, viewerId: user.user_id, now: clock.now() }),
  }));

  return routes;
}
