import { defineEndpoint } from '../contract/endpoint';
import { defineRawEndpoint } from '../contract/raw-endpoint';
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

/** Also the link the earnings page offers. */
export const TEACHING_EARNINGS_CSV_PATH = '/v1/teaching/earnings.csv';

export const downloadTeachingEarningsCsv = defineRawEndpoint({
  method: 'GET',
  path: TEACHING_EARNINGS_CSV_PATH,
  access: 'user',
  errors: ['NotATeacher'],
  summary:
    'Every earnings row of the signed-in teacher as a CSV download (attachment), amounts in USD with 2 decimals, times in ISO 8601 UTC. 403 NotATeacher for anyone else.',
  rawResponse: 'text/csv',
});
