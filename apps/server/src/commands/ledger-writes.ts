import { ledgerEntries } from '../db/schema-catalog';
import type { EarningLink } from '../money/teacher-earnings';
import { reverseEarningOnce } from './earning-writes';
import {
  classSeatChargeKey,
  classSeatRefundKey,
  courseSeatChargeKey,
  courseSeatRefundKey,
  getChargedCents,
  lessonChargeKey,
  lessonRefundKey,
  type LedgerKind,
  type Tx,
} from '../money/ledger';

/**
 * Writes one ledger row unless a row with the same idempotency key exists. Returns whether it
 * wrote: a refund keyed by its seat happens once, whoever triggers it and however often.
 */
export async function postOnce(
  tx: Tx,
  entry: {
    userId: number;
    amount: number;
    kind: LedgerKind;
    idempotencyKey: string;
    now: number;
    groupClassStudentId?: number;
    courseStudentId?: number;
    lessonId?: number;
  },
): Promise<boolean> {
  const written = await tx
    .insert(ledgerEntries)
    .values({
      user_id: entry.userId,
      amount: entry.amount,
      kind: entry.kind,
      idempotency_key: entry.idempotencyKey,
      group_class_student_id: entry.groupClassStudentId ?? null,
      course_student_id: entry.courseStudentId ?? null,
      lesson_id: entry.lessonId ?? null,
      created_at: new Date(entry.now),
    })
    .onConflictDoNothing({ target: ledgerEntries.idempotency_key })
    .returning({ id: ledgerEntries.id });
  return written.length > 0;
}

type BookingLink = Pick<Parameters<typeof postOnce>[1], 'groupClassStudentId' | 'courseStudentId' | 'lessonId'>;

/**
 * Refunds what `chargeKey` charged, once (keyed by `refundKey`), and reverses the teacher's earning of
 * the same seat or lesson, once: every refund path (a student's drop or cancel, a teacher's cancel,
 * staff, a course's auto-cancel) comes through here. Returns the cents refunded by this call.
 */
async function refundChargeOnce(
  tx: Tx,
  {
    chargeKey,
    refundKey,
    userId,
    now,
    link,
    earning,
  }: { chargeKey: string; refundKey: string; userId: number; now: number; link: BookingLink; earning: EarningLink },
): Promise<number> {
  await reverseEarningOnce(tx, { link: earning, now });
  const charged = await getChargedCents(tx, chargeKey);
  if (charged <= 0) return 0;
  const wrote = await postOnce(tx, { userId, amount: charged, kind: 'REFUND', idempotencyKey: refundKey, now, ...link });
  return wrote ? charged : 0;
}

/** Refunds a class seat's charge exactly once; returns the cents refunded by this call (0 if already done). */
export function refundClassSeatOnce(tx: Tx, { seatId, userId, now }: { seatId: number; userId: number; now: number }): Promise<number> {
  return refundChargeOnce(tx, {
    chargeKey: classSeatChargeKey(seatId),
    refundKey: classSeatRefundKey(seatId),
    userId,
    now,
    link: { groupClassStudentId: seatId },
    earning: { groupClassStudentId: seatId },
  });
}

/**
 * Refunds a course seat's one charge exactly once, whoever triggers it (the student's cancel, the
 * teacher's, staff's, the auto-cancel sweep) and however often; returns the cents refunded by this call.
 */
export function refundCourseSeatOnce(tx: Tx, { seatId, userId, now }: { seatId: number; userId: number; now: number }): Promise<number> {
  return refundChargeOnce(tx, {
    chargeKey: courseSeatChargeKey(seatId),
    refundKey: courseSeatRefundKey(seatId),
    userId,
    now,
    link: { courseStudentId: seatId },
    earning: { courseStudentId: seatId },
  });
}

/** Refunds a lesson's charge exactly once, however often cancel is asked; returns the cents refunded by this call (0 if already done or nothing was charged). */
export function refundLessonOnce(tx: Tx, { lessonId, userId, now }: { lessonId: number; userId: number; now: number }): Promise<number> {
  return refundChargeOnce(tx, {
    chargeKey: lessonChargeKey(lessonId),
    refundKey: lessonRefundKey(lessonId),
    userId,
    now,
    link: { lessonId },
    earning: { lessonId },
  });
}
