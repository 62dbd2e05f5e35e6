import type { ActorKind } from '../outbox/domain-events';
import { html } from './html';
import { formatUsd, formatWhen, htmlDocument, htmlLink, type MailLocale, type MailReader, type RenderedMail } from './mail';

/** Who cancelled a booking for its student: their teacher, the course auto-cancel (000 §9), or our staff. */
export type CancelledBy = Exclude<ActorKind, 'student'>;

/** What every cancellation mail says: what, when, by whom, what came back, and where to read more. */
export interface CancellationProps {
  readonly reader: MailReader;
  /** The class or course title, or the lesson's name (`lessonTitle`). */
  readonly title: string;
  readonly start: number;
  readonly by: CancelledBy;
  /** USD cents back in the wallet; 0 when nothing was paid for it. */
  readonly refundedCents: number;
  /** Where the student reads the booking now (absolute). */
  readonly link: string;
  /** The group-class landing (absolute), to find another. */
  readonly findAnotherLink: string;
}

/** The sentences one cancellation mail (class, course, lesson) writes in one language. */
export interface CancellationTexts {
  readonly subject: Readonly<Record<CancelledBy, string>>;
  readonly why: Readonly<Record<CancelledBy, (quoted: string, when: string) => string>>;
  readonly findAnother: string;
}

/** The sentences every mail about a booking that ended (a cancellation, a student's own drop) shares. */
export const ENDED_BOOKING_TEXTS = {
  en: {
    hi: (name: string) => `Hi ${name},`,
    quote: (title: string) => `“${title}”`,
    refunded: (money: string) => `${money} is back in your wallet.`,
    nothing: 'Nothing was charged for it, so there is nothing to refund.',
    details: 'See the details:',
    button: 'See the details',
    sorry: 'We are sorry for the change.',
  },
  es: {
    hi: (name: string) => `Hola, ${name}:`,
    quote: (title: string) => `«${title}»`,
    refunded: (money: string) => `Te hemos devuelto ${money} al monedero.`,
    nothing: 'No se te cobró nada, así que no hay nada que reembolsar.',
    details: 'Mira los detalles:',
    button: 'Ver los detalles',
    sorry: 'Sentimos el cambio.',
  },
} satisfies Record<MailLocale, unknown>;

/** Renders a cancellation mail from its own sentences and the shared ones, in the reader's language, zone and clock. */
export function renderCancellation(props: CancellationProps, texts: Readonly<Record<MailLocale, CancellationTexts>>): RenderedMail {
  const { reader } = props;
  const c = ENDED_BOOKING_TEXTS[reader.locale];
  const t = texts[reader.locale];
  const why = t.why[props.by](c.quote(props.title), formatWhen(props.start, reader));
  const money = props.refundedCents > 0 ? c.refunded(formatUsd(props.refundedCents, reader.locale)) : c.nothing;
  const subject = t.subject[props.by];
  return {
    subject,
    text: `${c.hi(reader.nickname)}\n\n${why} ${money}\n\n${c.details}\n${props.link}\n\n${c.sorry} ${t.findAnother} ${props.findAnotherLink}`,
    html: htmlDocument({
      locale: reader.locale,
      subject,
      body: html`<p>${c.hi(reader.nickname)}</p>
        <p>${why} ${money}</p>
        ${htmlLink(props.link, c.button)}
        <p>${c.sorry} ${t.findAnother} <a href="${props.findAnotherLink}">${props.findAnotherLink}</a></p>`,
    }),
    link: props.link,
  };
}
