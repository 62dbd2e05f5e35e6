import { EVENTS_REPORT_DAYS, getEventsReport } from '@app/api';
import { apiQuery } from '../../../lib/api-query';

/** The events report of the last `EVENTS_REPORT_DAYS` days (the admin report page). */
export function eventsReportQuery() {
  return apiQuery(getEventsReport, { query: { days: EVENTS_REPORT_DAYS } });
}
