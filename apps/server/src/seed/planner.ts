import type { ClassStatus, ClassStudentStatus, CourseStatus, CourseStudentStatus } from '@app/domain';
import { DAY_MS, GROUP_CLASS_CAPACITY, GROUP_CLASS_DURATION_MINUTES, HOUR_MS, MINUTE_MS } from '@app/domain';
import type { Random } from './prng';
import type { CategoryCode } from './data/reference';
import type { CourseTemplate, TopicTemplate } from './data/topics';
import type { TeacherProfile } from './data/teachers';
import { consoleTimeOf, weeklyStarts } from './zoned-time';

export const CLASS_MS = GROUP_CLASS_DURATION_MINUTES * MINUTE_MS;

/** Someone with a calendar: a teacher cannot teach two classes at once, a student cannot sit in two. */
export interface Person {
  readonly userId: number;
  readonly zone: string;
  readonly busy: [number, number][];
}

export interface TeacherRec extends Person {
  readonly profile: TeacherProfile;
  readonly countryId: number;
  readonly topics: TopicRec[];
}

export type StudentKind = 'demo' | 'new' | 'fresh' | 'admin' | 'community';

export interface StudentRec extends Person {
  readonly slug: string;
  readonly nickname: string;
  readonly kind: StudentKind;
  readonly learning: readonly string[];
}

export interface TopicRec {
  id: number;
  readonly teacher: TeacherRec;
  readonly title: string;
  readonly description: string;
  readonly outcome: string;
  readonly language: string;
  readonly level: number;
  readonly category: CategoryCode;
  readonly tag: string;
  readonly price: number;
  readonly template: TopicTemplate | null;
  readonly course: CourseTemplate | null;
  readonly createdAt: number;
}

/** Who changed a record: a user id, or AUTO / ADMIN (000 §3 update_by). */
export type Actor = string;

export interface SeatPlan {
  readonly student: StudentRec;
  readonly status: ClassStudentStatus;
  readonly actor: Actor;
  readonly createdAt: number;
  readonly updatedAt: number;
  /** A single class seat is paid for; a course class seat is covered by the course payment. */
  readonly charged: boolean;
  readonly refundedAt: number | null;
  readonly problem: string | null;
  /** The course seat this class seat was taken with (as the course BOOK action links them); null for a single class. */
  readonly courseSeat: CourseSeatPlan | null;
}

export interface ClassPlan {
  readonly topic: TopicRec;
  readonly start: number;
  readonly end: number;
  readonly title: string;
  readonly intro: string;
  readonly classIndex: number;
  readonly course: CoursePlan | null;
  readonly price: number;
  readonly capacity: number;
  status: ClassStatus;
  actor: Actor | null;
  cancelledAt: number | null;
  readonly seats: SeatPlan[];
  id: number;
}

export interface CourseSeatPlan {
  readonly student: StudentRec;
  readonly status: CourseStudentStatus;
  readonly actor: Actor;
  readonly createdAt: number;
  readonly updatedAt: number;
  readonly refundedAt: number | null;
  /** Set once the seat is written. */
  id: number;
}

export interface CoursePlan {
  readonly topic: TopicRec;
  readonly start: number;
  readonly end: number;
  readonly status: CourseStatus;
  readonly actor: Actor | null;
  readonly minSpots: number;
  readonly maxSpots: number;
  readonly price: number;
  readonly classes: ClassPlan[];
  readonly seats: CourseSeatPlan[];
  readonly cancelledAt: number | null;
  id: number;
}

export const isFree = (p: Person, start: number, end: number): boolean => p.busy.every(([s, e]) => end <= s || start >= e);

/**
 * A course's classes `[start, end)` as createCourse would make them from `start` (its wall time in
 * the teacher's zone, weekly), or null when the console would refuse that start.
 */
export function courseSpans(topic: TopicRec, start: number): [number, number][] | null {
  const weeks = topic.course?.outlines.length ?? 0;
  const starts = weeklyStarts({ start, zone: topic.teacher.zone, weeks });
  return starts && starts.map((s) => [s, s + CLASS_MS]);
}
export const occupy = (p: Person, start: number, end: number): void => {
  p.busy.push([start, end]);
};

const roundToMinute = (t: number): number => Math.floor(t / MINUTE_MS) * MINUTE_MS;

export type ClassCanceller = 'teacher' | 'AUTO' | 'ADMIN';

/**
 * Builds classes, seats and courses in memory, keeping every calendar consistent: no teacher or
 * student double-booked, bookings made before the class, drops more than 24 h before the start,
 * cancellations before the start, statuses matching the time (000 §4).
 */
export class Planner {
  readonly classes: ClassPlan[] = [];
  readonly courses: CoursePlan[] = [];

  constructor(
    private readonly random: Random,
    private readonly now: number,
    private readonly students: readonly StudentRec[],
  ) {}

  /** When a seat was booked: some time before the class (and before `before`), never in the future. */
  bookingTime(start: number, before = Number.POSITIVE_INFINITY): number {
    const hi = Math.min(this.now - 10 * MINUTE_MS, start - 3 * HOUR_MS, before - MINUTE_MS);
    const lo = Math.min(hi, Math.max(this.now - 25 * DAY_MS, start - 21 * DAY_MS));
    return roundToMinute(lo + this.random.next() * (hi - lo));
  }

  /** Adds a single class (not part of a course) and books the teacher's calendar. */
  addClass(topic: TopicRec, start: number): ClassPlan | null {
    const end = start + CLASS_MS;
    // Only a start the teacher could type into the schedule form (seed-demo writes it through scheduleClasses).
    if (!consoleTimeOf(start, topic.teacher.zone)) return null;
    if (!isFree(topic.teacher, start, end)) return null;
    occupy(topic.teacher, start, end);
    const plan: ClassPlan = {
      topic,
      start,
      end,
      title: topic.title,
      intro: topic.description,
      classIndex: 1,
      course: null,
      price: topic.price,
      capacity: GROUP_CLASS_CAPACITY,
      status: end <= this.now ? 'FINISHED' : 'READY_FOR_SCHEDULE',
      actor: null,
      cancelledAt: null,
      seats: [],
      id: 0,
    };
    this.classes.push(plan);
    return plan;
  }

  /** A seat that follows the class's time: SCHEDULED before the end, CONFIRMED after it (the sweep's move). */
  book(cls: ClassPlan, student: StudentRec, { status, at }: { status?: ClassStudentStatus; at?: number } = {}): SeatPlan | null {
    if (!isFree(student, cls.start, cls.end)) return null;
    const ended = cls.end <= this.now;
    const seatStatus: ClassStudentStatus = status ?? (ended ? 'CONFIRMED' : 'SCHEDULED');
    const createdAt = at ?? this.bookingTime(cls.start);
    let updatedAt = createdAt;
    let problem: string | null = null;
    if (seatStatus === 'CONFIRMED') updatedAt = Math.min(this.now, cls.end + 5 * MINUTE_MS);
    if (seatStatus === 'PROBLEM') {
      // Reported during the class or within the 1-day window after it (000 §9).
      updatedAt = roundToMinute(Math.min(this.now - MINUTE_MS, cls.end + this.random.int(10, 20 * 60) * MINUTE_MS));
      problem = this.random.pick(PROBLEM_REASONS);
    }
    const seat: SeatPlan = {
      student,
      status: seatStatus,
      actor: String(student.userId),
      createdAt,
      updatedAt,
      charged: cls.course === null,
      refundedAt: null,
      problem,
      courseSeat: null,
    };
    cls.seats.push(seat);
    occupy(student, cls.start, cls.end);
    if (cls.status === 'READY_FOR_SCHEDULE') cls.status = 'UPCOMING';
    return seat;
  }

  /** A seat the student dropped more than 24 h before the start, refunded at once (000 §4 Drop class). */
  bookAndDrop(cls: ClassPlan, student: StudentRec): SeatPlan | null {
    const dropBy = Math.min(this.now - HOUR_MS, cls.start - 25 * HOUR_MS);
    const createdAt = this.bookingTime(cls.start, dropBy - HOUR_MS);
    if (createdAt >= dropBy - 30 * MINUTE_MS) return null;
    const droppedAt = roundToMinute(createdAt + 30 * MINUTE_MS + this.random.next() * (dropBy - createdAt - 30 * MINUTE_MS));
    const seat: SeatPlan = {
      student,
      status: 'CANCELLED',
      actor: String(student.userId),
      createdAt,
      updatedAt: droppedAt,
      charged: true,
      refundedAt: droppedAt,
      problem: null,
      courseSeat: null,
    };
    cls.seats.push(seat);
    if (cls.status === 'READY_FOR_SCHEDULE') cls.status = 'UPCOMING';
    return seat;
  }

  /**
   * Cancels a class with `seatsToBook` students in it: by its teacher (only while fewer than 2 are
   * booked, 000 §6), automatically, or by an admin. Every seat is cancelled by the same actor and refunded.
   */
  cancelClass(cls: ClassPlan, by: ClassCanceller, students: readonly StudentRec[]): void {
    const cancelledAt = roundToMinute(Math.min(this.now - 30 * MINUTE_MS, cls.start - (by === 'AUTO' ? 24 * HOUR_MS : 2 * HOUR_MS)));
    const actor = by === 'teacher' ? String(cls.topic.teacher.userId) : by;
    for (const student of by === 'teacher' ? students.slice(0, 1) : students) {
      const createdAt = this.bookingTime(cls.start, cancelledAt - 30 * MINUTE_MS);
      cls.seats.push({
        student,
        status: 'CANCELLED',
        actor,
        createdAt,
        updatedAt: cancelledAt,
        charged: true,
        refundedAt: cancelledAt,
        problem: null,
        courseSeat: null,
      });
    }
    cls.status = 'CANCELLED';
    cls.actor = actor;
    cls.cancelledAt = cancelledAt;
  }

  /** Students who learn `language` first, then everyone else, each list shuffled; community students only. */
  candidates(language: string): StudentRec[] {
    const community = this.students.filter((s) => s.kind === 'community');
    const learners = this.random.shuffle(community.filter((s) => s.learning.includes(language)));
    const others = this.random.shuffle(community.filter((s) => !s.learning.includes(language)));
    return [...learners, ...others];
  }

  /** Books up to `count` free community students into the class; returns how many were booked. */
  fill(cls: ClassPlan, count: number, { problemChance = 0 }: { problemChance?: number } = {}): number {
    let booked = 0;
    for (const student of this.candidates(cls.topic.language)) {
      if (booked >= count) break;
      if (!isFree(student, cls.start, cls.end)) continue;
      const problem = cls.end <= this.now && this.random.chance(problemChance);
      if (this.book(cls, student, problem ? { status: 'PROBLEM' } : {})) booked += 1;
    }
    return booked;
  }

  /** Free community students for a set of intervals (a whole course). */
  freeStudentsFor(language: string, intervals: readonly [number, number][], count: number): StudentRec[] {
    const out: StudentRec[] = [];
    for (const s of this.candidates(language)) {
      if (out.length >= count) break;
      if (intervals.every(([a, b]) => isFree(s, a, b))) out.push(s);
    }
    return out;
  }

  /**
   * A course group: `weeks` weekly classes from `start`. Seats: `students` (booked, or cancelled
   * with `seatCancel`). Status moves with time as the sweep would move it (000 §4).
   */
  addCourse(
    topic: TopicRec,
    {
      start,
      minSpots,
      maxSpots,
      students,
      cancel,
      seatOverrides = new Map(),
    }: {
      start: number;
      minSpots: number;
      maxSpots: number;
      students: readonly StudentRec[];
      /** The whole course was cancelled by this actor at this time. */
      cancel?: { actor: Actor; at: number };
      /** Per student: the seat was cancelled by the student at `at`, or reported as a problem. */
      seatOverrides?: ReadonlyMap<StudentRec, { kind: 'self-cancel'; at: number } | { kind: 'problem' }>;
    },
  ): CoursePlan {
    const template = topic.course;
    if (!template) throw new Error(`topic ${topic.title} is not a course topic`);
    const weeks = template.outlines.length;
    const intervals = courseSpans(topic, start);
    if (!intervals) throw new Error(`the console cannot start course ${topic.title} at ${new Date(start).toISOString()}`);
    const lastEnd = intervals[weeks - 1]?.[1] ?? start + CLASS_MS;
    const activeSeats = students.filter((s) => seatOverrides.get(s)?.kind !== 'self-cancel').length;
    let status: CourseStatus;
    if (cancel) status = 'Cancelled';
    else if (lastEnd <= this.now) status = 'Completed';
    else if (start <= this.now) status = 'Ongoing';
    else status = activeSeats > 0 || students.length > 0 ? 'Upcoming' : 'ReadyForSchedule';

    const course: CoursePlan = {
      topic,
      start,
      end: lastEnd,
      status,
      actor: cancel?.actor ?? null,
      minSpots,
      maxSpots,
      price: topic.price,
      classes: [],
      seats: [],
      cancelledAt: cancel?.at ?? null,
      id: 0,
    };
    template.outlines.forEach((outline, i) => {
      const [cs, ce] = intervals[i] ?? [start, start + CLASS_MS];
      occupy(topic.teacher, cs, ce);
      let classStatus: ClassStatus;
      if (cancel) classStatus = 'CANCELLED';
      else if (ce <= this.now) classStatus = 'FINISHED';
      else classStatus = status === 'ReadyForSchedule' ? 'READY_FOR_SCHEDULE' : 'UPCOMING';
      const cls: ClassPlan = {
        topic,
        start: cs,
        end: ce,
        title: outline.class_title,
        intro: outline.description,
        classIndex: i + 1,
        course,
        price: course.price,
        capacity: maxSpots,
        status: classStatus,
        actor: cancel?.actor ?? null,
        cancelledAt: cancel?.at ?? null,
        seats: [],
        id: 0,
      };
      course.classes.push(cls);
      this.classes.push(cls);
    });

    for (const student of students) {
      const override = seatOverrides.get(student);
      const createdAt = this.bookingTime(
        start,
        cancel ? cancel.at - HOUR_MS : override?.kind === 'self-cancel' ? override.at - HOUR_MS : Number.POSITIVE_INFINITY,
      );
      let seatStatus: CourseStudentStatus;
      let actor: Actor = String(student.userId);
      let updatedAt = createdAt;
      let refundedAt: number | null = null;
      if (cancel) {
        seatStatus = 'Cancelled';
        actor = cancel.actor;
        updatedAt = cancel.at;
        refundedAt = cancel.at;
      } else if (override?.kind === 'self-cancel') {
        seatStatus = 'Cancelled';
        updatedAt = override.at;
        refundedAt = override.at;
      } else if (override?.kind === 'problem') {
        seatStatus = 'Problem';
        updatedAt = Math.min(this.now - MINUTE_MS, lastEnd + 3 * HOUR_MS);
      } else {
        seatStatus = status === 'Completed' ? 'Confirmed' : 'Scheduled';
        if (seatStatus === 'Confirmed') updatedAt = Math.min(this.now, lastEnd + 5 * MINUTE_MS);
      }
      const courseSeat: CourseSeatPlan = { student, status: seatStatus, actor, createdAt, updatedAt, refundedAt, id: 0 };
      course.seats.push(courseSeat);
      // A course seat holds a seat in each of the course's classes (as the course BOOK action writes them).
      course.classes.forEach((cls, i) => {
        let classSeat: ClassStudentStatus;
        if (seatStatus === 'Cancelled') classSeat = 'CANCELLED';
        else if (seatStatus === 'Problem' && i === course.classes.length - 1) classSeat = 'PROBLEM';
        else classSeat = cls.end <= this.now ? 'CONFIRMED' : 'SCHEDULED';
        const classUpdated =
          classSeat === 'CANCELLED' ? updatedAt : classSeat === 'SCHEDULED' ? createdAt : Math.min(this.now, cls.end + 5 * MINUTE_MS);
        cls.seats.push({
          student,
          status: classSeat,
          actor,
          createdAt,
          updatedAt: classUpdated,
          charged: false,
          refundedAt: null,
          problem: classSeat === 'PROBLEM' ? this.random.pick(PROBLEM_REASONS) : null,
          courseSeat,
        });
        if (classSeat !== 'CANCELLED') occupy(student, cls.start, cls.end);
      });
    }
    this.courses.push(course);
    return course;
  }
}

export const PROBLEM_REASONS: readonly string[] = [
  'The teacher joined 15 minutes late and the class ended on time.',
  'I could not hear anything for the first half of the class.',
  'The video room link did not open on my phone.',
  'The class was much harder than the level described.',
  'The teacher could not share the material during the class.',
];
