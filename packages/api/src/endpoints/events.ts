import { defineEndpoint } from '../contract/endpoint';
import { EVENTS_MAX_BATCH_BYTES } from '../schemas/event-names';
import { EventBatchResponseSchema, EventBatchSchema } from '../schemas/events';
import {
  EventsReportQuerySchema,
  EventsReportResponseSchema,
  ExperimentAssignmentsQuerySchema,
  ExperimentAssignmentsResponseSchema,
} from '../schemas/events-report';

export const postEvents = defineEndpoint({
  method: 'POST',
  path: '/events',
  access: 'optional-user',
  csrfExempt: true,
  errors: ['TooManyEventsFromVisitor', 'TooManyEventsFromAddress'],
  summary:
    'First-party analytics: a batch of 1..50 events, at most 64 KB (413 above). Unknown names and personal data are a 400 naming the field. Also accepted without the CSRF header (navigator.sendBeacon cannot set one).',
  body: EventBatchSchema,
  response: EventBatchResponseSchema,
  maxBodyBytes: EVENTS_MAX_BATCH_BYTES,
});

export const getEventsReport = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/events_report',
  access: 'admin',
  summary:
    'Staff only (404 to anyone else): events per UTC day and name, the booking funnel and the experiment split over the last `days` (default 14).',
  query: EventsReportQuerySchema,
  response: EventsReportResponseSchema,
});

export const getExperimentAssignments = defineEndpoint({
  method: 'GET',
  path: '/v1/admin/experiment_assignments',
  access: 'admin',
  summary: "Staff only (404 to anyone else): one user's group in every 001 §9 experiment.",
  query: ExperimentAssignmentsQuerySchema,
  response: ExperimentAssignmentsResponseSchema,
});
