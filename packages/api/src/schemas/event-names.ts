// The events' names and limits, apart from their schemas (events.ts): the pages that send events
// read these, and need no zod for them.

/** At most this many events in one `POST /api/events` batch. */
export const EVENTS_MAX_PER_BATCH = 50;
/** At most this many bytes of JSON in one batch (the server answers 413 above it, before parsing). */
export const EVENTS_MAX_BATCH_BYTES = 64 * 1024;
/** 000 §9 / 001 §9 "The currency in analytics is USD.": every money value in an event is in USD. */
export const ANALYTICS_CURRENCY = 'USD';

/**
 * Keys that would carry personal data. An event naming one anywhere is refused (400 naming the
 * key): events identify people only by user id, browser key and booking-flow id.
 */
export const EVENT_PII_KEYS: readonly string[] = [
  'email',
  'e_mail',
  'mail',
  'name',
  'nickname',
  'first_name',
  'last_name',
  'full_name',
  'firstname',
  'lastname',
  'phone',
  'phone_number',
  'address',
  'password',
  'ip',
  'ip_address',
];

/** The pages a `page_view` names; one per web route of DESIGN.md "Entry points and routes". */
export const EVENT_PAGES = [
  'landing',
  'group_class_search',
  'teacher_group_class',
  'teacher_search',
  'instant_lessons',
  'teacher_profile',
  'topic',
  'class',
  'course',
  'course_order',
  'course_class',
  'payment',
  'my_classes',
  'wallet',
] as const;
export type EventPage = (typeof EVENT_PAGES)[number];

/** The lists whose cards send `card_view` (001 §9 "every third card"). */
export const EVENT_CARD_LISTS = [
  'landing',
  'group_class_search',
  'teacher_group_class',
  'teacher_search',
  'instant_lessons',
  'recommended_teachers',
  'other_classes',
] as const;
export type EventCardList = (typeof EVENT_CARD_LISTS)[number];
