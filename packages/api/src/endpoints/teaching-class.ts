import { defineEndpoint } from '../contract/endpoint';
import { MarkAttendanceBodySchema, TeachingClassParamSchema, TeachingClassResponseSchema } from '../schemas/teaching-class';

export const getTeachingClass = defineEndpoint({
  method: 'GET',
  path: '/v1/teaching/classes/:id',
  access: 'user',
  errors: ['ClassNotExist', 'NotYourClass'],
  summary:
    "One class as its teacher sees it: the class, its booked students (nickname, avatar, level in the class's language, attendance mark) and what she may do now (cancel, join, mark attendance). 404 ClassNotExist for an unknown class, 403 NotYourClass for anyone but its teacher.",
  params: TeachingClassParamSchema,
  response: TeachingClassResponseSchema,
});

export const markClassAttendance = defineEndpoint({
  method: 'PUT',
  path: '/v1/teaching/classes/:id/attendance',
  access: 'user',
  errors: ['ClassNotExist', 'NotYourClass', 'ClassCancelled', 'AttendanceNotOpen', 'AttendanceClosed', 'StudentNotBooked'],
  summary:
    "The class's teacher marks booked students attended or absent, from the class's start until 7 days after its end; re-marking replaces a mark. Answers the class as GET does.",
  params: TeachingClassParamSchema,
  body: MarkAttendanceBodySchema,
  response: TeachingClassResponseSchema,
});
