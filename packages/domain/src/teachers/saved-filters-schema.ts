import { z } from 'zod';
import type { SavedFilterEntry, SavedFiltersRecord } from './saved-filters';

// The saved filters' schemas, apart from saved-filters.ts so the search pages load no zod.

/** One language's saved filters as a schema (`SavedFilterEntry`). */
export const SavedFilterEntrySchema: z.ZodType<SavedFilterEntry> = z.record(z.string(), z.string());

/** The stored record as a schema (`SavedFiltersRecord`): language (lower-cased) -> its saved filters. */
export const SavedFiltersRecordSchema: z.ZodType<SavedFiltersRecord> = z.record(z.string(), SavedFilterEntrySchema);
