import { teachingPath, webUrl } from '@app/api';
import { eq } from 'drizzle-orm';
import { courses, topics } from '../db/schema-catalog';
import type { EventOf } from '../outbox/domain-events';
import { defineHandler } from '../outbox/event-handler';
import { loadMailReaders } from './mail-readers';
import { queueMail } from './queue-mail';
import { renderCourseLowEnrolmentMail } from './templates/course-low-enrolment';

/**
 * The system's auto-cancel of a course (000 §9: 24 h before its start, fewer students than its
 * minimum) tells its teacher; the students' mails are the cancellation handler's. A teacher's or
 * staff's cancel is no low enrolment, and not mailed here.
 */
export const courseLowEnrolmentMailHandler = defineHandler({
  name: 'course-low-enrolment-mail',
  types: ['CourseCancelled'],
  async handle(event: EventOf<'CourseCancelled'>, { tx, now, publicUrl }) {
    if (event.by !== 'system') return;
    const [row] = await tx
      .select({ teacher_id: courses.teacher_id, start: courses.start_time, min_spots: courses.min_spots, title: topics.title })
      .from(courses)
      .innerJoin(topics, eq(topics.id, courses.topic_id))
      .where(eq(courses.id, event.courseId));
    if (!row) throw new Error(`low-enrolment mail: no course ${event.courseId}`);
    const teacher = (await loadMailReaders(tx, [row.teacher_id])).get(row.teacher_id);
    if (!teacher) return;
    const mail = renderCourseLowEnrolmentMail({
      reader: teacher,
      title: row.title,
      start: row.start.getTime(),
      taken: event.refunds.filter((r) => r.seatKind === 'course').length,
      minSpots: row.min_spots,
      link: webUrl(publicUrl, teachingPath()),
    });
    await queueMail(tx, { to: teacher.email, mail, now });
  },
});
