import { getCalendarFeed } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** The signed-in user's private calendar feed (`GET /v1/me/calendar-feed`), or null until created. */
export function calendarFeedQuery() {
  return apiQuery(getCalendarFeed);
}
