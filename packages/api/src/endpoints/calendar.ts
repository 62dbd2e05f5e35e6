import { defineEndpoint } from '../contract/endpoint';
import { defineRawEndpoint } from '../contract/raw-endpoint';
import { IdParamSchema } from '../schemas/booking';
import { CalendarFeedCreatedResponseSchema, CalendarFeedFileParamSchema, CalendarFeedResponseSchema } from '../schemas/calendar';

export const getCalendarFeed = defineEndpoint({
  method: 'GET',
  path: '/v1/me/calendar-feed',
  access: 'user',
  summary: "The signed-in user's private calendar feed address (https and webcal), or null until they create one.",
  response: CalendarFeedResponseSchema,
});

export const resetCalendarFeed = defineEndpoint({
  method: 'POST',
  path: '/v1/me/calendar-feed',
  access: 'user',
  summary:
    'Creates the private calendar feed, or replaces its secret address: the old address stops answering at once (a calendar subscribed to it must subscribe again).',
  response: CalendarFeedCreatedResponseSchema,
});

export const downloadClassIcs = defineRawEndpoint({
  method: 'GET',
  path: '/v1/me/calendar/classes/:id{[0-9]+}',
  access: 'user',
  errors: ['NotFound'],
  summary: "The `.ics` of the signed-in user's booking of a class (a class seat, the class of a course seat, or a class they teach).",
  params: IdParamSchema,
  rawResponse: 'text/calendar',
});

export const downloadLessonIcs = defineRawEndpoint({
  method: 'GET',
  path: '/v1/me/calendar/lessons/:id{[0-9]+}',
  access: 'user',
  errors: ['NotFound'],
  summary: 'The `.ics` of a one-to-one lesson of the signed-in user (as student or teacher).',
  params: IdParamSchema,
  rawResponse: 'text/calendar',
});

export const getCalendarFeedIcs = defineRawEndpoint({
  method: 'GET',
  path: '/calendar/:file{[A-Za-z0-9_-]+\\.ics}',
  access: 'public',
  errors: ['NotFound'],
  summary:
    'The private calendar feed a calendar app subscribes to (no session: the token in `{token}.ics` is the key; an unknown or replaced one is NotFound).',
  params: CalendarFeedFileParamSchema,
  rawResponse: 'text/calendar',
});
export const classIcsUrl = ({ classId }: { classId: number }): string => `/api/v1/me/calendar/classes/${classId}`;
export const lessonIcsUrl = ({ lessonId }: { lessonId: number }): string => `/api/v1/me/calendar/lessons/${lessonId}`;
/** The feed address on `origin` (PUBLIC_URL); `.ics` at the end for the calendar apps that look for it. */
export const calendarFeedUrl = ({ origin, token }: { origin: string; token: string }): string => `${origin}/api/calendar/${token}.ics`;
