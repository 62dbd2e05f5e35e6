import { formatZonedDate, formatZonedTime, HOUR_MS, isRepeatedWallTime, readInZone } from '@app/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTL_LOCALE, type MailLocale } from '../mail/mail';
import { renderClassBookedMail } from '../mail/templates/class-booked';
import { parseIcs } from '../testing/parse-ics';
import { buildIcs } from './build-ics';

const ZONES = ['Europe/Madrid', 'America/New_York', 'America/Santiago', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham', 'UTC'];
/** Nights the clocks change in those zones (2026), so the runs land on them often, not by luck. */
const CHANGES = [
  '2026-03-29T01:00:00Z',
  '2026-10-25T01:00:00Z',
  '2026-03-08T07:00:00Z',
  '2026-11-01T06:00:00Z',
  '2026-04-05T03:00:00Z',
  '2026-09-06T04:00:00Z',
  '2026-04-04T15:00:00Z',
  '2026-10-03T15:30:00Z',
].map((iso) => Date.parse(iso));
const MINUTE = 60_000;

const instants = fc.oneof(
  fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2028, 11, 31) }),
  fc.tuple(fc.constantFrom(...CHANGES), fc.integer({ min: -3 * 60, max: 3 * 60 })).map(([at, minutes]) => at + minutes * MINUTE),
);

describe('issue 15 "the same wall time everywhere": class page, mail and .ics state one local time for the student', () => {
  it('property: over random instants (DST nights included), IANA zones, clocks and languages', () => {
    fc.assert(
      fc.property(
        instants.map((ms) => ms - (ms % MINUTE)),
        fc.constantFrom(...ZONES),
        fc.boolean(),
        fc.constantFrom<MailLocale>('en', 'es'),
        (start, zone, isAm, locale) => {
          const wall = readInZone({ instant: start, zone }).local_time;
          // The class page: useDisplayTime formats with these functions, the viewer's zone, clock and locale.
          const intl = INTL_LOCALE[locale];
          const pageTime = formatZonedTime({ instant: start, zone, isAm, locale: intl });
          const pageDate = formatZonedDate({ instant: start, zone, locale: intl });
          // Spanish writes 1:00 where English writes 01:00: the same time.
          expect(formatZonedTime({ instant: start, zone, isAm: false, locale: intl }).padStart(5, '0')).toBe(wall);

          const mail = renderClassBookedMail({
            reader: { nickname: 'Ana', zone, isAm, locale },
            teacherName: 'Lucía',
            paidCents: 1500,
            pageLink: 'https://x.example/group-class-online/class/1',
            title: 'Small talk',
            start,
            roomLink: 'https://x.example/video-room/1',
          });
          expect(mail.text).toContain(`${pageDate} ${locale === 'es' ? 'a las' : 'at'} ${pageTime}`);

          const { events } = parseIcs(
            buildIcs({
              entries: [
                {
                  uid: 'class-1-seat-1',
                  start,
                  end: start + HOUR_MS,
                  kind: 'class',
                  title: 'Small talk',
                  classIndex: null,
                  classCount: null,
                  teacherName: 'Lucía',
                  teaching: false,
                  cancelled: false,
                  pagePath: '/group-class-online/class/1',
                  roomPath: '/video-room/1',
                },
              ],
              reader: { email: 'ana@students.test', nickname: 'Ana', locale, zone },
              publicUrl: 'https://x.example',
              now: start,
            }),
          );
          const event = events[0];
          expect(event?.start).toBe(start);
          // A calendar shows a UTC time in the reader's zone: the same wall time. A TZID time says it itself.
          if (!isRepeatedWallTime({ instant: start, zone }) && !isRepeatedWallTime({ instant: start + HOUR_MS, zone }))
            expect(event?.localStart).toBe(wall);
        },
      ),
      { numRuns: 300 },
    );
  });
});
