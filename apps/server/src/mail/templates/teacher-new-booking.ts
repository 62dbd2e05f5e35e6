import { html } from '../html';
import { formatWhen, htmlDocument, htmlLink, type MailLocale, type MailReader, type RenderedMail } from '../mail';
import { lessonTitle } from './lesson-cancelled';

/** What was booked of the teacher's: a class seat, a course spot, or a lesson. */
export type NewBooking =
  | { readonly kind: 'class'; readonly title: string; readonly taken: number; readonly capacity: number }
  | { readonly kind: 'course'; readonly title: string; readonly taken: number; readonly capacity: number; readonly minSpots: number }
  | { readonly kind: 'lesson'; readonly language: string; readonly minutes: number; readonly isTrial: boolean };

export interface TeacherNewBookingProps {
  /** The teacher: her language, zone and clock. */
  readonly reader: MailReader;
  readonly studentName: string;
  readonly booking: NewBooking;
  readonly start: number;
  /** Where she reads it (absolute): the class page, or her teaching console. */
  readonly link: string;
}

const TEXTS = {
  en: {
    subject: { class: 'New booking in your class', course: 'A student joined your course', lesson: 'New lesson booked' },
    hi: (name: string) => `Hi ${name},`,
    quote: (title: string) => `“${title}”`,
    class: (student: string, q: string, when: string) => `${student} booked your class ${q} on ${when}.`,
    course: (student: string, q: string, when: string) => `${student} joined your course ${q} starting ${when}.`,
    lesson: (student: string, title: string, minutes: number, trial: boolean, when: string) =>
      `${student} booked a ${minutes}-minute ${trial ? 'trial ' : ''}${title} with you on ${when}.`,
    spots: (taken: number, capacity: number) => `${taken} of ${capacity} spots are taken.`,
    runs: (min: number) => `It runs with at least ${min} ${min === 1 ? 'student' : 'students'}.`,
    details: 'See it:',
    button: 'See it',
  },
  es: {
    subject: {
      class: 'Nueva reserva en tu clase',
      course: 'Un alumno se ha apuntado a tu curso',
      lesson: 'Nueva clase particular reservada',
    },
    hi: (name: string) => `Hola, ${name}:`,
    quote: (title: string) => `«${title}»`,
    class: (student: string, q: string, when: string) => `${student} ha reservado tu clase ${q} del ${when}.`,
    course: (student: string, q: string, when: string) => `${student} se ha apuntado a tu curso ${q}, que empieza el ${when}.`,
    lesson: (student: string, title: string, minutes: number, trial: boolean, when: string) =>
      `${student} ha reservado contigo una clase ${trial ? 'de prueba ' : ''}de ${minutes} minutos, ${title}, el ${when}.`,
    spots: (taken: number, capacity: number) => `Hay ${taken} de ${capacity} plazas ocupadas.`,
    runs: (min: number) => `Se imparte con al menos ${min} ${min === 1 ? 'alumno' : 'alumnos'}.`,
    details: 'Míralo:',
    button: 'Verlo',
  },
} satisfies Record<MailLocale, unknown>;

/** To the teacher: a student booked her class, joined her course or booked a lesson with her; the spots taken of how many. */
export function renderTeacherNewBookingMail(props: TeacherNewBookingProps): RenderedMail {
  const { reader, booking } = props;
  const t = TEXTS[reader.locale];
  const when = formatWhen(props.start, reader);
  const what =
    booking.kind === 'class'
      ? `${t.class(props.studentName, t.quote(booking.title), when)} ${t.spots(booking.taken, booking.capacity)}`
      : booking.kind === 'course'
        ? `${t.course(props.studentName, t.quote(booking.title), when)} ${t.spots(booking.taken, booking.capacity)} ${t.runs(booking.minSpots)}`
        : t.lesson(props.studentName, lessonTitle(booking.language, reader.locale), booking.minutes, booking.isTrial, when);
  const subject = t.subject[booking.kind];
  return {
    subject,
    text: `${t.hi(reader.nickname)}\n\n${what}\n\n${t.details}\n${props.link}`,
    html: htmlDocument({
      locale: reader.locale,
      subject,
      body: html`<p>${t.hi(reader.nickname)}</p>
        <p>${what}</p>
        ${htmlLink(props.link, t.button)}`,
    }),
    link: props.link,
  };
}
