import { ApiClientError, type AvailabilityBody, AvailabilityBodySchema, type AvailabilityView } from '@app/api';
import {
  AVAILABILITY_PROBLEM_MESSAGES,
  type AvailabilityProblem,
  LESSON_OFFER_PROBLEM_MESSAGES,
  type LessonOfferProblem,
} from '@app/domain';

export type Problem = AvailabilityProblem | LessonOfferProblem;

/** One range row as the form edits it; `key` keeps React's rows stable while rows are added and removed. */
export interface RangeRow {
  readonly key: string;
  readonly start: string;
  readonly end: string;
}

export interface ExceptionRow {
  readonly key: string;
  readonly date: string;
  /** No ranges: a day off. */
  readonly ranges: readonly RangeRow[];
}

export interface AvailabilityValues {
  readonly zone: string;
  /** Ranges of ISO weekdays 1..7, at index weekday - 1. */
  readonly days: readonly (readonly RangeRow[])[];
  readonly exceptions: readonly ExceptionRow[];
  readonly hasTrial: boolean;
  readonly trial: string;
  readonly regular: string;
  readonly instant: boolean;
}

let serial = 0;
export const rowKey = (): string => `row-${(serial += 1)}`;

const toDollars = (cents: number): string => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** Dollars as typed (`15`, `15.5`, `15,50`) to cents; anything else is NaN, which the schema refuses at the field. */
export function toCents(text: string): number {
  const normalized = text.trim().replace(',', '.');
  return /^\d{1,6}(\.\d{1,2})?$/.test(normalized) ? Math.round(Number(normalized) * 100) : Number.NaN;
}

export function valuesOf(view: AvailabilityView): AvailabilityValues {
  return {
    zone: view.zone,
    days: [1, 2, 3, 4, 5, 6, 7].map((weekday) =>
      view.weekly.filter((r) => r.weekday === weekday).map((r) => ({ key: rowKey(), start: r.start, end: r.end })),
    ),
    exceptions: view.exceptions.map((e) => ({
      key: rowKey(),
      date: e.date,
      ranges: e.ranges.map((r) => ({ key: rowKey(), start: r.start, end: r.end })),
    })),
    hasTrial: view.offer.has_trial,
    trial: toDollars(view.offer.trial_price),
    regular: toDollars(view.offer.min_price),
    instant: view.offer.instant_booking,
  };
}

/**
 * The request body, and where each weekly range went in it: `weekly.N` of the body is the range
 * `rangeKeys[N]` of the form, so an error at `weekly.3.end` lands on its row.
 */
export function bodyOf(values: AvailabilityValues): { body: AvailabilityBody; rangeKeys: string[] } {
  const rangeKeys: string[] = [];
  const weekly = values.days.flatMap((ranges, i) =>
    ranges.map((r) => {
      rangeKeys.push(r.key);
      return { weekday: i + 1, start: r.start, end: r.end };
    }),
  );
  return {
    rangeKeys,
    body: {
      zone: values.zone.trim(),
      weekly,
      exceptions: values.exceptions.map((e) => ({ date: e.date, ranges: e.ranges.map((r) => ({ start: r.start, end: r.end })) })),
      offer: {
        has_trial: values.hasTrial,
        trial_price: toCents(values.trial),
        min_price: toCents(values.regular),
        instant_booking: values.instant,
      },
    },
  };
}

/** Errors by the form's own field ids: `zone`, `range:<key>:start`, `exception:<key>:date`, `offer.trial_price`. */
export type FormErrors = Readonly<Record<string, Problem>>;

/** A request path as the form field it names (`weekly.3.end` → `range:<key>:end`), or null. */
export function fieldIdOf(path: readonly PropertyKey[], values: AvailabilityValues, rangeKeys: readonly string[]): string | null {
  const [section, index, field, rangeIndex, rangeField] = path.map(String);
  if (section === 'zone') return 'zone';
  if (section === 'offer' && index) return `offer.${index}`;
  if (section === 'weekly' && index !== undefined) {
    const key = rangeKeys[Number(index)];
    return key ? `range:${key}:${field === 'end' ? 'end' : 'start'}` : null;
  }
  if (section === 'exceptions' && index !== undefined) {
    const exception = values.exceptions[Number(index)];
    if (!exception) return 'exceptions';
    if (field === 'ranges' && rangeIndex !== undefined) {
      const range = exception.ranges[Number(rangeIndex)];
      return range ? `range:${range.key}:${rangeField === 'end' ? 'end' : 'start'}` : `exception:${exception.key}:date`;
    }
    return `exception:${exception.key}:date`;
  }
  return section === 'exceptions' ? 'exceptions' : null;
}

/** The shared schema's problems, by field id (the first problem of each field). */
export function checkValues(values: AvailabilityValues): { body: AvailabilityBody | null; errors: FormErrors } {
  const { body, rangeKeys } = bodyOf(values);
  const parsed = AvailabilityBodySchema.safeParse(body);
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: Record<string, Problem> = {};
  for (const issue of parsed.error.issues) {
    const id = fieldIdOf(issue.path, values, rangeKeys);
    const problem =
      (issue as { params?: { problem?: Problem } }).params?.problem ?? (issue.path[0] === 'zone' ? 'invalidZone' : 'invalidTime');
    if (id && !(id in errors)) errors[id] = problem;
  }
  return { body: null, errors };
}

const MESSAGES: readonly [string, Problem][] = [
  ...(Object.entries(AVAILABILITY_PROBLEM_MESSAGES) as [AvailabilityProblem, string][]).map(([p, m]) => [m, p] as [string, Problem]),
  ...(Object.entries(LESSON_OFFER_PROBLEM_MESSAGES) as [LessonOfferProblem, string][]).map(([p, m]) => [m, p] as [string, Problem]),
];

/**
 * The server's refusal of a field (400 InvalidRequest `field`, message `field: <the domain's text>`)
 * as a form error: the problem read back from the shared messages, so it shows in the display language.
 */
export function errorsOfApiError(error: unknown, values: AvailabilityValues, rangeKeys: readonly string[]): FormErrors | null {
  if (!(error instanceof ApiClientError) || error.code !== 'InvalidRequest' || !error.field) return null;
  const id = fieldIdOf(
    error.field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
    values,
    rangeKeys,
  );
  const text = error.message.slice(error.field.length + 2);
  const problem = MESSAGES.find(([m]) => m === text)?.[1] ?? 'invalidTime';
  return id ? { [id]: problem } : null;
}
