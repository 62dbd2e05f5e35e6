import { z } from 'zod';

// The saved filters' schemas, apart from saved-filters.ts so the search pages load no zod;
// schemas.test.ts checks their types are SavedFilterEntry and SavedFiltersRecord.

/** One language's saved filters as a schema (`SavedFilterEntry`). */
export const SavedFilterEntrySchema = z.record(z.string(), z.string());

/** The stored record as a schema (`SavedFiltersRecord`): language (lower-cased) -> its saved filters. */
export const SavedFiltersRecordSchema = z.record(z.string(), SavedFilterEntrySchema);
