import { z } from 'zod';
import { ANALYTICS_CURRENCY, EVENT_CARD_LISTS, EVENT_PAGES, EVENTS_MAX_PER_BATCH, EVENT_PII_KEYS } from './event-names';

const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

const ItemId = z.string().trim().min(1).max(64);
const Position = z.number().int().min(0).max(10_000);
/** A money value in USD (major units, e.g. 15.5), with the currency named on the event. */
const UsdValue = z.number().min(0).max(1_000_000);
const Currency = z.literal(ANALYTICS_CURRENCY);

const PageViewProps = z.strictObject({ page: z.enum(EVENT_PAGES), item_id: ItemId.optional() });
const CardViewProps = z.strictObject({
  list: z.enum(EVENT_CARD_LISTS),
  item_type: z.enum(['class', 'course', 'teacher', 'topic']),
  item_id: ItemId,
  position: Position,
});
const TeacherCardProps = z.strictObject({
  teacher_id: ItemId,
  list: z.enum(EVENT_CARD_LISTS),
  position: Position.optional(),
  /** The search's `algo_detail.recipe_name`, so book clicks split by ranking (the sort test). */
  recipe_name: z.string().trim().min(1).max(64).optional(),
  value: UsdValue.optional(),
  currency: Currency.optional(),
});
const RecommendedTeachersProps = z.strictObject({
  teacher_id: ItemId,
  action: z.enum(['open_profile', 'book', 'favourite', 'unfavourite', 'reduce_similar', 'play_video', 'scroll']),
  position: Position.optional(),
});
const BookClickProps = z.strictObject({
  item_type: z.enum(['class', 'course']),
  item_id: ItemId,
  page: z.enum(EVENT_PAGES),
  value: UsdValue,
  currency: Currency,
});
const PurchaseProps = z.strictObject({ item_type: z.enum(['class', 'course']), item_id: ItemId, value: UsdValue, currency: Currency });
const MaterialDownloadProps = z.strictObject({ class_id: ItemId, file_id: ItemId.optional(), result: z.enum(['blob', 'direct']) });
/** 000 §4 "Share events carry method and content_type." */
const ShareProps = z.strictObject({
  method: z.string().trim().min(1).max(32),
  content_type: z.enum(['class', 'topic', 'course']),
  item_id: ItemId,
});
const PopupProps = z.strictObject({ popup_id: ItemId, action: z.enum(['view', 'cta', 'dismiss']) });

/** The props of every event name; the names are the whole vocabulary (anything else is a 400). */
export const EVENT_PROPS_SCHEMAS = {
  page_view: PageViewProps,
  card_view: CardViewProps,
  click_book_button: TeacherCardProps,
  interact_recommended_teachers: RecommendedTeachersProps,
  book_click: BookClickProps,
  purchase: PurchaseProps,
  material_download: MaterialDownloadProps,
  share: ShareProps,
  marketing_popup: PopupProps,
} as const;
export type EventName = keyof typeof EVENT_PROPS_SCHEMAS;
export const EVENT_NAMES = Object.keys(EVENT_PROPS_SCHEMAS) as EventName[];
export type EventProps<N extends EventName> = z.input<(typeof EVENT_PROPS_SCHEMAS)[N]>;

/**
 * 001 §9 identifiers: `booking_flow_id` (session key kp.booking_flow_id) while a booking is under
 * way, `user_id` (kp.user_id) when signed in, `browser_key` (cookie kp.browser.key) always when
 * the browser keeps cookies. Never an email or a name.
 */
const EventIdsSchema = z.strictObject({
  booking_flow_id: z
    .string()
    .regex(/^\w{1,64}$/)
    .optional(),
  user_id: z.number().int().positive().optional(),
  browser_key: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});

const envelope = {
  /** Client-made unique id: a retried batch stores each event once. */
  event_id: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  /** When it happened on the client (epoch ms); the report buckets by the server's receive time. */
  occurred_at: z.number().int().min(0),
  /** The page's path, without query or hash (those may carry search words). */
  path: z
    .string()
    .max(512)
    .regex(/^\/[^?#]*$/),
  ids: EventIdsSchema,
};

const eventVariants = EVENT_NAMES.map((name) => z.strictObject({ name: z.literal(name), ...envelope, props: EVENT_PROPS_SCHEMAS[name] }));

/** The first key path inside `value` that names personal data, or a string that looks like an email. */
export function findPersonalData(
  value: unknown,
  path: readonly (string | number)[] = [],
): { path: (string | number)[]; reason: 'key' | 'email' } | null {
  if (typeof value === 'string') return EMAIL_LIKE.test(value) ? { path: [...path], reason: 'email' } : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findPersonalData(item, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // The envelope's own `name` is the event name, not a person's.
      const isEventName = path.length === 0 && key === 'name';
      if (!isEventName && EVENT_PII_KEYS.includes(key.toLowerCase())) return { path: [...path, key], reason: 'key' };
      const found = findPersonalData(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/**
 * One event: refused when it carries personal data (checked first, so the 400 names the field
 * even where the strict schema would also refuse it), then parsed by its name's schema; an unknown
 * name is a 400 naming `name`.
 */
export const AnalyticsEventSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    const found = findPersonalData(value);
    if (found) {
      ctx.addIssue({
        code: 'custom',
        path: found.path,
        message: found.reason === 'key' ? 'personal data is not accepted in events' : 'an email address is not accepted in events',
        abort: true,
      });
      return;
    }
    const name = (value as { name?: unknown } | null)?.name;
    if (typeof name !== 'string' || !(EVENT_NAMES as string[]).includes(name)) {
      ctx.addIssue({
        code: 'custom',
        path: ['name'],
        message: `unknown event name; expected one of ${EVENT_NAMES.join(', ')}`,
        abort: true,
      });
    }
  })
  .pipe(z.discriminatedUnion('name', eventVariants as unknown as [(typeof eventVariants)[number], ...typeof eventVariants]));
export type AnalyticsEvent = z.output<typeof AnalyticsEventSchema>;

/** A typed event as the web client builds it. */
export type AnalyticsEventInput<N extends EventName = EventName> = N extends EventName
  ? {
      name: N;
      event_id: string;
      occurred_at: number;
      path: string;
      ids: z.input<typeof EventIdsSchema>;
      props: EventProps<N>;
    }
  : never;

export const EventBatchSchema = z.strictObject({
  events: z.array(AnalyticsEventSchema).min(1).max(EVENTS_MAX_PER_BATCH),
});
export type EventBatch = z.input<typeof EventBatchSchema>;

export const EventBatchResponseSchema = z.object({ data: z.object({ accepted: z.number().int(), duplicates: z.number().int() }) });
