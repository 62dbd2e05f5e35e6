import { type Instant, toEpochMs } from './instant';
import { resolveZone } from './zone';

/** 000 §3 / 001 §3: `is_am` 1 (or true) means the 12-hour clock. */
export type ClockPreference = boolean | 0 | 1 | null | undefined;

/** The display locale used when none is given: the specs' texts are English. */
export const DEFAULT_DISPLAY_LOCALE = 'en-US';

// Built with Intl alone (no luxon): every card shows a time, and pages that only display times
// should not download a calendar library. Formatters are costly to build, so they are kept.
const FORMATTER_CACHE_LIMIT = 200;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter({
  zone,
  locale,
  options,
}: {
  zone: string | null | undefined;
  locale: string | undefined;
  options: Intl.DateTimeFormatOptions;
}): Intl.DateTimeFormat {
  const timeZone = resolveZone(zone);
  const key = `${locale ?? ''}|${timeZone}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    let resolvedLocale = locale ?? DEFAULT_DISPLAY_LOCALE;
    try {
      Intl.DateTimeFormat.supportedLocalesOf(resolvedLocale);
    } catch {
      resolvedLocale = DEFAULT_DISPLAY_LOCALE;
    }
    cached = new Intl.DateTimeFormat(resolvedLocale, { ...options, timeZone });
    if (formatters.size >= FORMATTER_CACHE_LIMIT) formatters.clear();
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * The date of an instant in the user's zone, weekday included: `Tue, Nov 24, 2026` (en-US),
 * `mar, 24 nov 2026` (es). Pages show times "in the user's timezone_iana" (000 §2.B, 001 §6).
 */
export function formatZonedDate({
  instant,
  zone,
  locale,
}: {
  instant: Instant;
  zone: string | null | undefined;
  locale?: string | undefined;
}): string {
  return formatter({ zone, locale, options: { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' } }).format(
    toEpochMs(instant, 'instant'),
  );
}

/**
 * Day and month in the user's zone, for "From 29 March ...": `March 29` (en-US), `29 de marzo` (es).
 * @example formatZonedDayMonth({ instant: Date.parse('2026-03-29T09:00:00Z'), zone: 'Europe/Madrid', locale: 'en-GB' }) // '29 March'
 */
export function formatZonedDayMonth({
  instant,
  zone,
  locale,
}: {
  instant: Instant;
  zone: string | null | undefined;
  locale?: string | undefined;
}): string {
  return formatter({ zone, locale, options: { month: 'long', day: 'numeric' } }).format(toEpochMs(instant, 'instant'));
}

/** The clock time in the user's zone: `6:30 PM` with the 12-hour preference, `18:30` without. */
export function formatZonedTime({
  instant,
  zone,
  isAm,
  locale,
}: {
  instant: Instant;
  zone: string | null | undefined;
  isAm: ClockPreference;
  locale?: string | undefined;
}): string {
  const hourCycle = isAm === true || isAm === 1 ? 'h12' : 'h23';
  // Intl puts a narrow no-break space before AM/PM; a plain space keeps copy and tests predictable.
  return formatter({ zone, locale, options: { hour: 'numeric', minute: '2-digit', hourCycle } })
    .format(toEpochMs(instant, 'instant'))
    .replace(/\u202f/g, ' ');
}

/** `6:00 PM - 7:00 PM` / `18:00 - 19:00`: a class's start and end in the user's zone. */
export function formatZonedTimeRange({
  start,
  end,
  zone,
  isAm,
  locale,
}: {
  start: Instant;
  end: Instant;
  zone: string | null | undefined;
  isAm: ClockPreference;
  locale?: string | undefined;
}): string {
  return `${formatZonedTime({ instant: start, zone, isAm, locale })} - ${formatZonedTime({ instant: end, zone, isAm, locale })}`;
}

/**
 * The zone as pages name it next to a time: the IANA name and its offset at that instant
 * (`Europe/Berlin (GMT+01:00)`), so a reader in another zone is never misled. The offset is read
 * at the instant shown, so it follows DST.
 */
export function formatZoneLabel({ zone, instant }: { zone: string | null | undefined; instant: Instant }): string {
  const resolved = resolveZone(zone);
  const offset = formatter({ zone: resolved, locale: 'en-US', options: { timeZoneName: 'longOffset' } })
    .formatToParts(toEpochMs(instant, 'instant'))
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${resolved} (${!offset || offset === 'GMT+00:00' ? 'GMT' : offset})`;
}
