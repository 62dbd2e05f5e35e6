import { defineEndpoint } from '../contract/endpoint';
import {
  CreateCourseBodySchema,
  CreateCourseResponseSchema,
  ScheduleClassesBodySchema,
  ScheduleClassesResponseSchema,
  ScheduleOptionsResponseSchema,
} from '../schemas/teaching-schedule';

export const getScheduleOptions = defineEndpoint({
  method: 'GET',
  path: '/v1/teaching/schedule_options',
  access: 'user',
  errors: ['NotATeacher'],
  summary: "The signed-in teacher's topics open for scheduling (class topics and course topics) and the profile's time zone.",
  response: ScheduleOptionsResponseSchema,
});

export const scheduleClasses = defineEndpoint({
  method: 'POST',
  path: '/v1/teaching/classes',
  access: 'user',
  errors: [
    'NotATeacher',
    'NotFound',
    'NotYourTopic',
    'TopicNotSchedulable',
    'ScheduleDstGap',
    'ScheduleInPast',
    'ScheduleTooSoon',
    'ScheduleTooFar',
    'ScheduleOverlap',
  ],
  summary:
    "Schedule a class of one of the teacher's class topics at a local date and time in a zone, or a weekly series (weekdays x weeks), all or nothing, under the teacher's lock. Refused: a DST gap time (with the next valid time), in the past or less than 24 h ahead, more than a year ahead, overlapping the teacher's classes, course classes or booked lessons. `dry_run: true` answers every occurrence with its problems and writes nothing.",
  body: ScheduleClassesBodySchema,
  response: ScheduleClassesResponseSchema,
});

export const createCourse = defineEndpoint({
  method: 'POST',
  path: '/v1/teaching/courses',
  access: 'user',
  errors: [
    'NotATeacher',
    'NotFound',
    'NotYourTopic',
    'TopicNotSchedulable',
    'ScheduleDstGap',
    'ScheduleInPast',
    'ScheduleTooSoon',
    'ScheduleTooFar',
    'ScheduleOverlap',
  ],
  summary:
    "Create a course of one of the teacher's course topics: first class at a local date and time, then weekly on that weekday for class_amount classes, min/max spots and price per class; the course and its classes in one transaction under the teacher's lock, refused as the class schedule is (the first class at least 72 h ahead). `dry_run: true` previews.",
  body: CreateCourseBodySchema,
  response: CreateCourseResponseSchema,
});
