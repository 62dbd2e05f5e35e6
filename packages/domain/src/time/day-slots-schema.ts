import { z } from 'zod';
import { DAYTIME_SLOTS, WEEKDAY_INDEXES } from './day-slots';

/** `DaytimeSlot` as a schema: a time-of-day slot, 0..5 (both inclusive); slot n covers the hours `[4n, 4n + 4)`. */
export const DaytimeSlotSchema = z.literal(DAYTIME_SLOTS);

/** `WeekdayIndex` as a schema: 0 = Monday ... 6 = Sunday (both ends inclusive). */
export const WeekdayIndexSchema = z.literal(WEEKDAY_INDEXES);
