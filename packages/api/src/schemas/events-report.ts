import { z } from 'zod';

/** The staff report covers this many UTC days, today included. */
export const EVENTS_REPORT_DAYS = 14;
export const EVENTS_REPORT_MAX_DAYS = 90;

/** The booking funnel, in order: topic view -> book click -> payment page -> paid. */
export const FUNNEL_STEPS = ['topic_view', 'book_click', 'payment_view', 'paid'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

export const EventsReportQuerySchema = z.object({
  days: z.coerce.number().int().min(1).max(EVENTS_REPORT_MAX_DAYS).default(EVENTS_REPORT_DAYS),
});

export const EventsReportSchema = z.object({
  /** The first UTC day counted (inclusive) and the report's instant. */
  from: z.string(),
  to: z.string(),
  /** Every UTC day of the window, oldest first, `yyyy-MM-dd`: days without events are listed too. */
  days: z.array(z.string()),
  by_day: z.array(z.object({ day: z.string(), name: z.string(), count: z.number().int() })),
  totals: z.array(z.object({ name: z.string(), count: z.number().int() })),
  /** Distinct visitors (browser key, else user id) reaching each step in the window. */
  funnel: z.array(
    z.object({
      step: z.enum(FUNNEL_STEPS),
      visitors: z.number().int(),
      /** Share of the previous step's visitors (null for the first step or when the previous is 0). */
      rate: z.number().nullable(),
    }),
  ),
  /** 001 §9 experiments: how the users split between the groups (`assignExperimentGroup`). */
  experiments: z.array(z.object({ experiment_name: z.string(), test_group: z.number().int(), control_group: z.number().int() })),
});
export type EventsReport = z.infer<typeof EventsReportSchema>;
export const EventsReportResponseSchema = z.object({ data: EventsReportSchema });

export const ExperimentAssignmentsQuerySchema = z.object({ user_id: z.coerce.number().int().positive() });
export const ExperimentAssignmentsResponseSchema = z.object({
  data: z.object({ user_id: z.number().int(), groups: z.array(z.object({ experiment_name: z.string(), group: z.string() })) }),
});
