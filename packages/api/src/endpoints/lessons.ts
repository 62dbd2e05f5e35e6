import { defineEndpoint } from '../contract/endpoint';
import {
  BookLessonBodySchema,
  BookLessonResponseSchema,
  CancelLessonResponseSchema,
  LessonBookingOptionsQuerySchema,
  LessonBookingOptionsResponseSchema,
  LessonIdParamSchema,
} from '../schemas/lessons';

export const getLessonBookingOptions = defineEndpoint({
  method: 'GET',
  path: '/v1/lessons/booking_options',
  access: 'optional-user',
  errors: ['NotFound'],
  summary:
    'One-to-one booking page: the teacher, the lessons offered to this viewer, the open slots of the next 14 days, the balance; 404 for an unknown teacher or a language they do not teach.',
  query: LessonBookingOptionsQuerySchema,
  response: LessonBookingOptionsResponseSchema,
});

export const bookLesson = defineEndpoint({
  method: 'POST',
  path: '/v1/lessons',
  access: 'user',
  errors: [
    'NotFound',
    'ConfirmEmailRequired',
    'OwnLesson',
    'TrialNotAvailable',
    'OptionNotOffered',
    'SlotNotAvailable',
    'TimeNotAvailable',
    'InsufficientBalance',
  ],
  idempotent: true,
  summary:
    'Book a one-to-one lesson from the wallet: one transaction that locks the teacher, re-checks the rules, takes the slots, charges and uses the trial.',
  body: BookLessonBodySchema,
  response: BookLessonResponseSchema,
});

export const cancelLesson = defineEndpoint({
  method: 'POST',
  path: '/v1/lessons/:id/actions/CANCEL',
  access: 'user',
  errors: ['NotFound', 'LessonCancelled', 'LessonStarted', 'LessonCancelWindowClosed'],
  summary:
    "Cancel a lesson. Its student: more than 24 h before its start, reopening its slots (409 LessonCancelWindowClosed within 24 h). Its teacher: until the start, slots stay closed (409 LessonStarted after). The student is refunded once either way; balance is the caller's.",
  params: LessonIdParamSchema,
  response: CancelLessonResponseSchema,
});
