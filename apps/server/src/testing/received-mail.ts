import { simpleParser } from 'mailparser';
import { type ParsedEvent, parseIcs } from './parse-ics';

export interface ReadMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments: readonly { filename: string; contentType: string; content: string }[];
  /** The events of its `.ics` attachments, parsed with ical.js, and the zones they declare. */
  readonly calendar: { events: ParsedEvent[]; zones: string[] };
}

/** A raw message as an SMTP server received it, parsed as a mail client would (mailparser), its calendar files read with ical.js. */
export async function readReceivedMail(raw: string): Promise<ReadMail> {
  const parsed = await simpleParser(raw);
  const attachments = parsed.attachments.map((a) => ({
    filename: a.filename ?? '',
    contentType: a.contentType,
    content: a.content.toString('utf8'),
  }));
  const calendars = attachments.filter((a) => a.contentType === 'text/calendar').map((a) => parseIcs(a.content));
  return {
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    attachments,
    calendar: { events: calendars.flatMap((c) => c.events), zones: calendars.flatMap((c) => c.zones) },
  };
}
