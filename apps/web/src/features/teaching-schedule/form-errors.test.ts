import { ApiClientError, CreateCourseBodySchema, ScheduleClassesBodySchema } from '@app/api';
import { describe, expect, it } from 'vitest';
import { fieldOfApiError, fieldOfPath, fieldsOfZodError } from './form-errors';

describe('schedule form errors: next to the field they belong to', () => {
  it('maps series paths to the weekday and weeks fields', () => {
    expect(fieldOfPath(['series', 'weeks'])).toBe('weeks');
    expect(fieldOfPath('series.weekdays')).toBe('weekdays');
    expect(fieldOfPath(['date'])).toBe('date');
    expect(fieldOfPath(['dry_run'])).toBe(null);
  });

  it('reads the shared body schema: a bad date, an empty weekday list, too many classes', () => {
    const bad = ScheduleClassesBodySchema.safeParse({
      topic_id: 1,
      date: '2026-02-30',
      time: '10:00',
      zone: 'UTC',
      series: { weekdays: [], weeks: 2 },
    });
    expect(bad.success).toBe(false);
    if (!bad.success) expect(fieldsOfZodError(bad.error)).toEqual(['date', 'weekdays']);
    const many = ScheduleClassesBodySchema.safeParse({
      topic_id: 1,
      date: '2026-03-02',
      time: '10:00',
      zone: 'UTC',
      series: { weekdays: [1, 2, 3, 4, 5, 6, 7], weeks: 6 },
    });
    if (!many.success) expect(fieldsOfZodError(many.error)).toEqual(['weeks']);
    const course = CreateCourseBodySchema.safeParse({
      topic_id: 1,
      date: '2026-03-02',
      time: '10:00',
      zone: 'UTC',
      class_amount: 4,
      min_spots: 5,
      max_spots: 3,
      price: 1200,
    });
    if (!course.success) expect(fieldsOfZodError(course.error)).toEqual(['min_spots']);
  });

  it("reads a server's InvalidRequest field, nothing else", () => {
    expect(fieldOfApiError(new ApiClientError({ status: 400, code: 'InvalidRequest', message: 'x', field: 'series.weeks' }))).toBe('weeks');
    expect(fieldOfApiError(new ApiClientError({ status: 409, code: 'ScheduleOverlap', message: 'x', field: 'time' }))).toBe(null);
  });
});
