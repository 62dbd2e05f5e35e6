import { defineEndpoint } from '../contract/endpoint';
import { TeachingQuerySchema, TeachingResponseSchema } from '../schemas/teaching';

export const getTeaching = defineEndpoint({
  method: 'GET',
  path: '/v1/me/teaching',
  access: 'user',
  errors: ['NotATeacher'],
  summary:
    "The signed-in teacher's own group classes (with booked spots and whether they may cancel) and the one-to-one lessons booked with them, upcoming (soonest first) or past (latest first), paged. 403 NotATeacher for anyone else.",
  query: TeachingQuerySchema,
  response: TeachingResponseSchema,
});
