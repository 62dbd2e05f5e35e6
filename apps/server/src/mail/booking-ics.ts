import { buildIcs } from '../calendar/build-ics';
import { type EntryFilter, readCalendarEntries } from '../calendar/calendar-entries';
import type { Tx } from '../money/ledger';
import type { MailRecipient } from './mail-readers';
import { ICS_CONTENT_TYPE, type MailAttachment } from './queue-mail';

/**
 * The booking's calendar file, as `GET /v1/me/calendar/...` downloads it (the same entries, the same
 * builder, so the attachment and the download agree): the student's entries that `filter` finds and
 * `keep` picks (the booked seat, not an older cancelled one of the same class). None: no file.
 */
export async function bookingIcs(
  tx: Tx,
  {
    userId,
    reader,
    filter,
    keep,
    filename,
    publicUrl,
    now,
  }: {
    userId: number;
    reader: MailRecipient;
    filter: EntryFilter;
    keep: (uid: string) => boolean;
    filename: string;
    publicUrl: string;
    now: number;
  },
): Promise<MailAttachment[]> {
  const entries = (await readCalendarEntries(tx, { userId, filter })).filter((e) => keep(e.uid));
  if (entries.length === 0) return [];
  const content = buildIcs({
    entries,
    reader: { email: reader.email, nickname: reader.nickname, locale: reader.locale, zone: reader.zone },
    publicUrl,
    now,
  });
  return [{ filename, contentType: ICS_CONTENT_TYPE, content }];
}
