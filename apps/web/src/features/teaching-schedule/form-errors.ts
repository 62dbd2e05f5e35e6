import { ApiClientError } from '@app/api';
import type { z } from 'zod';

/** The form fields a schedule or course request can refuse, by the name the form shows them under. */
export type ScheduleField =
  'topic_id' | 'date' | 'time' | 'zone' | 'weekdays' | 'weeks' | 'class_amount' | 'min_spots' | 'max_spots' | 'price' | 'outlines';

const FIELDS: ReadonlySet<string> = new Set<ScheduleField>([
  'topic_id',
  'date',
  'time',
  'zone',
  'weekdays',
  'weeks',
  'class_amount',
  'min_spots',
  'max_spots',
  'price',
  'outlines',
]);

/** A request path (`series.weeks`, `['series', 'weekdays', 0]`) as the form field it belongs to, or null. */
export function fieldOfPath(path: readonly PropertyKey[] | string): ScheduleField | null {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const name = parts[0] === 'series' ? parts[1] : parts[0];
  return name !== undefined && FIELDS.has(name) ? (name as ScheduleField) : null;
}

/** The fields a zod check refused (the shared body schema, the same the server validates with). */
export function fieldsOfZodError(error: z.ZodError): ScheduleField[] {
  return [...new Set(error.issues.map((issue) => fieldOfPath(issue.path)).filter((f): f is ScheduleField => f !== null))];
}

/** The field a server answer names for a bad input (400 InvalidRequest with `field`), else null. */
export function fieldOfApiError(error: unknown): ScheduleField | null {
  return error instanceof ApiClientError && error.code === 'InvalidRequest' && error.field ? fieldOfPath(error.field) : null;
}
