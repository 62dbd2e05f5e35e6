import { defineEndpoint } from '../contract/endpoint';
import { CalendarFeedCreatedResponseSchema, CalendarFeedResponseSchema } from '../schemas/calendar';

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

/** Not JSON: the `.ics` of the signed-in user's booking of a class (a class seat, the class of a course seat, or a class they teach). */
export const CLASS_ICS_PATH = '/v1/me/calendar/classes/:id';
/** Not JSON: the `.ics` of a one-to-one lesson of the signed-in user (as student or teacher). */
export const LESSON_ICS_PATH = '/v1/me/calendar/lessons/:id';
/** Not JSON, and no session: the private feed, the token in the address being the key. */
export const CALENDAR_FEED_PATH = '/calendar/:token';
export const classIcsUrl = ({ classId }: { classId: number }): string => `/api/v1/me/calendar/classes/${classId}`;
export const lessonIcsUrl = ({ lessonId }: { lessonId: number }): string => `/api/v1/me/calendar/lessons/${lessonId}`;
/** The feed address on `origin` (PUBLIC_URL); `.ics` at the end for the calendar apps that look for it. */
export const calendarFeedUrl = ({ origin, token }: { origin: string; token: string }): string => `${origin}/api/calendar/${token}.ics`;
