import { z } from 'zod';
import { LevelFilterCodeSchema } from '../levels/level-filter-codes-schema';
import { DaytimeSlotSchema, WeekdayIndexSchema } from '../time/day-slots-schema';
import { StartWindowSchema } from '../time/day-start-windows-schema';
import { CLASS_TYPES, PRICE_TOKEN_MAX_LENGTH, isPriceToken } from './group-class-filters';
import { sanitizeSearchText } from './keyword';
import { KeywordSchema } from './keyword-schema';

/** `ClassType` as a schema: 001 §4.1 "Class-type tab: '1' = single classes (default), '2' = group courses." */
export const ClassTypeSchema = z.enum([CLASS_TYPES.single, CLASS_TYPES.course]);

/** A price filter value as a schema (`isPriceToken`): 1..32 characters of letters, digits, '.', ',', '_' and '-'. */
export const PriceTokenSchema = z.string().max(PRICE_TOKEN_MAX_LENGTH).refine(isPriceToken, { message: 'Not a price token' });

/** A category code or a tag: sanitised (000 §5), trimmed, not empty. */
const FilterWordSchema = z
  .string()
  .min(1)
  .refine((w) => w === sanitizeSearchText(w).trim(), { message: 'Must be sanitised and trimmed' });

/** `GroupClassSearchFilters` as a schema: the group-class search's filters (001 §2.1, §3; 000 §9 start windows). */
export const GroupClassSearchFiltersSchema = z.object({
  levels: z.array(LevelFilterCodeSchema),
  weekdays: z.array(WeekdayIndexSchema),
  daytime: z.array(DaytimeSlotSchema),
  category: z.array(FilterWordSchema),
  tag: z.array(FilterWordSchema),
  price: PriceTokenSchema.nullable(),
  keyword: KeywordSchema,
  classtype: ClassTypeSchema,
  date: StartWindowSchema.optional(),
});
