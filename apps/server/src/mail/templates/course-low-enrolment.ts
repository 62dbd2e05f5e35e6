import { COURSE_AUTO_CANCEL_LEAD_MS, HOUR_MS } from '@app/domain';
import { html } from '../html';
import { formatWhen, htmlDocument, htmlLink, type MailLocale, type MailReader, type RenderedMail } from '../mail';

export interface CourseLowEnrolmentProps {
  /** The course's teacher. */
  readonly reader: MailReader;
  readonly title: string;
  readonly start: number;
  /** Spots taken when it was cancelled, and the minimum it needed (`min_spots`). */
  readonly taken: number;
  readonly minSpots: number;
  /** Her teaching console (absolute), to schedule another. */
  readonly link: string;
}

const LEAD_HOURS = COURSE_AUTO_CANCEL_LEAD_MS / HOUR_MS;

const TEXTS = {
  en: {
    subject: 'Your course was cancelled: not enough students',
    hi: (name: string) => `Hi ${name},`,
    why: (title: string, when: string, taken: number, min: number) =>
      `Your course “${title}” starting ${when} was cancelled automatically ${LEAD_HOURS} hours before its start: ${taken} of the ${min} students it needs had joined.`,
    refunds: (taken: number) =>
      taken === 0 ? 'Nobody had joined, so nobody was charged.' : 'Everyone who joined got their money back, and we told them.',
    next: 'You can schedule it again from your teaching page:',
    button: 'Open my teaching page',
  },
  es: {
    subject: 'Tu curso se ha cancelado: no hay suficientes alumnos',
    hi: (name: string) => `Hola, ${name}:`,
    why: (title: string, when: string, taken: number, min: number) =>
      `Tu curso «${title}», que empezaba el ${when}, se ha cancelado automáticamente ${LEAD_HOURS} horas antes del inicio: se habían apuntado ${taken} de los ${min} alumnos que necesita.`,
    refunds: (taken: number) =>
      taken === 0
        ? 'No se había apuntado nadie, así que no se cobró a nadie.'
        : 'Hemos devuelto el dinero a quienes se apuntaron y les hemos avisado.',
    next: 'Puedes volver a programarlo desde tu página de profesor:',
    button: 'Abrir mi página de profesor',
  },
} satisfies Record<MailLocale, unknown>;

/** To the teacher: the system auto-cancelled her course for low enrolment (000 §9: 24 h before its start, fewer than its minimum). */
export function renderCourseLowEnrolmentMail(props: CourseLowEnrolmentProps): RenderedMail {
  const { reader } = props;
  const t = TEXTS[reader.locale];
  const why = t.why(props.title, formatWhen(props.start, reader), props.taken, props.minSpots);
  const refunds = t.refunds(props.taken);
  return {
    subject: t.subject,
    text: `${t.hi(reader.nickname)}\n\n${why} ${refunds}\n\n${t.next}\n${props.link}`,
    html: htmlDocument({
      locale: reader.locale,
      subject: t.subject,
      body: html`<p>${t.hi(reader.nickname)}</p>
        <p>${why} ${refunds}</p>
        <p>${t.next}</p>
        ${htmlLink(props.link, t.button)}`,
    }),
    link: props.link,
  };
}
