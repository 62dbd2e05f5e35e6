import { checkClassBookStatus, getBookingCheckMessage } from '@app/domain';
import { eq } from 'drizzle-orm';
import { groupClasses, groupClassStudents } from '../db/schema-catalog';
import { AppError, notFoundError } from '../errors/app-error';
import { loadBookedIntervals, loadClass, type SeatRow } from '../booking/class-facts';
import { classSeatChargeKey, getBalance } from '../money/ledger';
import type { DomainEvent } from '../outbox/domain-events';
import { recordEvents } from '../outbox/record-events';
import type { CommandInput, CommandResult, StudentActor } from './command';
import { creditEarningOnce } from './earning-writes';
import { postOnce } from './ledger-writes';
import { lockPayingStudent } from './lock-paying-student';

/**
 * Pays for a seat in a single class (000 §4 BOOK). Locks the class row (after its course's, by
 * loadClass), then the student's user row (their wallet), re-runs the booking check on what the
 * locks hold, checks the balance, writes the seat, the charge and the teacher's earning (at `commissionBps`). Capacity and the balance
 * therefore hold under any number of concurrent requests and server processes; the partial unique
 * index on live seats is the last line of defence against a double seat.
 */
export async function bookClass({
  tx,
  actor,
  now,
  classId,
  commissionBps,
}: CommandInput<StudentActor> & { classId: number; commissionBps: number }): Promise<CommandResult & { seat: SeatRow; balance: number }> {
  const studentId = actor.userId;
  const loaded = await loadClass(tx, classId, { lock: true });
  if (!loaded) throw notFoundError('Class');
  // A class of a course is taken by joining the course (one charge, one seat in every class); the
  // check answers ClassNotExist for it, and this says why to whoever calls BOOK anyway.
  if (loaded.row.course_id !== null)
    throw new AppError('CourseClassNotBookable', 'This class is part of a course. Join the course to take part.');
  await lockPayingStudent(tx, { studentId, offering: 'class' });
  const bookedIntervals = await loadBookedIntervals(tx, { studentId, exceptClassId: classId });
  const status = checkClassBookStatus({ groupClass: loaded.facts, viewerId: studentId, now, bookedIntervals });
  if (status === 'ClassNotExist') throw notFoundError('Class');
  if (status !== 'CanBook') throw new AppError(status, getBookingCheckMessage({ status, offering: 'class' }));

  const price = loaded.row.price;
  const balance = await getBalance(tx, studentId);
  if (balance < price) throw new AppError('InsufficientBalance', 'Your wallet balance is too low for this class. Please top up first.');

  const by = String(studentId);
  const [seat] = await tx
    .insert(groupClassStudents)
    .values({
      group_class_id: classId,
      student_id: studentId,
      status: 'SCHEDULED',
      update_by: by,
      operator: by,
      created_at: new Date(now),
      updated_at: new Date(now),
    })
    .returning();
  if (!seat) throw new Error('Seat insert returned nothing');
  await postOnce(tx, {
    userId: studentId,
    amount: -price,
    kind: 'CLASS_PAYMENT',
    idempotencyKey: classSeatChargeKey(seat.id),
    now,
    groupClassStudentId: seat.id,
  });
  await creditEarningOnce(tx, {
    teacherId: loaded.row.teacher_id,
    studentId,
    grossCents: price,
    commissionBps,
    end: loaded.row.end_time,
    now,
    link: { groupClassStudentId: seat.id },
  });
  // A class moves from READY_FOR_SCHEDULE to UPCOMING once someone has booked it.
  if (loaded.row.status === 'READY_FOR_SCHEDULE')
    await tx.update(groupClasses).set({ status: 'UPCOMING' }).where(eq(groupClasses.id, classId));
  const events: DomainEvent[] = [{ type: 'SeatBooked', classId, seatId: seat.id, studentId, amountCents: price }];
  await recordEvents(tx, { events, now });
  return { events, seat, balance: balance - price };
}
