import { getEarningAvailableAt, splitEarning, type Instant } from '@app/domain';
import { eq } from 'drizzle-orm';
import { teacherEarnings } from '../db/schema-teacher-earnings';
import type { Tx } from '../money/ledger';
import { earningKey, earningReversalKey, type EarningLink } from '../money/teacher-earnings';

type EarningInsert = typeof teacherEarnings.$inferInsert;
type EarningRow = typeof teacherEarnings.$inferSelect;

const linkColumns = (link: EarningLink) => ({
  group_class_student_id: 'groupClassStudentId' in link ? link.groupClassStudentId : null,
  course_student_id: 'courseStudentId' in link ? link.courseStudentId : null,
  lesson_id: 'lessonId' in link ? link.lessonId : null,
});

/** What a credit is made of: who earns from whom, the charge, the rate, when the item ends, when it was booked. */
export interface EarningCredit {
  readonly teacherId: number;
  readonly studentId: number;
  readonly grossCents: number;
  readonly commissionBps: number;
  readonly end: Instant;
  readonly now: number;
  readonly link: EarningLink;
}

/**
 * The credit row of one booked seat or lesson: the student's charge less the platform commission
 * (`splitEarning` at `commissionBps`, stored on the row), available one problem-report window after
 * `end` (the class's, the course's last class's, the lesson's). The commands write it with
 * `creditEarningOnce`; the demo seed writes the same rows in bulk.
 */
export function earningCreditRow({ teacherId, studentId, grossCents, commissionBps, end, now, link }: EarningCredit): EarningInsert {
  const split = splitEarning({ grossCents, commissionBps });
  return {
    teacher_id: teacherId,
    student_id: studentId,
    kind: 'EARNING',
    gross_cents: split.grossCents,
    commission_cents: split.commissionCents,
    net_cents: split.netCents,
    commission_bps: commissionBps,
    available_at: new Date(getEarningAvailableAt({ end })),
    idempotency_key: earningKey(link),
    ...linkColumns(link),
    created_at: new Date(now),
  };
}

/** The reversal row of a stored credit: every amount negated, the credit's `available_at`, so the two cancel in whichever sum the credit is in. */
export function earningReversalRow(credit: EarningRow, { link, now }: { link: EarningLink; now: number }): EarningInsert {
  return {
    teacher_id: credit.teacher_id,
    student_id: credit.student_id,
    kind: 'REVERSAL',
    gross_cents: -credit.gross_cents,
    commission_cents: -credit.commission_cents,
    net_cents: -credit.net_cents,
    commission_bps: credit.commission_bps,
    available_at: credit.available_at,
    idempotency_key: earningReversalKey(link),
    reverses_id: credit.id,
    ...linkColumns(link),
    created_at: new Date(now),
  };
}

/**
 * Credits the teacher for one booked seat or lesson, once (keyed by its seat or lesson), in the
 * booking's transaction beside the charge. A free lesson (a 0-cent trial) earns nothing and writes
 * no row. Returns whether it wrote.
 */
export async function creditEarningOnce(tx: Tx, credit: EarningCredit): Promise<boolean> {
  if (credit.grossCents === 0) return false;
  const written = await tx
    .insert(teacherEarnings)
    .values(earningCreditRow(credit))
    .onConflictDoNothing({ target: teacherEarnings.idempotency_key })
    .returning({ id: teacherEarnings.id });
  return written.length > 0;
}

/**
 * Reverses the credit of the seat or lesson once, whoever refunds it and however often (see
 * `earningReversalRow`). Nothing to do when it earned nothing. Returns whether it wrote.
 */
export async function reverseEarningOnce(tx: Tx, { link, now }: { link: EarningLink; now: number }): Promise<boolean> {
  const [credit] = await tx
    .select()
    .from(teacherEarnings)
    .where(eq(teacherEarnings.idempotency_key, earningKey(link)))
    .limit(1);
  if (!credit) return false;
  const written = await tx
    .insert(teacherEarnings)
    .values(earningReversalRow(credit, { link, now }))
    .onConflictDoNothing({ target: teacherEarnings.idempotency_key })
    .returning({ id: teacherEarnings.id });
  return written.length > 0;
}
