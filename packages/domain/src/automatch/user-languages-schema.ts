import { z } from 'zod';

/** `UserLanguageEntry` (user-languages.ts) as a schema: 001 §3 "Language list entries: language, level, is_learning". */
export const UserLanguageEntrySchema = z.object({
  language: z.string(),
  level: z.number().int(),
  is_learning: z.union([z.boolean(), z.literal(0), z.literal(1)]),
});
