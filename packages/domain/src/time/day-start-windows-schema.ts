import { z } from 'zod';
import { START_WINDOWS } from './day-start-windows';

/** `StartWindow` as a schema: 000 §9 "Start window filters: today, next 7, 14, 30 days." */
export const StartWindowSchema = z.enum(START_WINDOWS);
