import { defineEndpoint } from '../contract/endpoint';
import { CheckBookStatusResponseSchema, IdParamSchema } from '../schemas/booking';
import {
  BookCourseBodySchema,
  BookCourseResponseSchema,
  CancelCourseResponseSchema,
  CourseDetailResponseSchema,
  CourseOrderDetailResponseSchema,
} from '../schemas/course';

export const getCourseDetail = defineEndpoint({
  method: 'GET',
  path: '/v3/group_class/courses/:id',
  access: 'optional-user',
  errors: ['NotFound'],
  summary: 'A group course with its outlines and course_students (000 §7), its teacher and topic. Materials only for booked students.',
  params: IdParamSchema,
  response: CourseDetailResponseSchema,
});

export const checkCourseBookStatus = defineEndpoint({
  method: 'GET',
  path: '/v2/group_class/courses/:id/check_book_status',
  access: 'user',
  summary: 'The booking check of 000 §8 for a course and the signed-in student: CanBook or the refusal code.',
  params: IdParamSchema,
  response: CheckBookStatusResponseSchema,
});

export const bookCourse = defineEndpoint({
  method: 'POST',
  path: '/v3/group_class/courses/:id/actions/BOOK',
  access: 'user',
  errors: [
    'NotFound',
    'ConfirmEmailRequired',
    'TimeNotAvailable',
    'ClassNotExist',
    'ClassCancelled',
    'ClassStart',
    'ClassEnd',
    'SpotEmpty',
    'HasBooked',
    'CantBookBySelf',
    'InsufficientBalance',
  ],
  idempotent: true,
  summary:
    'Pay price x class_amount once from the wallet and take a course seat plus a seat in each of its classes, in one transaction that locks the course row.',
  params: IdParamSchema,
  body: BookCourseBodySchema,
  response: BookCourseResponseSchema,
});

export const cancelCourseSpot = defineEndpoint({
  method: 'POST',
  path: '/v3/group_class/courses/:id/actions/CANCEL',
  access: 'user',
  errors: ['NotFound', 'ClassCancelled', 'CourseNotCancellable', 'CancelWindowClosed', 'TeacherCancelNotAllowed'],
  summary:
    "Cancel a course spot (000 §4): only more than 24 h before the course start; cancels its class seats and refunds the course charge exactly once. For the course's teacher: cancels the whole course (before it starts, while fewer than 2 spots are taken), refunding every seat once.",
  params: IdParamSchema,
  response: CancelCourseResponseSchema,
});

export const getCourseOrder = defineEndpoint({
  method: 'GET',
  path: '/v3/group_class/course_orders/:id',
  access: 'user',
  errors: ['NotFound'],
  summary: 'The group-course order detail (000 §2, id = course seat id): only its own student may read it.',
  params: IdParamSchema,
  response: CourseOrderDetailResponseSchema,
});
