import { z } from 'zod';

/** The signed-in user's private calendar feed: the same list at an https address and as a `webcal://` subscription. */
export const CalendarFeedSchema = z.object({
  https_url: z.string(),
  webcal_url: z.string(),
  created_at: z.string(),
});
export type CalendarFeed = z.infer<typeof CalendarFeedSchema>;

export const CalendarFeedResponseSchema = z.object({ data: z.object({ feed: CalendarFeedSchema.nullable() }) });
export const CalendarFeedCreatedResponseSchema = z.object({ data: z.object({ feed: CalendarFeedSchema }) });

/** The feed's file name, `{token}.ics` (the router takes only that shape): the token is the key. */
export const CalendarFeedFileParamSchema = z.object({ file: z.string() });
