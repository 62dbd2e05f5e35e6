import { DAY_MS, HOUR_MS, MINUTE_MS } from '@app/domain';
import type { Database } from '../db/database';
import { makeCourse, makeCourseTopic } from '../testing/course-fixtures';
import { makeClass, makeTeacher, makeUser } from '../testing/fixtures';
import { createTestApp } from '../testing/test-app';

export interface Person {
  readonly userId: number;
  /** The session cookie: any server process accepts it (sessions live in the database). */
  readonly sid: string;
}
export interface RaceClass {
  readonly id: number;
  readonly teacher: Person;
}
export interface RaceCourse {
  readonly id: number;
  readonly teacher: Person;
  readonly classIds: readonly number[];
}

/** A teacher with a class topic and no classes: schedules of theirs race each other. */
export interface Scheduler extends Person {
  readonly topicId: number;
}

/** The people, classes and courses the operations pick from, written over a direct connection at real time. */
export interface World {
  readonly students: Person[];
  readonly schedulers: Scheduler[];
  readonly classes: RaceClass[];
  readonly courses: RaceCourse[];
  /** Adds a course whose auto-cancel is due now (starts within 24 h, too few students). */
  addDueCourse(): Promise<RaceCourse>;
}

/** Sized for `ops` operations so the classes neither all fill up nor stay empty. */
export async function buildWorld(database: Database, ops: number): Promise<World> {
  const now = Date.now();
  // The fixtures only need an app to hand out agents; the race calls the server processes instead.
  const { app } = createTestApp(database, now);
  const db = database.db;
  const person = (made: { userId: number; agent: { jar: Map<string, string> } }): Person => ({
    userId: made.userId,
    sid: made.agent.jar.get('sid') ?? '',
  });
  const teachers = await Promise.all(
    Array.from({ length: 4 }, async () => {
      const made = await makeTeacher(db, app, { now });
      return {
        ...person(made),
        topicId: made.topicId,
        courseTopicId: await makeCourseTopic(db, { teacherId: made.userId, now }),
      };
    }),
  );
  const schedulers: Scheduler[] = await Promise.all(
    Array.from({ length: 3 }, async () => {
      const made = await makeTeacher(db, app, { now });
      return { ...person(made), topicId: made.topicId };
    }),
  );
  const studentCount = Math.min(400, Math.max(30, Math.ceil(ops / 30)));
  const students: Person[] = [];
  for (let i = 0; i < studentCount; i += 1) {
    // Some can afford two classes only: their charges race their balance.
    students.push(person(await makeUser(db, app, { now, credit: i % 5 === 0 ? 3_000 : 30_000 })));
  }
  const classes: RaceClass[] = [];
  const classCount = Math.min(1_000, Math.max(24, Math.ceil(ops / 40)));
  for (let i = 0; i < classCount; i += 1) {
    const teacher = teachers[i % teachers.length] ?? teachers[0];
    if (!teacher) throw new Error('no teacher');
    // Starts every 30 minutes for an hour: neighbours overlap, so a student's bookings can clash.
    const made = await makeClass(db, {
      teacherId: teacher.userId,
      topicId: teacher.topicId,
      now,
      startsIn: 3 * DAY_MS + i * 30 * MINUTE_MS,
      capacity: 4,
      price: 1500,
    });
    classes.push({ id: made.classId, teacher });
  }
  const courses: RaceCourse[] = [];
  const course = async (
    teacherIndex: number,
    options: { startsIn: number; minSpots: number; maxSpots: number; classCount: number },
  ): Promise<RaceCourse> => {
    const teacher = teachers[teacherIndex % teachers.length] ?? teachers[0];
    if (!teacher) throw new Error('no teacher');
    const made = await makeCourse(db, {
      teacherId: teacher.userId,
      topicId: teacher.courseTopicId,
      now: Date.now(),
      price: 1000,
      classGapMs: DAY_MS,
      ...options,
    });
    return { id: made.courseId, teacher, classIds: made.classIds };
  };
  const courseCount = Math.min(300, Math.max(8, Math.ceil(ops / 100)));
  for (let i = 0; i < courseCount; i += 1) {
    // After the classes, 30 minutes apart: courses clash with each other, not with the classes.
    courses.push(await course(i, { startsIn: 10 * DAY_MS + i * 30 * MINUTE_MS, minSpots: 1, maxSpots: 3, classCount: 2 }));
  }
  let due = 0;
  return {
    students,
    schedulers,
    classes,
    courses,
    addDueCourse: () =>
      course(due++, { startsIn: 20 * HOUR_MS + ((due % 40) * 2 * HOUR_MS) / 40, minSpots: 3, maxSpots: 4, classCount: 1 }),
  };
}
