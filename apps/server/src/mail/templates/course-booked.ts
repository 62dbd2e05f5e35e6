import { courseWallTimeChanges, formatZonedDayMonth, formatZonedTime } from '@app/domain';
import { type ConfirmationProps, CONFIRMATION_COMMON, renderConfirmation } from '../booking-parts';
import { html } from '../html';
import { formatWhen, INTL_LOCALE, type MailLocale, type MailReader, type RenderedMail } from '../mail';

export interface CourseBookedProps extends ConfirmationProps {
  readonly title: string;
  /** Every class of the course, in order: its start and its video room door (absolute). */
  readonly classes: readonly { readonly start: number; readonly roomLink: string }[];
}

const TEXTS: Record<
  MailLocale,
  {
    subject: (quoted: string) => string;
    booked: (quoted: string, teacher: string, count: number, when: string) => string;
    clocks: (date: string, time: string) => string;
  }
> = {
  en: {
    subject: (quoted) => `You joined the course ${quoted}`,
    booked: (quoted, teacher, count, when) =>
      `You joined the course ${quoted} with ${teacher}: ${count} ${count === 1 ? 'class' : 'classes'}, the first on ${when}.`,
    clocks: (date, time) => `From ${date} this course meets at ${time} in your time, because clocks change.`,
  },
  es: {
    subject: (quoted) => `Te has apuntado al curso ${quoted}`,
    booked: (quoted, teacher, count, when) =>
      `Te has apuntado al curso ${quoted} con ${teacher}: ${count} ${count === 1 ? 'clase' : 'clases'}, la primera el ${when}.`,
    clocks: (date, time) => `Desde el ${date} este curso empieza a las ${time} en tu hora, porque cambia la hora.`,
  },
};

/**
 * Issue 15: a course that crosses a clock change in the reader's zone says so, one sentence per
 * change (`courseWallTimeChanges`), the new time on the reader's clock.
 */
export function clockChangeSentences(starts: readonly number[], reader: MailReader): string[] {
  const t = TEXTS[reader.locale];
  const locale = INTL_LOCALE[reader.locale];
  return courseWallTimeChanges({ starts, zone: reader.zone }).map((change) =>
    t.clocks(
      formatZonedDayMonth({ instant: change.start, zone: reader.zone, locale }),
      formatZonedTime({ instant: change.start, zone: reader.zone, isAm: reader.isAm, locale }),
    ),
  );
}

/** A student joined a course (000 §4 JOIN): its classes in their zone and clock, each with its room, any clock change, what they paid. */
export function renderCourseBookedMail(props: CourseBookedProps): RenderedMail {
  const { reader } = props;
  const t = TEXTS[reader.locale];
  const c = CONFIRMATION_COMMON[reader.locale];
  const quoted = c.quote(props.title);
  const starts = props.classes.map((k) => k.start);
  const clocks = clockChangeSentences(starts, reader);
  const lines = props.classes.map((k, i) => ({ n: i + 1, when: formatWhen(k.start, reader), room: k.roomLink }));
  return renderConfirmation({
    props,
    subject: t.subject(quoted),
    booked: t.booked(quoted, props.teacherName, props.classes.length, formatWhen(starts[0] ?? 0, reader)),
    middle: {
      text: [
        ...(clocks.length > 0 ? [clocks.join('\n')] : []),
        [c.joinEach, ...lines.map((l) => `${l.n}. ${l.when}: ${l.room}`)].join('\n'),
      ],
      html: [
        ...clocks.map((s) => html`<p><strong>${s}</strong></p>`),
        html`<p>${c.joinEach}</p>
          <ol>
            ${lines.map((l) => html`<li>${l.when}: <a href="${l.room}">${l.room}</a></li>`)}
          </ol>`,
      ],
    },
    calendarNote: c.calendarCourse,
  });
}
