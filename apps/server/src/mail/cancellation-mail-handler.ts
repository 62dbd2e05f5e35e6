import { classSeatPath, courseOrderPath, groupClassLandingPath, myClassesPastPath, webUrl } from '@app/api';
import { eq, inArray } from 'drizzle-orm';
import { users } from '../db/schema-accounts';
import { courses, courseStudents, groupClasses, groupClassStudents, topics } from '../db/schema-catalog';
import { lessons } from '../db/schema-lessons';
import type { Tx } from '../money/ledger';
import type { EventOf, Refund } from '../outbox/domain-events';
import { defineHandler } from '../outbox/event-handler';
import type { CancellationProps } from './cancellation-parts';
import type { MailLocale, MailReader, RenderedMail } from './mail';
import { queueMail } from './queue-mail';
import { renderClassCancelledMail } from './templates/class-cancelled';
import { renderCourseCancelledMail } from './templates/course-cancelled';
import { lessonTitle, renderLessonCancelledMail } from './templates/lesson-cancelled';

type CancelEvent = EventOf<'ClassCancelled' | 'CourseCancelled' | 'LessonCancelled'>;

/** What a refunded seat's mail shows, read when the mail is written. */
interface SeatFacts {
  readonly title: (locale: MailLocale) => string;
  readonly start: number;
  /** A site path (web-paths). */
  readonly path: string;
  readonly render: (props: CancellationProps) => RenderedMail;
}

/**
 * Mails each student of a cancelled class, course or lesson (000 §6 teacher cancel, §9 auto-cancel,
 * and staff): one mail per refund, in the student's language, zone and clock, with the refund and a
 * link to the booking. Titles and starts are read now, from the rows the event names.
 *
 * A course's auto-cancel also cancels its classes; a course student's class seats there refund
 * nothing (they paid for the course) and their course mail says it all, so 0-cent class refunds
 * of a cancelled course are not mailed.
 */
export const cancellationMailHandler = defineHandler({
  name: 'cancellation-mail',
  types: ['ClassCancelled', 'CourseCancelled', 'LessonCancelled'],
  async handle(event: CancelEvent, { tx, now, publicUrl }) {
    // A student's own cancel is SeatCancelled: these events always come from someone else.
    if (event.by === 'student') return;
    const by = event.by;
    const refunds = event.refunds.filter((r) => !(event.type === 'CourseCancelled' && r.seatKind === 'class' && r.amountCents === 0));
    if (refunds.length === 0) return;
    const readers = await loadReaders(
      tx,
      refunds.map((r) => r.studentId),
    );
    for (const refund of refunds) {
      const reader = readers.get(refund.studentId);
      // A deleted account has no address to write to.
      if (!reader) continue;
      const seat = await loadSeat(tx, refund);
      const mail = seat.render({
        reader,
        title: seat.title(reader.locale),
        start: seat.start,
        by,
        refundedCents: refund.amountCents,
        link: webUrl(publicUrl, seat.path),
        findAnotherLink: webUrl(publicUrl, groupClassLandingPath()),
      });
      await queueMail(tx, { to: reader.email, mail, now });
    }
  },
});

async function loadReaders(tx: Tx, ids: readonly number[]): Promise<Map<number, MailReader & { email: string }>> {
  const rows = await tx
    .select({
      user_id: users.user_id,
      email: users.email,
      nickname: users.nickname,
      zone: users.timezone_iana,
      is_am: users.is_am,
      locale: users.locale,
    })
    .from(users)
    .where(inArray(users.user_id, [...new Set(ids)]));
  return new Map(
    rows.map((r) => [r.user_id, { email: r.email, nickname: r.nickname, zone: r.zone, isAm: r.is_am === 1, locale: r.locale }]),
  );
}

async function loadSeat(tx: Tx, refund: Refund): Promise<SeatFacts> {
  if (refund.seatKind === 'class') {
    const [row] = await tx
      .select({ class_id: groupClasses.id, title: groupClasses.title, start: groupClasses.start_time })
      .from(groupClassStudents)
      .innerJoin(groupClasses, eq(groupClasses.id, groupClassStudents.group_class_id))
      .where(eq(groupClassStudents.id, refund.seatId));
    if (!row) throw new Error(`cancellation mail: no class seat ${refund.seatId}`);
    return {
      title: () => row.title,
      start: row.start.getTime(),
      path: classSeatPath({ classId: row.class_id, seatId: refund.seatId }),
      render: renderClassCancelledMail,
    };
  }
  if (refund.seatKind === 'course') {
    const [row] = await tx
      .select({ title: topics.title, start: courses.start_time })
      .from(courseStudents)
      .innerJoin(courses, eq(courses.id, courseStudents.course_id))
      .innerJoin(topics, eq(topics.id, courses.topic_id))
      .where(eq(courseStudents.id, refund.seatId));
    if (!row) throw new Error(`cancellation mail: no course seat ${refund.seatId}`);
    return {
      title: () => row.title,
      start: row.start.getTime(),
      path: courseOrderPath({ seatId: refund.seatId }),
      render: renderCourseCancelledMail,
    };
  }
  const [row] = await tx
    .select({ language: lessons.language, start: lessons.start_time })
    .from(lessons)
    .where(eq(lessons.id, refund.seatId));
  if (!row) throw new Error(`cancellation mail: no lesson ${refund.seatId}`);
  return {
    title: (locale) => lessonTitle(row.language, locale),
    start: row.start.getTime(),
    path: myClassesPastPath(),
    render: renderLessonCancelledMail,
  };
}
