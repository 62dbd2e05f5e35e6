import { z } from 'zod';
import { KeywordSchema } from './keyword-schema';

/** `SearchHistory` as a schema: 001 §3 "Search history: a list of keyword strings." */
export const SearchHistorySchema = z.array(z.string());

/** `SearchHistoryWordBody` as a schema: 001 §7.1 "POST v3/group_class/search/history: body {word}", a normalised, non-empty keyword. */
export const SearchHistoryWordBodySchema = z.object({ word: KeywordSchema.refine((w) => w.length > 0, { message: 'Empty keyword' }) });
