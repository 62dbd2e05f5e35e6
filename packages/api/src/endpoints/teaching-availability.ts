import { defineEndpoint } from '../contract/endpoint';
import { AvailabilityBodySchema, AvailabilityResponseSchema } from '../schemas/teaching-availability';

export const getAvailability = defineEndpoint({
  method: 'GET',
  path: '/v1/teaching/availability',
  access: 'user',
  errors: ['NotATeacher'],
  summary:
    "The signed-in teacher's one-to-one hours: weekly ranges and today's and later date exceptions in her zone (the profile's until she saves), her lesson offer (trial, prices, instant booking) and how many open slots they give.",
  response: AvailabilityResponseSchema,
});

export const putAvailability = defineEndpoint({
  method: 'PUT',
  path: '/v1/teaching/availability',
  access: 'user',
  errors: ['NotATeacher', 'InvalidRequest'],
  summary:
    "Set the signed-in teacher's weekly hours, date exceptions and lesson offer at once. Her open slots for the next 56 days are written again from them, minus her classes and booked lessons (which stay as they are); students' booking pages and the teacher search read those slots. 400 InvalidRequest names the field (`weekly.2.end`, `exceptions.0.date`, `offer.trial_price`).",
  body: AvailabilityBodySchema,
  response: AvailabilityResponseSchema,
});
