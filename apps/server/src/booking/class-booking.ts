import type { Order } from '@app/api';
import { type BookingCheckStatus, checkClassBookStatus } from '@app/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { groupClassStudents } from '../db/schema-catalog';
import { notFoundError } from '../errors/app-error';
import { readClassCheckFacts } from './check-reads';
import type { SeatRow } from './class-facts';

/** A class seat as the API's order (BOOK, CANCEL, the order page). */
export function toOrder(seat: SeatRow): Order {
  return {
    order_id: seat.id,
    group_class_id: seat.group_class_id,
    group_class_student: { id: seat.id, status: seat.status, operator: seat.operator, student_id: seat.student_id },
  };
}

/** 000 §7 check_book_status: the same rule the booking transaction enforces, without a lock, in one statement. */
export async function checkClassBooking(
  db: Db,
  { classId, studentId, now }: { classId: number; studentId: number; now: number },
): Promise<BookingCheckStatus> {
  const read = await readClassCheckFacts(db, { classId, studentId });
  return checkClassBookStatus({ groupClass: read?.facts, viewerId: studentId, now, bookedIntervals: read?.bookedIntervals ?? [] });
}

/** 000 §7 group_class_orders/{id}: only the seat's own student may read it; anyone else gets 404. */
export async function getOrderForStudent(db: Db, { seatId, studentId }: { seatId: number; studentId: number }): Promise<Order> {
  const [seat] = await db
    .select()
    .from(groupClassStudents)
    .where(and(eq(groupClassStudents.id, seatId), eq(groupClassStudents.student_id, studentId)));
  if (!seat) throw notFoundError('Order');
  return toOrder(seat);
}
