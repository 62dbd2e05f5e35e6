import { formatZonedTime, JOIN_LEAD_MS, MINUTE_MS, reminderDay, type ReminderKind } from '@app/domain';
import { html } from '../html';
import { formatWhen, htmlDocument, htmlLink, INTL_LOCALE, type MailLocale, type MailReader, type RenderedMail } from '../mail';

/** What the reminder is for: a single class, one class of a booked course (its place in the course), or a one-to-one lesson. */
export type ReminderSubject =
  | { readonly kind: 'class'; readonly title: string }
  | { readonly kind: 'course_class'; readonly title: string; readonly course: string; readonly index: number; readonly count: number }
  | { readonly kind: 'lesson'; readonly title: string; readonly teacher: string };

export interface ClassReminderProps {
  readonly reader: MailReader;
  readonly reminder: ReminderKind;
  readonly subject: ReminderSubject;
  readonly start: number;
  /** When the mail is written: "today" or "tomorrow", and the minutes left, are counted from it. */
  readonly now: number;
  /** The video room's door (absolute): it opens `JOIN_LEAD_MS` before the start. Never the passcode. */
  readonly roomLink: string;
  /** This mail's unsubscribe page (absolute, with its token; no sign-in). */
  readonly unsubscribeLink: string;
  /** The settings page (absolute). */
  readonly settingsLink: string;
}

type Day = ReturnType<typeof reminderDay>;

const TEXTS = {
  en: {
    hi: (name: string) => `Hi ${name},`,
    what: (s: ReminderSubject) =>
      s.kind === 'class'
        ? `Your class “${s.title}”`
        : s.kind === 'course_class'
          ? `“${s.title}”, class ${s.index} of ${s.count} of your course “${s.course}”,`
          : `Your ${s.title} with ${s.teacher}`,
    short: (s: ReminderSubject) =>
      s.kind === 'lesson' ? `${s.title} with ${s.teacher}` : s.kind === 'course_class' ? `“${s.title}” (${s.course})` : `“${s.title}”`,
    day: { today: 'today', tomorrow: 'tomorrow' } satisfies Record<Day, string>,
    subjectDay: (short: string, day: string, time: string) => `Reminder: ${short} starts ${day} at ${time}`,
    subjectSoon: (short: string, left: string) => `Reminder: ${short} starts ${left}`,
    left: (minutes: number) => (minutes >= 59 ? 'in 1 hour' : minutes <= 1 ? 'in a minute' : `in ${minutes} minutes`),
    startsDay: (what: string, day: string, when: string) => `${what} starts ${day}: ${when}.`,
    startsSoon: (what: string, left: string, when: string) => `${what} starts ${left}: ${when}.`,
    join: (minutes: number) => `The room opens ${minutes} minutes before the start. Join here:`,
    button: 'Go to the room',
    unsubscribe: (which: string) => `Don't want ${which}? Unsubscribe:`,
    which: { DAY_BEFORE: 'reminders a day before', HOUR_BEFORE: 'reminders an hour before' } satisfies Record<ReminderKind, string>,
    settings: 'Choose which mails you get in Settings:',
  },
  es: {
    hi: (name: string) => `Hola, ${name}:`,
    what: (s: ReminderSubject) =>
      s.kind === 'class'
        ? `Tu clase «${s.title}»`
        : s.kind === 'course_class'
          ? `«${s.title}», la clase ${s.index} de ${s.count} de tu curso «${s.course}»,`
          : `Tu ${s.title.charAt(0).toLowerCase()}${s.title.slice(1)} con ${s.teacher}`,
    short: (s: ReminderSubject) =>
      s.kind === 'lesson' ? `${s.title} con ${s.teacher}` : s.kind === 'course_class' ? `«${s.title}» (${s.course})` : `«${s.title}»`,
    day: { today: 'hoy', tomorrow: 'mañana' } satisfies Record<Day, string>,
    subjectDay: (short: string, day: string, time: string) => `Recordatorio: ${short} empieza ${day} a las ${time}`,
    subjectSoon: (short: string, left: string) => `Recordatorio: ${short} empieza ${left}`,
    left: (minutes: number) => (minutes >= 59 ? 'en 1 hora' : minutes <= 1 ? 'en un minuto' : `en ${minutes} minutos`),
    startsDay: (what: string, day: string, when: string) => `${what} empieza ${day}: ${when}.`,
    startsSoon: (what: string, left: string, when: string) => `${what} empieza ${left}: ${when}.`,
    join: (minutes: number) => `La sala abre ${minutes} minutos antes del comienzo. Entra aquí:`,
    button: 'Ir a la sala',
    unsubscribe: (which: string) => `¿No quieres ${which}? Date de baja:`,
    which: { DAY_BEFORE: 'recordatorios un día antes', HOUR_BEFORE: 'recordatorios una hora antes' } satisfies Record<ReminderKind, string>,
    settings: 'Elige qué correos recibes en Ajustes:',
  },
} satisfies Record<MailLocale, unknown>;

/**
 * Issue 15: the reminder a day and an hour before a class, a course class or a lesson, in the
 * reader's language, zone and clock, with the room's door, the join rule, and the unsubscribe link.
 */
export function renderClassReminderMail(props: ClassReminderProps): RenderedMail {
  const { reader } = props;
  const t = TEXTS[reader.locale];
  const when = formatWhen(props.start, reader);
  const what = t.what(props.subject);
  const short = t.short(props.subject);
  let subject: string;
  let sentence: string;
  if (props.reminder === 'DAY_BEFORE') {
    const day = t.day[reminderDay({ start: props.start, now: props.now, zone: reader.zone })];
    const time = formatZonedTime({ instant: props.start, zone: reader.zone, isAm: reader.isAm, locale: INTL_LOCALE[reader.locale] });
    subject = t.subjectDay(short, day, time);
    sentence = t.startsDay(what, day, when);
  } else {
    const left = t.left(Math.round((props.start - props.now) / MINUTE_MS));
    subject = t.subjectSoon(short, left);
    sentence = t.startsSoon(what, left, when);
  }
  const join = t.join(JOIN_LEAD_MS / MINUTE_MS);
  const unsubscribe = t.unsubscribe(t.which[props.reminder]);
  return {
    subject,
    text: `${t.hi(reader.nickname)}\n\n${sentence}\n\n${join}\n${props.roomLink}\n\n${unsubscribe} ${props.unsubscribeLink}\n${t.settings} ${props.settingsLink}`,
    html: htmlDocument({
      locale: reader.locale,
      subject,
      body: html`<p>${t.hi(reader.nickname)}</p>
        <p>${sentence}</p>
        <p>${join}</p>
        ${htmlLink(props.roomLink, t.button)}
        <p style="font-size:small">
          ${unsubscribe} <a href="${props.unsubscribeLink}">${props.unsubscribeLink}</a><br />
          ${t.settings} <a href="${props.settingsLink}">${props.settingsLink}</a>
        </p>`,
    }),
    link: props.roomLink,
  };
}
