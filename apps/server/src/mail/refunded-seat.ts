import { classSeatPath, courseOrderPath, myClassesPastPath } from '@app/api';
import { eq } from 'drizzle-orm';
import { courses, courseStudents, groupClasses, groupClassStudents, topics } from '../db/schema-catalog';
import { lessons } from '../db/schema-lessons';
import type { Tx } from '../money/ledger';
import type { Refund } from '../outbox/domain-events';
import type { MailLocale } from './mail';
import { lessonTitle } from './templates/lesson-cancelled';

/** What a cancelled seat's mail shows, read when the mail is written. */
export interface RefundedSeat {
  readonly title: (locale: MailLocale) => string;
  readonly start: number;
  /** Where the student reads the booking now: a site path (web-paths). */
  readonly path: string;
}

/** The class seat, course seat or lesson a refund names: its title, start and page. */
export async function loadRefundedSeat(tx: Tx, refund: Refund): Promise<RefundedSeat> {
  if (refund.seatKind === 'class') {
    const [row] = await tx
      .select({ class_id: groupClasses.id, title: groupClasses.title, start: groupClasses.start_time })
      .from(groupClassStudents)
      .innerJoin(groupClasses, eq(groupClasses.id, groupClassStudents.group_class_id))
      .where(eq(groupClassStudents.id, refund.seatId));
    if (!row) throw new Error(`cancellation mail: no class seat ${refund.seatId}`);
    return { title: () => row.title, start: row.start.getTime(), path: classSeatPath({ classId: row.class_id, seatId: refund.seatId }) };
  }
  if (refund.seatKind === 'course') {
    const [row] = await tx
      .select({ title: topics.title, start: courses.start_time })
      .from(courseStudents)
      .innerJoin(courses, eq(courses.id, courseStudents.course_id))
      .innerJoin(topics, eq(topics.id, courses.topic_id))
      .where(eq(courseStudents.id, refund.seatId));
    if (!row) throw new Error(`cancellation mail: no course seat ${refund.seatId}`);
    return { title: () => row.title, start: row.start.getTime(), path: courseOrderPath({ seatId: refund.seatId }) };
  }
  const [row] = await tx
    .select({ language: lessons.language, start: lessons.start_time })
    .from(lessons)
    .where(eq(lessons.id, refund.seatId));
  if (!row) throw new Error(`cancellation mail: no lesson ${refund.seatId}`);
  return { title: (locale) => lessonTitle(row.language, locale), start: row.start.getTime(), path: myClassesPastPath() };
}
