import { classSeatPath, groupClassLandingPath, myClassesPastPath } from '@app/api';
import { inArray } from 'drizzle-orm';
import { users } from '../db/schema-accounts';
import type { Tx } from '../money/ledger';
import type { MailLocale, RenderedMail } from './mail';
import { queueMail } from './queue-mail';
import { renderClassCancelledMail } from './templates/class-cancelled';
import { renderCourseCancelledMail } from './templates/course-cancelled';
import { lessonTitle, renderLessonCancelledMail } from './templates/lesson-cancelled';

/*
 * BRIDGE, to be removed at merge: the cancel paths (booking/, courses/, lessons/, jobs/) still queue
 * their mails here in their own transaction. Their new home is the ClassCancelled / CourseCancelled /
 * LessonCancelled handler (cancellation-mail-handler.ts), which renders the same templates; once the
 * commands record those events, these call sites and this file go.
 */

/** What was cancelled for one student, by whom, and what they got back (USD cents). */
export interface CancellationNotice {
  readonly studentId: number;
  readonly kind: 'class' | 'course' | 'lesson';
  /** The class or course title, or the lesson's name ("Spanish lesson"). */
  readonly title: string;
  readonly start: number;
  readonly by: 'teacher' | 'auto';
  readonly refundedCents: number;
  /** Where the student reads the booking now: a site path. */
  readonly path: string;
}

interface Recipient {
  readonly nickname: string;
  readonly zone: string;
  readonly isAm: number;
  readonly locale?: MailLocale;
}

/** The class page of a seat (web-paths classSeatPath). */
export function classDetailPath({ classId, seatId }: { classId: number; seatId: number }): string {
  return classSeatPath({ classId, seatId });
}

/** The past tab of My classes, where a cancelled lesson or course is listed. */
export const MY_PAST_CLASSES_PATH = myClassesPastPath();

/** A lesson's name in an English mail, "Spanish lesson" (templates/lesson-cancelled.ts lessonTitle). */
export function lessonMailTitle(language: string): string {
  return lessonTitle(language, 'en');
}

const RENDER = { class: renderClassCancelledMail, course: renderCourseCancelledMail, lesson: renderLessonCancelledMail } as const;

/**
 * The mail a student gets when their booking is cancelled by someone else, rendered by the
 * templates. `origin` makes the links absolute; '' leaves the site paths.
 */
export function buildCancellationMail(notice: CancellationNotice, recipient: Recipient, origin: string): { subject: string; body: string; html: string; link: string } {
  const mail: RenderedMail = RENDER[notice.kind]({
    reader: { nickname: recipient.nickname, zone: recipient.zone, isAm: recipient.isAm === 1, locale: recipient.locale ?? 'en' },
    title: notice.title,
    start: notice.start,
    by: notice.by === 'auto' ? 'system' : 'teacher',
    refundedCents: notice.refundedCents,
    link: `${origin}${notice.path}`,
    findAnotherLink: `${origin}${groupClassLandingPath()}`,
  });
  return { subject: mail.subject, body: mail.text, html: mail.html, link: mail.link ?? '' };
}

/** Writes each notice's mail to the outbox inside the cancelling transaction, so a rolled-back cancel sends nothing. */
export async function queueCancellationMails(tx: Tx, { notices, origin, now }: { notices: readonly CancellationNotice[]; origin: string; now: number }): Promise<void> {
  if (notices.length === 0) return;
  const recipients = await tx
    .select({ user_id: users.user_id, email: users.email, nickname: users.nickname, zone: users.timezone_iana, isAm: users.is_am, locale: users.locale })
    .from(users)
    .where(inArray(users.user_id, [...new Set(notices.map((n) => n.studentId))]));
  const byId = new Map(recipients.map((r) => [r.user_id, r]));
  for (const notice of notices) {
    const to = byId.get(notice.studentId);
    if (!to) continue;
    const mail = buildCancellationMail(notice, to, origin);
    await queueMail(tx, { to: to.email, mail: { subject: mail.subject, text: mail.body, html: mail.html, link: mail.link }, now });
  }
}
