import { webUrl } from '@app/api';
import { isRepeatedWallTime, resolveZone } from '@app/domain';
import { DateTime } from 'luxon';
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import type { MailLocale } from '../mail/mail';
import { lessonTitle } from '../mail/templates/lesson-cancelled';
import type { CalendarEntry } from './calendar-entries';

const TEXTS: Record<
  MailLocale,
  {
    calendarName: string;
    withTeacher: (title: string, teacher: string) => string;
    courseClass: (title: string, index: number, count: number) => string;
    teaching: (title: string) => string;
    join: string;
    about: string;
  }
> = {
  en: {
    calendarName: 'Linguaroom classes',
    withTeacher: (title, teacher) => `${title} with ${teacher}`,
    courseClass: (title, index, count) => `${title} (class ${index} of ${count})`,
    teaching: (title) => `Teaching: ${title}`,
    join: 'Join from 10 minutes before the start:',
    about: 'Details:',
  },
  es: {
    calendarName: 'Clases de Linguaroom',
    withTeacher: (title, teacher) => `${title} con ${teacher}`,
    courseClass: (title, index, count) => `${title} (clase ${index} de ${count})`,
    teaching: (title) => `Impartes: ${title}`,
    join: 'Entra desde 10 minutos antes del inicio:',
    about: 'Detalles:',
  },
};

/**
 * The VTIMEZONE of a zone from the current IANA data (timezones-ical-library), so a calendar that
 * reads the block rather than its own tables still lands on the same wall time, and the TZID it
 * declares (an alias such as `UTC` comes back as `Etc/UTC`: events must name that one).
 */
function vtimezoneOf(zone: string): { tzid: string; block: string } | null {
  const found = tzlib_get_ical_block(zone);
  const [block, tzidLine] = Array.isArray(found) ? found : [];
  if (!block || !tzidLine?.startsWith('TZID=')) return null;
  return { tzid: tzidLine.slice('TZID='.length), block };
}

/**
 * Start and end in the reader's zone (Luxon: ical-generator writes a plain Date's host-local digits
 * under a TZID), or in UTC when the zone has no VTIMEZONE or a time falls in an hour the clocks
 * repeat, which a TZID time does not name reliably.
 */
function zonedTimes(entry: CalendarEntry, zone: string, tzid: string | null) {
  const inUtc = tzid === null || isRepeatedWallTime({ instant: entry.start, zone }) || isRepeatedWallTime({ instant: entry.end, zone });
  if (inUtc) return { start: new Date(entry.start), end: new Date(entry.end) };
  return { start: DateTime.fromMillis(entry.start, { zone: tzid }), end: DateTime.fromMillis(entry.end, { zone: tzid }), timezone: tzid };
}

export interface IcsReader {
  readonly email: string;
  readonly nickname: string;
  readonly locale: MailLocale;
  readonly zone: string;
}

/** The event title a reader sees: the topic (and course class number) with the teacher, or "Spanish lesson with Lucía". */
export function entrySummary(entry: CalendarEntry, locale: MailLocale): string {
  const t = TEXTS[locale];
  const base = entry.kind === 'lesson' ? lessonTitle(entry.title, locale) : entry.title;
  const titled = entry.classIndex !== null && entry.classCount !== null ? t.courseClass(base, entry.classIndex, entry.classCount) : base;
  return entry.teaching ? t.teaching(titled) : t.withTeacher(titled, entry.teacherName);
}

/**
 * An iCalendar (RFC 5545) file of `entries` for one reader: times in their zone (TZID with its
 * VTIMEZONE), a stable UID per entry, the room door's link (never the meeting's passcode), the
 * reader as the only attendee, cancelled entries as `STATUS:CANCELLED` with a higher SEQUENCE so a
 * subscribed calendar drops them.
 */
export function buildIcs({
  entries,
  reader,
  publicUrl,
  now,
}: {
  entries: readonly CalendarEntry[];
  reader: IcsReader;
  publicUrl: string;
  now: number;
}): string {
  const t = TEXTS[reader.locale];
  const zone = resolveZone(reader.zone);
  const vtimezone = vtimezoneOf(zone);
  const host = new URL(publicUrl).hostname;
  const calendar = ical({
    name: t.calendarName,
    prodId: { company: 'Linguaroom', product: 'classes', language: reader.locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone (ical-generator would write its events' times without a TZID); each
    // event names its own, and the generator adds the VTIMEZONE of every zone the events name.
    timezone: { name: null, generator: (tzid) => (vtimezone && tzid === vtimezone.tzid ? vtimezone.block : null) },
    url: publicUrl,
  });
  for (const entry of entries) {
    const roomUrl = webUrl(publicUrl, entry.roomPath);
    const pageUrl = webUrl(publicUrl, entry.pagePath);
    calendar.createEvent({
      id: `${entry.uid}@${host}`,
      sequence: entry.cancelled ? 1 : 0,
      stamp: new Date(now),
      ...zonedTimes(entry, zone, vtimezone?.tzid ?? null),
      summary: entrySummary(entry, reader.locale),
      description: `${t.join} ${roomUrl}\n${t.about} ${pageUrl}`,
      location: roomUrl,
      url: pageUrl,
      status: entry.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      attendees: [
        {
          email: reader.email,
          name: reader.nickname,
          role: entry.teaching ? ICalAttendeeRole.CHAIR : ICalAttendeeRole.REQ,
          status: entry.cancelled ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
        },
      ],
    });
  }
  return calendar.toString();
}
