import { DROP_WINDOW_MS, HOUR_MS, JOIN_LEAD_MS, MINUTE_MS } from '@app/domain';
import { html, type SafeHtml } from './html';
import { formatUsd, htmlDocument, htmlLink, type MailLocale, type MailReader, type RenderedMail } from './mail';

/** The join rule's lead (000 §9 "join opens 10 min before start") and the 24 h cancel window, as the mails say them. */
const JOIN_MINUTES = JOIN_LEAD_MS / MINUTE_MS;
const CANCEL_HOURS = DROP_WINDOW_MS / HOUR_MS;

/** What every booking confirmation (class, course, lesson) shows besides its own first sentence. */
export interface ConfirmationProps {
  readonly reader: MailReader;
  readonly teacherName: string;
  readonly paidCents: number;
  /** The booking's page (absolute). */
  readonly pageLink: string;
}

/** The sentences all confirmations share, in each language. */
export const CONFIRMATION_COMMON = {
  en: {
    hi: (name: string) => `Hi ${name},`,
    quote: (title: string) => `“${title}”`,
    paid: (money: string) => `You paid ${money}.`,
    join: (room: string) => `Join from ${JOIN_MINUTES} minutes before the start at ${room}`,
    joinEach: `Join each class from ${JOIN_MINUTES} minutes before its start, at its link:`,
    details: 'See your booking:',
    button: 'See your booking',
    calendar: 'The calendar file attached adds it to your calendar.',
    calendarCourse: 'The calendar file attached adds every class to your calendar.',
    cancelRule: `You can cancel until ${CANCEL_HOURS} hours before the start and get your money back.`,
  },
  es: {
    hi: (name: string) => `Hola, ${name}:`,
    quote: (title: string) => `«${title}»`,
    paid: (money: string) => `Has pagado ${money}.`,
    join: (room: string) => `Entra desde ${JOIN_MINUTES} minutos antes del inicio en ${room}`,
    joinEach: `Entra en cada clase desde ${JOIN_MINUTES} minutos antes de su inicio, por su enlace:`,
    details: 'Mira tu reserva:',
    button: 'Ver tu reserva',
    calendar: 'El archivo de calendario adjunto la añade a tu calendario.',
    calendarCourse: 'El archivo de calendario adjunto añade todas las clases a tu calendario.',
    cancelRule: `Puedes cancelar hasta ${CANCEL_HOURS} horas antes del inicio y recuperar tu dinero.`,
  },
} satisfies Record<MailLocale, unknown>;

/**
 * A confirmation in both parts: the greeting, `booked` (what, with whom, when) and what was paid,
 * the `middle` paragraphs (the room rule, the course's classes), the booking's link, the calendar
 * note and the cancel rule. `middle` is given as text paragraphs and as their HTML.
 */
export function renderConfirmation({
  props,
  subject,
  booked,
  middle,
  calendarNote,
}: {
  props: ConfirmationProps;
  subject: string;
  booked: string;
  middle: { text: readonly string[]; html: readonly SafeHtml[] };
  calendarNote: string;
}): RenderedMail {
  const { reader } = props;
  const c = CONFIRMATION_COMMON[reader.locale];
  const paid = c.paid(formatUsd(props.paidCents, reader.locale));
  const text = [
    c.hi(reader.nickname),
    `${booked} ${paid}`,
    ...middle.text,
    `${c.details}\n${props.pageLink}`,
    `${calendarNote} ${c.cancelRule}`,
  ].join('\n\n');
  return {
    subject,
    text,
    html: htmlDocument({
      locale: reader.locale,
      subject,
      body: html`<p>${c.hi(reader.nickname)}</p>
        <p>${booked} ${paid}</p>
        ${middle.html} ${htmlLink(props.pageLink, c.button)}
        <p>${calendarNote} ${c.cancelRule}</p>`,
    }),
    link: props.pageLink,
  };
}

/** "Join from 10 minutes before the start at <room>", the room a link in the HTML part. */
export function joinParagraph(locale: MailLocale, roomLink: string): { text: string; html: SafeHtml } {
  const c = CONFIRMATION_COMMON[locale];
  const text = c.join(roomLink);
  const before = text.slice(0, text.length - roomLink.length);
  return { text, html: html`<p>${before}<a href="${roomLink}">${roomLink}</a></p>` };
}
