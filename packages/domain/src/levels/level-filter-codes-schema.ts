import { z } from 'zod';
import { LEVEL_FILTER_CODES } from './level-filter-codes';

/** `LevelFilterCode` as a schema: 000 §9 the level filter codes, 1 (A1) to 6 (C2), both inclusive. */
export const LevelFilterCodeSchema = z.literal(Object.values(LEVEL_FILTER_CODES));
