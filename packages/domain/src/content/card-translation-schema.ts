import { z } from 'zod';

/** `TranslationItem` (card-translation.ts) as a schema: 001 §3 "Translation item: teacher_id, about_info, short_signature." */
export const TranslationItemSchema = z.object({
  teacher_id: z.number(),
  about_info: z.string().nullish(),
  short_signature: z.string().nullish(),
});
