import { isJsonObject } from '../arguments/json-object';
import { BOOKING_HAND_OFF_IM_TYPE, type BookingHandOff, type BookingHandOffFields, type BookingHandOffOutline } from './booking-hand-off';

// The payment page reads the record back; it loads no zod for it, so the checks are written out
// here and property-tested against BookingHandOffSchema (booking-hand-off-schema.test.ts).

/** What `z.iso.datetime()` accepts: a real calendar date, `T`, hh:mm:ss with any fraction, `Z`. */
const STORED_INSTANT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?Z$/;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isStoredInstant(value: unknown): value is string {
  const match = typeof value === 'string' ? STORED_INSTANT_PATTERN.exec(value) : null;
  if (match === null) return false;
  const [year, month, day] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && leap ? 29 : DAYS_IN_MONTH[month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isInteger = (value: unknown): value is number => Number.isSafeInteger(value);
const isPositiveInteger = (value: unknown): value is number => isInteger(value) && value > 0;

const FIELD_CHECKS: { readonly [K in keyof BookingHandOffFields]-?: (value: unknown) => boolean } = {
  sku_id: (value) => value === null || isNumber(value) || isString(value),
  language: isString,
  avatar_file_name: isString,
  im_type: (value) => value === BOOKING_HAND_OFF_IM_TYPE,
  im_account: isString,
  topic_id: isInteger,
  start_time: isStoredInstant,
  end_time: isStoredInstant,
  duration: isPositiveInteger,
  teacher_name: isString,
  price: (value) => isNumber(value) && value >= 0,
  teacher_id: isInteger,
  topic_name: isString,
  is_pro: (value) => typeof value === 'boolean',
  class_amount: isPositiveInteger,
  outlines: (value) => Array.isArray(value) && value.every(isOutline),
};
const OUTLINE_KEYS = ['class_title', 'description', 'start_time', 'end_time'] as const;

function isOutline(value: unknown): value is BookingHandOffOutline {
  return (
    isJsonObject(value) &&
    Object.keys(value).length === OUTLINE_KEYS.length &&
    isString(value.class_title) &&
    isString(value.description) &&
    isStoredInstant(value.start_time) &&
    isStoredInstant(value.end_time)
  );
}

function isBookingHandOff(value: unknown): value is BookingHandOff {
  if (!isJsonObject(value)) return false;
  const idKey = 'group_class_id' in value ? 'group_class_id' : 'group_course_id';
  const checks = Object.entries(FIELD_CHECKS);
  return (
    Object.keys(value).length === checks.length + 1 &&
    isInteger(value[idKey]) &&
    checks.every(([key, check]) => key in value && check(value[key]))
  );
}

/**
 * "Parse, don't cast": reads the stored string back (`sessionStorage.getItem(BOOKING_HAND_OFF_SESSION_KEY)`).
 * `null` for a missing value, bad JSON or a record that fails `BookingHandOffSchema` (a strict
 * record: exactly one of group_class_id / group_course_id, no unknown keys).
 * @example parseBookingHandOff(sessionStorage.getItem(BOOKING_HAND_OFF_SESSION_KEY))
 */
export function parseBookingHandOff(raw: string | null | undefined): BookingHandOff | null {
  if (raw === null || raw === undefined) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return isBookingHandOff(value) ? value : null;
}
