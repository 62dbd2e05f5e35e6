import { defineEndpoint } from '../contract/endpoint';
import { MyClassesQuerySchema, MyClassesResponseSchema } from '../schemas/my-classes';

export const getMyClasses = defineEndpoint({
  method: 'GET',
  path: '/v1/me/classes',
  access: 'user',
  summary: "The signed-in student's own single-class seats and course seats, upcoming (soonest first) or past (latest first), paged.",
  query: MyClassesQuerySchema,
  response: MyClassesResponseSchema,
});
