import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeHandOffClass, makeHandOffCourse, makeHandOffTeacher } from '../testing/booking-and-spots-builders';
import { TEACHER_ID } from '../testing/builders';
import {
  BOOKING_HAND_OFF_SESSION_KEY,
  buildClassBookingHandOff,
  buildCourseBookingHandOff,
  isCourseBookingHandOff,
} from './booking-hand-off';
import { parseBookingHandOff } from './booking-hand-off-reader';
import { BookingHandOffSchema } from './booking-hand-off-schema';

describe('buildClassBookingHandOff: 000 §3 "Booking hand-off record"', () => {
  it('copies the class and teacher fields, im_type A, class_amount 1, ISO UTC instants', () => {
    const record = buildClassBookingHandOff({
      groupClass: makeHandOffClass({ start_time: '2026-03-12T13:00:00+01:00', end_time: '2026-03-12T14:00:00+01:00' }),
      teacher: makeHandOffTeacher(),
    });
    expect(record).toEqual({
      sku_id: 77,
      language: 'english',
      avatar_file_name: 'ana.png',
      im_type: 'A',
      im_account: 'ana-im',
      group_class_id: 1,
      topic_id: 5,
      start_time: '2026-03-12T12:00:00.000Z',
      end_time: '2026-03-12T13:00:00.000Z',
      duration: 60,
      teacher_name: 'Ana',
      price: 1200,
      teacher_id: TEACHER_ID,
      topic_name: 'Small talk at work',
      is_pro: true,
      class_amount: 1,
      outlines: [],
    });
  });
  it('a teacher without avatar or im account gets empty strings; is_pro 0 is false', () => {
    const record = buildClassBookingHandOff({
      groupClass: makeHandOffClass(),
      teacher: makeHandOffTeacher({ avatar_file_name: null, im_account: null, is_pro: 0 }),
    });
    expect([record.avatar_file_name, record.im_account, record.is_pro]).toEqual(['', '', false]);
  });
  it('refuses to build a record it could not read back (duration 0)', () => {
    expect(() => buildClassBookingHandOff({ groupClass: makeHandOffClass({ duration: 0 }), teacher: makeHandOffTeacher() })).toThrow();
  });
});

describe('buildCourseBookingHandOff: "price (for a course, price times class_amount)"', () => {
  it('price 1500 per class x 4 classes = 6000, group_course_id, outlines in ISO', () => {
    const record = buildCourseBookingHandOff({ course: makeHandOffCourse(), teacher: makeHandOffTeacher() });
    expect(record.price).toBe(6000);
    expect(record.class_amount).toBe(4);
    expect(record.group_course_id).toBe(3);
    expect('group_class_id' in record).toBe(false);
    expect(record.sku_id).toBeNull();
    expect(record.outlines).toHaveLength(4);
    expect(record.outlines[0]).toEqual({
      class_title: 'Week 1',
      description: 'Session 1',
      start_time: '2026-03-13T12:00:00.000Z',
      end_time: '2026-03-13T13:00:00.000Z',
    });
  });
  it('property: price = per-class price x class_amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 20 }), (price, class_amount) => {
        expect(buildCourseBookingHandOff({ course: makeHandOffCourse({ price, class_amount }), teacher: makeHandOffTeacher() }).price).toBe(
          price * class_amount,
        );
      }),
    );
  });
});

describe('parseBookingHandOff: parse, do not cast, what the session holds', () => {
  it('uses the session key "group_class_booking"', () => {
    expect(BOOKING_HAND_OFF_SESSION_KEY).toBe('group_class_booking');
  });
  it('round-trips both records through JSON', () => {
    const klass = buildClassBookingHandOff({ groupClass: makeHandOffClass(), teacher: makeHandOffTeacher() });
    const course = buildCourseBookingHandOff({ course: makeHandOffCourse(), teacher: makeHandOffTeacher() });
    const readClass = parseBookingHandOff(JSON.stringify(klass));
    const readCourse = parseBookingHandOff(JSON.stringify(course));
    expect(readClass).toEqual(klass);
    expect(readCourse).toEqual(course);
    expect(readClass && isCourseBookingHandOff(readClass)).toBe(false);
    expect(readCourse && isCourseBookingHandOff(readCourse)).toBe(true);
  });
  it('returns null for nothing, bad JSON, a wrong im_type, a missing field, or both ids', () => {
    const klass = buildClassBookingHandOff({ groupClass: makeHandOffClass(), teacher: makeHandOffTeacher() });
    expect(parseBookingHandOff(null)).toBeNull();
    expect(parseBookingHandOff(undefined)).toBeNull();
    expect(parseBookingHandOff('{not json')).toBeNull();
    expect(parseBookingHandOff(JSON.stringify({ ...klass, im_type: 'B' }))).toBeNull();
    const withoutPrice: Partial<typeof klass> = { ...klass };
    delete withoutPrice.price;
    expect(parseBookingHandOff(JSON.stringify(withoutPrice))).toBeNull();
    expect(parseBookingHandOff(JSON.stringify({ ...klass, group_course_id: 3 }))).toBeNull();
    expect(parseBookingHandOff(JSON.stringify({ ...klass, start_time: 'tomorrow' }))).toBeNull();
  });
  it('property: any built record parses back to itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 0, max: 1e5 }),
        fc.boolean(),
        fc.string(),
        (id, price, pro, nickname) => {
          const record = buildClassBookingHandOff({
            groupClass: makeHandOffClass({ id, price }),
            teacher: makeHandOffTeacher({ is_pro: pro, nickname }),
          });
          expect(parseBookingHandOff(JSON.stringify(record))).toEqual(record);
          expect(BookingHandOffSchema.safeParse(record).success).toBe(true);
        },
      ),
    );
  });
});
