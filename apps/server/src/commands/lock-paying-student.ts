import { mustConfirmEmail } from '@app/domain';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema-accounts';
import { AppError, notFoundError } from '../errors/app-error';
import type { Tx } from '../money/ledger';

export type PaidOffering = 'class' | 'course' | 'lesson';

/**
 * Takes the student's user row `FOR UPDATE` (their wallet: the last lock of every paying action,
 * after the class or course rows) and enforces, on that fresh row, the gate the web shows before any
 * booking (000 §5: register_status at most 4 with an unconfirmed email must confirm it first): 403
 * `ConfirmEmailRequired`. A gate read from the session alone would let a request that raced a
 * status change through; this one is read under the same lock as the balance.
 */
export async function lockPayingStudent(tx: Tx, { studentId, offering }: { studentId: number; offering: PaidOffering }): Promise<void> {
  const [student] = await tx
    .select({ register_status: users.register_status, is_confirm_email: users.is_confirm_email })
    .from(users)
    .where(eq(users.user_id, studentId))
    .for('update');
  if (!student) throw notFoundError('User');
  if (mustConfirmEmail(student))
    throw new AppError('ConfirmEmailRequired', `Please confirm your email address before booking a ${offering}.`);
}
