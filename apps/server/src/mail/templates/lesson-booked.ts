import { type ConfirmationProps, CONFIRMATION_COMMON, joinParagraph, renderConfirmation } from '../booking-parts';
import { formatWhen, type MailLocale, type RenderedMail } from '../mail';
import { lessonTitle } from './lesson-cancelled';

export interface LessonBookedProps extends ConfirmationProps {
  /** The lesson's language code (`spanish`): named in the reader's language. */
  readonly language: string;
  readonly minutes: number;
  readonly isTrial: boolean;
  readonly start: number;
  readonly roomLink: string;
}

const TEXTS: Record<
  MailLocale,
  {
    subject: (title: string) => string;
    booked: (o: { title: string; minutes: number; trial: boolean; teacher: string; when: string }) => string;
  }
> = {
  en: {
    subject: (title) => `Your lesson is booked: ${title}`,
    booked: ({ title, minutes, trial, teacher, when }) =>
      `You booked a ${minutes}-minute ${trial ? 'trial ' : ''}${title} with ${teacher} on ${when}.`,
  },
  es: {
    subject: (title) => `Clase particular reservada: ${title}`,
    booked: ({ title, minutes, trial, teacher, when }) =>
      `Has reservado una clase ${trial ? 'de prueba ' : ''}de ${minutes} minutos, ${title}, con ${teacher} el ${when}.`,
  },
};

/** A student booked a one-to-one lesson (`POST /v1/lessons`): when, with whom, how long, the room rule, what they paid. */
export function renderLessonBookedMail(props: LessonBookedProps): RenderedMail {
  const { locale } = props.reader;
  const t = TEXTS[locale];
  const title = lessonTitle(props.language, locale);
  const join = joinParagraph(locale, props.roomLink);
  return renderConfirmation({
    props,
    subject: t.subject(title),
    booked: t.booked({
      title,
      minutes: props.minutes,
      trial: props.isTrial,
      teacher: props.teacherName,
      when: formatWhen(props.start, props.reader),
    }),
    middle: { text: [join.text], html: [join.html] },
    calendarNote: CONFIRMATION_COMMON[locale].calendar,
  });
}
