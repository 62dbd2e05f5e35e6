import { formatMoney, formatZonedDate, formatZonedTime, formatZoneLabel } from '@app/domain';
import { inArray } from 'drizzle-orm';
import { outbox, users } from '../db/schema-accounts';
import type { Tx } from '../money/ledger';

/** What was cancelled for one student, by whom, and what they got back (USD cents). */
export interface CancellationNotice {
  readonly studentId: number;
  readonly kind: 'class' | 'course' | 'lesson';
  /** The class or course title, or the lesson's name ("Spanish lesson"). */
  readonly title: string;
  readonly start: number;
  readonly by: 'teacher' | 'staff' | 'auto';
  readonly refundedCents: number;
  /** Where the student reads the booking now: a site path. */
  readonly path: string;
}

interface Recipient {
  readonly nickname: string;
  readonly zone: string;
  readonly isAm: number;
}

/** The class page of a seat (DESIGN "Entry points and routes": `/group-class-online/class/:id` with `classID` and `studentBookedID`). */
export function classDetailPath({ classId, seatId }: { classId: number; seatId: number }): string {
  return `/group-class-online/class/${classId}?classID=${classId}&studentBookedID=${seatId}`;
}

/** The past tab of My classes, where a cancelled lesson or course is listed. */
export const MY_PAST_CLASSES_PATH = '/my-classes?tab=past';

/** A lesson's name in a mail: its language code (`spanish`) as a word, "Spanish lesson". */
export function lessonMailTitle(language: string): string {
  return `${language.charAt(0).toUpperCase()}${language.slice(1)} lesson`;
}

const THING = { class: 'class', course: 'course', lesson: 'lesson' } as const;

/**
 * The mail a student gets when their booking is cancelled by someone else: the teacher (000 §6),
 * staff, or the course auto-cancel (000 §9). The start is written in the student's zone and clock, the refund
 * in USD, as the wallet keeps it. `origin` makes the link absolute; '' leaves the site path.
 */
export function buildCancellationMail(notice: CancellationNotice, recipient: Recipient, origin: string): { subject: string; body: string; link: string } {
  const thing = THING[notice.kind];
  const when = `${formatZonedDate({ instant: notice.start, zone: recipient.zone })} at ${formatZonedTime({ instant: notice.start, zone: recipient.zone, isAm: recipient.isAm === 1 })} ${formatZoneLabel({ zone: recipient.zone, instant: notice.start })}`;
  const why = {
    teacher: `Your teacher cancelled your ${thing} “${notice.title}” on ${when}.`,
    staff: `Our team cancelled your ${thing} “${notice.title}” on ${when}.`,
    auto: `Your ${thing} “${notice.title}” on ${when} was cancelled because not enough students signed up.`,
  }[notice.by];
  const money = notice.refundedCents > 0
    ? `${formatMoney({ amountMinor: notice.refundedCents, currency: { code: 'USD', decimals: 2 }, locale: 'en-US' })} is back in your wallet.`
    : 'Nothing was charged for it, so there is nothing to refund.';
  const link = `${origin}${notice.path}`;
  return {
    subject: {
      teacher: `Your ${thing} was cancelled by the teacher`,
      staff: `Your ${thing} was cancelled by our team`,
      auto: `Your ${thing} was cancelled: not enough students`,
    }[notice.by],
    body: `Hi ${recipient.nickname},\n\n${why} ${money}\n\nSee the details:\n${link}\n\nWe are sorry for the change. Find another one at ${origin}/group-class`,
    link,
  };
}

/** Writes each notice's mail to the outbox inside the cancelling transaction, so a rolled-back cancel sends nothing. */
export async function queueCancellationMails(tx: Tx, { notices, origin, now }: { notices: readonly CancellationNotice[]; origin: string; now: number }): Promise<void> {
  if (notices.length === 0) return;
  const recipients = await tx
    .select({ user_id: users.user_id, email: users.email, nickname: users.nickname, zone: users.timezone_iana, isAm: users.is_am })
    .from(users)
    .where(inArray(users.user_id, [...new Set(notices.map((n) => n.studentId))]));
  const byId = new Map(recipients.map((r) => [r.user_id, r]));
  const rows = notices.flatMap((notice) => {
    const to = byId.get(notice.studentId);
    if (!to) return [];
    const mail = buildCancellationMail(notice, to, origin);
    return [{ to_address: to.email, subject: mail.subject, body: mail.body, link: mail.link, created_at: new Date(now) }];
  });
  if (rows.length > 0) await tx.insert(outbox).values(rows);
}
