import { z } from 'zod';

/** `ExperimentGroup` (experiments.ts) as a schema: one entry of 001 §7.2 "GET /v2/user/exp_groups". */
export const ExperimentGroupSchema = z.object({ experiment_name: z.string(), group: z.string() });
