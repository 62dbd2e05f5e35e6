import { CLASS_STUDENT_STATUSES } from '@app/domain';
import { z } from 'zod';
import { queryInt } from '../contract/query';

export const IdParamSchema = z.object({ id: queryInt({ min: 1 }) });
export const GroupClassIdParamSchema = z.object({ group_class_id: queryInt({ min: 1 }) });

/**
 * `data.status` of check_book_status (000 §7). Read as any string: 000 §8 "An unknown status after
 * the check does nothing visible", so a newer server code must not break an older page.
 */
export const CheckBookStatusResponseSchema = z.object({ data: z.object({ status: z.string() }) });

/** 000 §3 "Group class student" as the order shows it. */
export const OrderSeatSchema = z.object({
  id: z.number().int(),
  status: z.enum(CLASS_STUDENT_STATUSES),
  operator: z.string().nullable(),
  student_id: z.number().int(),
});

/** 000 §3 "Order (class booking): order_id, group_class_id, group_class_student (id, status, operator, student_id)". */
export const OrderSchema = z.object({
  order_id: z.number().int(),
  group_class_id: z.number().int(),
  group_class_student: OrderSeatSchema,
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderResponseSchema = z.object({ data: OrderSchema });

/** Paying for a seat: the booking-flow id ties the payment to the page views that led to it. */
export const BookClassBodySchema = z.object({
  booking_flow_id: z
    .string()
    .regex(/^\w{1,64}$/)
    .optional(),
});

export const BookClassResponseSchema = z.object({
  data: z.object({ order: OrderSchema, balance: z.number().int() }),
});

/**
 * The CANCEL action (000 §7: "success shape not shown"): a student's drop answers with the
 * cancelled order, the cents refunded and the new balance; a teacher's class cancel with how many
 * booked seats were refunded.
 */
export const CancelClassResponseSchema = z.object({
  data: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('dropped'), order: OrderSchema, refunded: z.number().int(), balance: z.number().int() }),
    z.object({ kind: z.literal('class-cancelled'), refunded_seats: z.number().int() }),
  ]),
});

/**
 * What a wallet row is. `WELCOME_CREDIT` is the one-off credit a student gets on confirming their
 * email; `GIFT_CODE` a gift code the student redeemed (issue 15).
 */
export const LEDGER_KINDS = [
  'TOP_UP',
  'CLASS_PAYMENT',
  'COURSE_PAYMENT',
  'LESSON_PAYMENT',
  'REFUND',
  'WELCOME_CREDIT',
  'GIFT_CODE',
] as const;
/**
 * What a charge or refund was for: the class seat (`student_booked_id` = the `studentBookedID` of
 * the class page) or the course seat (the id of the group-course order page), with the topic's
 * title; or the one-to-one lesson (`lesson_id`, the teacher, the start). Null for a row that is not
 * tied to a booking (top-up, welcome credit).
 */
export const LedgerItemSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('class'),
    student_booked_id: z.number().int(),
    group_class_id: z.number().int(),
    title: z.string(),
    start_time: z.string(),
  }),
  z.object({
    kind: z.literal('course'),
    student_booked_id: z.number().int(),
    course_id: z.number().int(),
    title: z.string(),
    start_time: z.string(),
  }),
  z.object({
    kind: z.literal('lesson'),
    lesson_id: z.number().int(),
    is_trial: z.boolean(),
    teacher_nickname: z.string(),
    start_time: z.string(),
  }),
]);
export type LedgerItem = z.infer<typeof LedgerItemSchema>;

export const LedgerEntrySchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  created_at: z.string(),
  item: LedgerItemSchema.nullable(),
});
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>;
/** The student's wallet: balance in USD cents is the sum of the ledger. */
export const WalletResponseSchema = z.object({
  data: z.object({ balance: z.number().int(), currency: z.literal('USD'), entries: z.array(LedgerEntrySchema) }),
});

export const PROBLEM_REASON_MAX_LENGTH = 2000;
/** "There was a problem" (000 §4): what went wrong, in the student's words. */
export const ReportProblemBodySchema = z.object({ reason: z.string().trim().min(1).max(PROBLEM_REASON_MAX_LENGTH) });
export const ReportProblemResponseSchema = z.object({ data: z.object({ order: OrderSchema }) });
