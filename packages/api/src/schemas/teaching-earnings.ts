import { EARNING_ROW_KINDS, EARNING_STATUSES } from '@app/domain';
import { z } from 'zod';
import { queryInt } from '../contract/query';
import { SearchPagingSchema } from './shared';

export const TEACHING_EARNINGS_PAGE_SIZE = 20;
export const TEACHING_EARNINGS_MAX_PAGE_SIZE = 100;

/** The history's paging, newest row first. */
export const TeachingEarningsQuerySchema = z.object({
  page: queryInt({ min: 1, max: 10_000 }).default(1),
  page_size: queryInt({ min: 1, max: TEACHING_EARNINGS_MAX_PAGE_SIZE }).default(TEACHING_EARNINGS_PAGE_SIZE),
});

/** What a row was for: a single-class seat, a course spot (one row for the whole course) or a one-to-one lesson. */
export const EarningItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('class'), group_class_id: z.number().int(), title: z.string(), start_time: z.string() }),
  z.object({ kind: z.literal('course'), course_id: z.number().int(), title: z.string(), start_time: z.string() }),
  z.object({
    kind: z.literal('lesson'),
    lesson_id: z.number().int(),
    is_trial: z.boolean(),
    language: z.string(),
    start_time: z.string(),
  }),
]);
export type EarningItem = z.infer<typeof EarningItemSchema>;

/**
 * One row of the teacher's earnings ledger. Amounts are USD cents, signed (a reversal's are
 * negative); `status` is the domain's `getEarningStatus` at the server's now; `reversed_at` is when a
 * credit's refund reversed it (null otherwise, and on reversal rows).
 */
export const TeachingEarningRowSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EARNING_ROW_KINDS),
  status: z.enum(EARNING_STATUSES),
  created_at: z.string(),
  available_at: z.string(),
  reversed_at: z.string().nullable(),
  gross_cents: z.number().int(),
  commission_cents: z.number().int(),
  net_cents: z.number().int(),
  commission_bps: z.number().int(),
  student: z.object({ user_id: z.number().int(), nickname: z.string() }),
  item: EarningItemSchema,
});
export type TeachingEarningRow = z.infer<typeof TeachingEarningRowSchema>;

/** The domain's `summarizeEarnings` over every row of the teacher (USD cents), and the commission new bookings are split at. */
export const EarningsSummarySchema = z.object({
  pending_cents: z.number().int(),
  available_cents: z.number().int(),
  lifetime_cents: z.number().int(),
  commission_bps: z.number().int(),
});
export type EarningsSummaryAnswer = z.infer<typeof EarningsSummarySchema>;

export const TeachingEarningsResponseSchema = z.object({
  data: z.object({ summary: EarningsSummarySchema, items: z.array(TeachingEarningRowSchema), paging: SearchPagingSchema }),
});
export type TeachingEarningsResponse = z.infer<typeof TeachingEarningsResponseSchema>;
