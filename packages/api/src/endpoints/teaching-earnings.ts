import { defineEndpoint } from '../contract/endpoint';
import { TeachingEarningsQuerySchema, TeachingEarningsResponseSchema } from '../schemas/teaching-earnings';

export const getTeachingEarnings = defineEndpoint({
  method: 'GET',
  path: '/v1/teaching/earnings',
  access: 'user',
  errors: ['NotATeacher'],
  summary:
    "The signed-in teacher's earnings: pending, available and lifetime (sums of her earnings rows at the server's now), and the rows, newest first, paged, each with what it was for. 403 NotATeacher for anyone else.",
  query: TeachingEarningsQuerySchema,
  response: TeachingEarningsResponseSchema,
});

/**
 * Not JSON: every earnings row of the signed-in teacher as a CSV download (`text/csv`, attachment),
 * amounts in USD with 2 decimals, times in ISO 8601 UTC. 401 signed out, 403 NotATeacher.
 */
export const TEACHING_EARNINGS_CSV_PATH = '/v1/teaching/earnings.csv';
