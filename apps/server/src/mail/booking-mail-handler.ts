import {
  classSeatPath,
  classVideoRoomPath,
  courseOrderPath,
  fillWebRoute,
  lessonVideoRoomPath,
  teachingPath,
  WEB_ROUTES,
  webUrl,
} from '@app/api';
import { countTakenSeats } from '@app/domain';
import { asc, eq } from 'drizzle-orm';
import { courses, courseStudents, groupClasses, groupClassStudents, topics } from '../db/schema-catalog';
import { lessons } from '../db/schema-lessons';
import type { Tx } from '../money/ledger';
import type { EventOf } from '../outbox/domain-events';
import { defineHandler, type HandlerContext } from '../outbox/event-handler';
import { bookingIcs } from './booking-ics';
import { loadMailReaders } from './mail-readers';
import { queueMail } from './queue-mail';
import { mailTeacherNewBooking } from './teacher-booking-mail';
import { renderClassBookedMail } from './templates/class-booked';
import { renderCourseBookedMail } from './templates/course-booked';
import { renderLessonBookedMail } from './templates/lesson-booked';

type BookedEvent = EventOf<'SeatBooked' | 'CourseSeatBooked' | 'LessonBooked'>;
type Context = Pick<HandlerContext, 'tx' | 'now' | 'publicUrl'>;

/** The student and the teacher of a booking, as mail recipients; null when either account is gone. */
async function loadPair(tx: Tx, studentId: number, teacherId: number) {
  const readers = await loadMailReaders(tx, [studentId, teacherId]);
  const student = readers.get(studentId);
  const teacher = readers.get(teacherId);
  return student && teacher ? { student, teacher: { ...teacher, userId: teacherId } } : null;
}

async function classBooked(event: EventOf<'SeatBooked'>, { tx, now, publicUrl }: Context): Promise<void> {
  const [cls] = await tx.select().from(groupClasses).where(eq(groupClasses.id, event.classId));
  if (!cls) throw new Error(`booking mail: no class ${event.classId}`);
  const pair = await loadPair(tx, event.studentId, cls.teacher_id);
  if (!pair) return;
  const { student, teacher } = pair;
  const start = cls.start_time.getTime();
  const attachments = await bookingIcs(tx, {
    userId: event.studentId,
    reader: student,
    filter: { classId: event.classId },
    keep: (uid) => uid === `class-${event.classId}-seat-${event.seatId}`,
    filename: `class-${event.classId}.ics`,
    publicUrl,
    now,
  });
  const mail = renderClassBookedMail({
    reader: student,
    teacherName: teacher.nickname,
    paidCents: event.amountCents,
    pageLink: webUrl(publicUrl, classSeatPath({ classId: event.classId, seatId: event.seatId })),
    title: cls.title,
    start,
    roomLink: webUrl(publicUrl, classVideoRoomPath({ classId: event.classId })),
  });
  await queueMail(tx, { to: student.email, mail, now, attachments });
  const seats = await tx
    .select({ student_id: groupClassStudents.student_id, status: groupClassStudents.status })
    .from(groupClassStudents)
    .where(eq(groupClassStudents.group_class_id, event.classId));
  await mailTeacherNewBooking(tx, {
    teacher,
    studentName: student.nickname,
    booking: { kind: 'class', title: cls.title, taken: countTakenSeats(seats), capacity: cls.student_capacity },
    start,
    link: webUrl(publicUrl, fillWebRoute(WEB_ROUTES.classDetail, { id: event.classId })),
    calendar: { filter: { classId: event.classId }, filename: `class-${event.classId}.ics` },
    publicUrl,
    now,
  });
}

async function courseBooked(event: EventOf<'CourseSeatBooked'>, { tx, now, publicUrl }: Context): Promise<void> {
  const [course] = await tx
    .select({ course: courses, title: topics.title })
    .from(courses)
    .innerJoin(topics, eq(topics.id, courses.topic_id))
    .where(eq(courses.id, event.courseId));
  if (!course) throw new Error(`booking mail: no course ${event.courseId}`);
  const pair = await loadPair(tx, event.studentId, course.course.teacher_id);
  if (!pair) return;
  const { student, teacher } = pair;
  const classes = await tx
    .select({ id: groupClasses.id, start: groupClasses.start_time })
    .from(groupClasses)
    .where(eq(groupClasses.course_id, event.courseId))
    .orderBy(asc(groupClasses.start_time), asc(groupClasses.id));
  const attachments = await bookingIcs(tx, {
    userId: event.studentId,
    reader: student,
    filter: { courseId: event.courseId },
    keep: (uid) => uid.startsWith(`course-seat-${event.seatId}-`),
    filename: `course-${event.courseId}.ics`,
    publicUrl,
    now,
  });
  const mail = renderCourseBookedMail({
    reader: student,
    teacherName: teacher.nickname,
    paidCents: event.amountCents,
    pageLink: webUrl(publicUrl, courseOrderPath({ seatId: event.seatId })),
    title: course.title,
    classes: classes.map((c) => ({ start: c.start.getTime(), roomLink: webUrl(publicUrl, classVideoRoomPath({ classId: c.id })) })),
  });
  await queueMail(tx, { to: student.email, mail, now, attachments });
  const seats = await tx
    .select({ student_id: courseStudents.student_id, status: courseStudents.status })
    .from(courseStudents)
    .where(eq(courseStudents.course_id, event.courseId));
  await mailTeacherNewBooking(tx, {
    teacher,
    studentName: student.nickname,
    booking: {
      kind: 'course',
      title: course.title,
      taken: countTakenSeats(seats),
      capacity: course.course.max_spots,
      minSpots: course.course.min_spots,
    },
    start: course.course.start_time.getTime(),
    link: webUrl(publicUrl, teachingPath()),
    calendar: { filter: { courseId: event.courseId }, filename: `course-${event.courseId}.ics` },
    publicUrl,
    now,
  });
}

async function lessonBooked(event: EventOf<'LessonBooked'>, { tx, now, publicUrl }: Context): Promise<void> {
  const [lesson] = await tx.select().from(lessons).where(eq(lessons.id, event.lessonId));
  if (!lesson) throw new Error(`booking mail: no lesson ${event.lessonId}`);
  const pair = await loadPair(tx, event.studentId, event.teacherId);
  if (!pair) return;
  const { student, teacher } = pair;
  const start = lesson.start_time.getTime();
  const attachments = await bookingIcs(tx, {
    userId: event.studentId,
    reader: student,
    filter: { lessonId: event.lessonId },
    keep: (uid) => uid === `lesson-${event.lessonId}`,
    filename: `lesson-${event.lessonId}.ics`,
    publicUrl,
    now,
  });
  const mail = renderLessonBookedMail({
    reader: student,
    teacherName: teacher.nickname,
    paidCents: event.amountCents,
    pageLink: webUrl(publicUrl, WEB_ROUTES.myClasses),
    language: lesson.language,
    minutes: lesson.duration,
    isTrial: lesson.is_trial,
    start,
    roomLink: webUrl(publicUrl, lessonVideoRoomPath({ lessonId: event.lessonId })),
  });
  await queueMail(tx, { to: student.email, mail, now, attachments });
  await mailTeacherNewBooking(tx, {
    teacher,
    studentName: student.nickname,
    booking: { kind: 'lesson', language: lesson.language, minutes: lesson.duration, isTrial: lesson.is_trial },
    start,
    link: webUrl(publicUrl, teachingPath()),
    calendar: { filter: { lessonId: event.lessonId }, filename: `lesson-${event.lessonId}.ics` },
    publicUrl,
    now,
  });
}

/**
 * A booking (class seat, course spot, lesson): the student's confirmation (when in their zone and
 * clock, the teacher, the room rule, what they paid, the `.ics` attached) and the teacher's
 * "new booking" notice, each in its reader's language. Read from the rows the event names, now.
 */
export const bookingMailHandler = defineHandler({
  name: 'booking-mail',
  types: ['SeatBooked', 'CourseSeatBooked', 'LessonBooked'],
  async handle(event: BookedEvent, context) {
    if (event.type === 'SeatBooked') await classBooked(event, context);
    else if (event.type === 'CourseSeatBooked') await courseBooked(event, context);
    else await lessonBooked(event, context);
  },
});
