import type { MeetingRoom, VideoRoom } from '@app/api';
import {
  type ClassStatus,
  decideRoomAccess,
  findViewerSeat,
  getLessonEnd,
  type LessonDuration,
  lessonRoomStatus,
  type RoomViewer,
} from '@app/domain';
import { eq } from 'drizzle-orm';
import { loadClass } from '../booking/class-facts';
import type { Db } from '../db/database';
import { teacherRooms } from '../db/schema-teaching-rooms';
import { lessons } from '../db/schema-lessons';
import { notFoundError } from '../errors/app-error';
import type { Tx } from '../money/ledger';

/** A class with no room of its own keeps empty `zoom_*` columns and uses its teacher's default. */
export const NO_CLASS_ROOM: MeetingRoom = { account: '', pass_code: '', link: '' };

/** The teacher's default room, or null until she sets one. */
export async function readTeacherRoom(db: Db | Tx, teacherId: number): Promise<MeetingRoom | null> {
  const [row] = await db
    .select({ account: teacherRooms.account, pass_code: teacherRooms.pass_code, link: teacherRooms.link })
    .from(teacherRooms)
    .where(eq(teacherRooms.teacher_id, teacherId));
  return row ?? null;
}

/** A class's own room (its `zoom_*` columns), or null when it has none (an empty link). */
export function classOverride(row: { zoom_account: string; zoom_pass_code: string; zoom_link: string }): MeetingRoom | null {
  return row.zoom_link === '' ? null : { account: row.zoom_account, pass_code: row.zoom_pass_code, link: row.zoom_link };
}

/**
 * The room a class meets in, resolved when it is read: the class's own room, else the teacher's
 * default (docs/teaching.md "Meeting rooms": read-time resolution keeps overrides explicit and lets
 * one change of the default reach every class without its own room).
 */
export async function resolveClassRoom(
  db: Db | Tx,
  row: { teacher_id: number; zoom_account: string; zoom_pass_code: string; zoom_link: string },
): Promise<MeetingRoom | null> {
  return classOverride(row) ?? (await readTeacherRoom(db, row.teacher_id));
}

/** `20001` → a class, `lesson-40001` → a lesson. */
export function parseVideoRoomId(id: string): { kind: 'class' | 'lesson'; id: number } {
  return id.startsWith('lesson-') ? { kind: 'lesson', id: Number(id.slice('lesson-'.length)) } : { kind: 'class', id: Number(id) };
}

/**
 * The room door for one signed-in viewer (decideRoomAccess): the meeting id, passcode and link only
 * when it is open; the reason and, when early, the opening instant otherwise. Course classes are
 * group classes with their seats, so a course student is admitted by the seat of that class.
 */
export async function loadVideoRoom(
  db: Db,
  { roomId, viewerId, now }: { roomId: string; viewerId: number; now: number },
): Promise<VideoRoom> {
  const target = parseVideoRoomId(roomId);
  const door = target.kind === 'class' ? await classDoor(db, target.id, viewerId) : await lessonDoor(db, target.id, viewerId);
  const access = decideRoomAccess({ viewer: door.viewer, classStatus: door.status, start: door.start, end: door.end, now });
  return {
    kind: target.kind,
    id: target.id,
    title: door.title,
    start_time: new Date(door.start).toISOString(),
    end_time: new Date(door.end).toISOString(),
    viewer: door.viewer.kind,
    access: access.kind,
    opens_at: access.kind === 'too-early' ? new Date(access.opensAt).toISOString() : null,
    // Read only once the door is open: a closed door never even loads the secrets.
    room: access.kind === 'open' ? await door.room() : null,
  };
}

interface Door {
  readonly title: string;
  readonly start: number;
  readonly end: number;
  readonly status: ClassStatus;
  readonly viewer: RoomViewer;
  readonly room: () => Promise<MeetingRoom | null>;
}

async function classDoor(db: Db, classId: number, viewerId: number): Promise<Door> {
  const loaded = await loadClass(db, classId);
  if (!loaded) throw notFoundError('Class');
  const { row, facts } = loaded;
  const viewer: RoomViewer =
    row.teacher_id === viewerId
      ? { kind: 'teacher' }
      : { kind: 'student', seatStatus: findViewerSeat({ seats: facts.group_class_students, viewerId })?.status ?? null };
  return {
    title: row.title,
    start: row.start_time.getTime(),
    end: row.end_time.getTime(),
    status: row.status,
    viewer,
    room: () => resolveClassRoom(db, row),
  };
}

async function lessonDoor(db: Db, lessonId: number, viewerId: number): Promise<Door> {
  const [lesson] = await db.select().from(lessons).where(eq(lessons.id, lessonId));
  if (!lesson) throw notFoundError('Lesson');
  const viewer: RoomViewer =
    lesson.teacher_id === viewerId
      ? { kind: 'teacher' }
      : lesson.student_id === viewerId
        ? { kind: 'student', seatStatus: lesson.status === 'BOOKED' ? 'SCHEDULED' : 'CANCELLED' }
        : { kind: 'other' };
  return {
    title: lesson.language,
    start: lesson.start_time.getTime(),
    end: getLessonEnd({ start: lesson.start_time.getTime(), duration: lesson.duration as LessonDuration }),
    status: lessonRoomStatus(lesson.status),
    viewer,
    // A lesson has no room of its own: the teacher's default is where it meets.
    room: () => readTeacherRoom(db, lesson.teacher_id),
  };
}
