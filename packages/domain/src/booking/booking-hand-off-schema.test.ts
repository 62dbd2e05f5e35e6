import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { makeHandOffClass, makeHandOffCourse, makeHandOffTeacher } from '../testing/booking-and-spots-builders';
import {
  type BookingHandOff,
  type BookingHandOffOutline,
  buildClassBookingHandOff,
  buildCourseBookingHandOff,
  type ClassBookingHandOff,
  type CourseBookingHandOff,
} from './booking-hand-off';
import { parseBookingHandOff } from './booking-hand-off-reader';
import {
  type BookingHandOffOutlineSchema,
  BookingHandOffSchema,
  type ClassBookingHandOffSchema,
  type CourseBookingHandOffSchema,
} from './booking-hand-off-schema';

const bySchema = (value: unknown) => {
  const parsed = BookingHandOffSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

const klass = buildClassBookingHandOff({ groupClass: makeHandOffClass(), teacher: makeHandOffTeacher() });
const course = buildCourseBookingHandOff({ course: makeHandOffCourse(), teacher: makeHandOffTeacher() });

/** Values a field may wrongly hold, and instants zod's datetime accepts or refuses at its edges. */
const oddValue = fc.oneof(
  fc.constantFrom(null, true, 'A', 'B', '', -1, 0, 0.5, 1, 2 ** 53, [], {}),
  fc.constantFrom(
    '2026-03-12T12:00:00Z',
    '2026-03-12T12:00:00.1234Z',
    '2026-03-12T12:00Z',
    '2026-03-12T12:00:00+01:00',
    '2026-03-12T24:00:00.000Z',
    '2024-02-29T00:00:00.000Z',
    '2026-02-29T00:00:00.000Z',
    '2000-02-29T00:00:00.000Z',
    '1900-02-29T00:00:00.000Z',
    '2026-04-31T00:00:00.000Z',
    '2026-13-01T00:00:00.000Z',
    '2026-03-12 12:00:00.000Z',
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);

/** A built record with some fields replaced, removed or added (an outline's too). */
const mutatedRecord = fc
  .record({
    base: fc.constantFrom<BookingHandOff>(klass, course),
    replace: fc.dictionary(fc.constantFrom(...Object.keys(course), 'group_class_id'), oddValue, { maxKeys: 2 }),
    remove: fc.subarray(Object.keys(course), { maxLength: 1 }),
    extra: fc.dictionary(fc.constantFrom('x', 'group_class_id', 'group_course_id', '__proto__'), oddValue, { maxKeys: 1 }),
    outline: fc.dictionary(fc.constantFrom('class_title', 'description', 'start_time', 'end_time', 'x'), oddValue, { maxKeys: 1 }),
  })
  .map(({ base, replace, remove, extra, outline }) => {
    const record: Record<string, unknown> = { ...base, ...replace, ...extra };
    for (const key of remove) Reflect.deleteProperty(record, key);
    if (Array.isArray(record.outlines) && isOutlineList(record.outlines))
      record.outlines = record.outlines.map((o) => ({ ...o, ...outline }));
    return record;
  });

function isOutlineList(value: unknown[]): value is object[] {
  return value.every((item) => typeof item === 'object' && item !== null);
}

describe('booking hand-off schemas: 000 §3 "Booking hand-off record"', () => {
  it('each schema has the plain type of booking-hand-off.ts (checked when the tests compile)', () => {
    expectTypeOf<z.output<typeof BookingHandOffOutlineSchema>>().toEqualTypeOf<BookingHandOffOutline>();
    expectTypeOf<z.output<typeof ClassBookingHandOffSchema>>().toEqualTypeOf<ClassBookingHandOff>();
    expectTypeOf<z.output<typeof CourseBookingHandOffSchema>>().toEqualTypeOf<CourseBookingHandOff>();
    expectTypeOf<z.output<typeof BookingHandOffSchema>>().toEqualTypeOf<BookingHandOff>();
  });

  it('accepts the built records', () => {
    expect(bySchema(klass)).toEqual(klass);
    expect(bySchema(course)).toEqual(course);
  });

  it('property: parseBookingHandOff (without zod) reads exactly what BookingHandOffSchema reads', () => {
    fc.assert(
      fc.property(mutatedRecord, (record) => {
        expect(parseBookingHandOff(JSON.stringify(record))).toEqual(bySchema(JSON.parse(JSON.stringify(record))));
      }),
      { numRuns: 500 },
    );
  });
});
