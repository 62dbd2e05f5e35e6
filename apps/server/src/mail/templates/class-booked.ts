import { type ConfirmationProps, CONFIRMATION_COMMON, joinParagraph, renderConfirmation } from '../booking-parts';
import { formatWhen, type MailLocale, type RenderedMail } from '../mail';

export interface ClassBookedProps extends ConfirmationProps {
  readonly title: string;
  readonly start: number;
  /** The class's video room door (absolute): it applies the join rule; never the meeting's passcode. */
  readonly roomLink: string;
}

const TEXTS: Record<
  MailLocale,
  { subject: (quoted: string) => string; booked: (quoted: string, teacher: string, when: string) => string }
> = {
  en: {
    subject: (quoted) => `You're booked: ${quoted}`,
    booked: (quoted, teacher, when) => `You booked the class ${quoted} with ${teacher} on ${when}.`,
  },
  es: {
    subject: (quoted) => `Reserva confirmada: ${quoted}`,
    booked: (quoted, teacher, when) => `Has reservado la clase ${quoted} con ${teacher} el ${when}.`,
  },
};

/** A student booked a seat in a single group class (000 §4 BOOK): when in their zone and clock, the teacher, the room rule, what they paid. */
export function renderClassBookedMail(props: ClassBookedProps): RenderedMail {
  const { locale } = props.reader;
  const t = TEXTS[locale];
  const quoted = CONFIRMATION_COMMON[locale].quote(props.title);
  const join = joinParagraph(locale, props.roomLink);
  return renderConfirmation({
    props,
    subject: t.subject(quoted),
    booked: t.booked(quoted, props.teacherName, formatWhen(props.start, props.reader)),
    middle: { text: [join.text], html: [join.html] },
    calendarNote: CONFIRMATION_COMMON[locale].calendar,
  });
}
