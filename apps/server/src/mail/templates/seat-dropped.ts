import { ENDED_BOOKING_TEXTS } from '../cancellation-parts';
import { html } from '../html';
import { formatUsd, formatWhen, htmlDocument, htmlLink, type MailLocale, type MailReader, type RenderedMail } from '../mail';

/** What the student left: a single class (drop), their course spot, or a lesson. */
export type DroppedKind = 'class' | 'course' | 'lesson';

export interface SeatDroppedProps {
  readonly reader: MailReader;
  readonly kind: DroppedKind;
  /** The class or course title, or the lesson's name (`lessonTitle`). */
  readonly title: string;
  readonly start: number;
  /** USD cents back in the wallet; 0 when nothing was paid for it. */
  readonly refundedCents: number;
  /** Where the cancelled booking is listed now (absolute). */
  readonly link: string;
  /** The group-class landing (absolute), to find another. */
  readonly findAnotherLink: string;
}

const TEXTS = {
  en: {
    subject: { class: 'You dropped the class', course: 'You cancelled your course spot', lesson: 'You cancelled your lesson' },
    done: {
      class: (q: string, when: string) => `You dropped the class ${q} on ${when}.`,
      course: (q: string, when: string) => `You cancelled your spot in the course ${q} starting ${when}.`,
      lesson: (q: string, when: string) => `You cancelled your lesson ${q} on ${when}.`,
    },
    findAnother: 'Find another one at',
  },
  es: {
    subject: { class: 'Has anulado la clase', course: 'Has cancelado tu plaza en el curso', lesson: 'Has cancelado tu clase particular' },
    done: {
      class: (q: string, when: string) => `Has anulado la clase ${q} del ${when}.`,
      course: (q: string, when: string) => `Has cancelado tu plaza en el curso ${q}, que empieza el ${when}.`,
      lesson: (q: string, when: string) => `Has cancelado tu clase particular ${q} del ${when}.`,
    },
    findAnother: 'Encuentra otra en',
  },
} satisfies Record<MailLocale, unknown>;

/** A student's own cancel (000 §4 drop class, cancel a course spot; a lesson): what they left, when it was, the refund. */
export function renderSeatDroppedMail(props: SeatDroppedProps): RenderedMail {
  const { reader } = props;
  const t = TEXTS[reader.locale];
  const c = ENDED_BOOKING_TEXTS[reader.locale];
  const done = t.done[props.kind](c.quote(props.title), formatWhen(props.start, reader));
  const money = props.refundedCents > 0 ? c.refunded(formatUsd(props.refundedCents, reader.locale)) : c.nothing;
  const subject = t.subject[props.kind];
  return {
    subject,
    text: `${c.hi(reader.nickname)}\n\n${done} ${money}\n\n${c.details}\n${props.link}\n\n${t.findAnother} ${props.findAnotherLink}`,
    html: htmlDocument({
      locale: reader.locale,
      subject,
      body: html`<p>${c.hi(reader.nickname)}</p>
        <p>${done} ${money}</p>
        ${htmlLink(props.link, c.button)}
        <p>${t.findAnother} <a href="${props.findAnotherLink}">${props.findAnotherLink}</a></p>`,
    }),
    link: props.link,
  };
}
