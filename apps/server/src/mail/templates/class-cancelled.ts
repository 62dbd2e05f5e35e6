import { type CancellationProps, type CancellationTexts, renderCancellation } from '../cancellation-parts';
import type { MailLocale, RenderedMail } from '../mail';

const TEXTS: Record<MailLocale, CancellationTexts> = {
  en: {
    subject: {
      teacher: 'Your class was cancelled by the teacher',
      system: 'Your class was cancelled: not enough students',
      staff: 'Your class was cancelled by our team',
    },
    why: {
      teacher: (title, when) => `Your teacher cancelled your class ${title} on ${when}.`,
      system: (title, when) => `Your class ${title} on ${when} was cancelled because not enough students signed up.`,
      staff: (title, when) => `Our team cancelled your class ${title} on ${when}.`,
    },
    findAnother: 'Find another one at',
  },
  es: {
    subject: {
      teacher: 'Tu profesor ha cancelado tu clase',
      system: 'Tu clase se ha cancelado: no hay suficientes alumnos',
      staff: 'Nuestro equipo ha cancelado tu clase',
    },
    why: {
      teacher: (title, when) => `Tu profesor ha cancelado tu clase ${title} del ${when}.`,
      system: (title, when) => `Tu clase ${title} del ${when} se ha cancelado porque no se apuntaron suficientes alumnos.`,
      staff: (title, when) => `Nuestro equipo ha cancelado tu clase ${title} del ${when}.`,
    },
    findAnother: 'Encuentra otra en',
  },
};

/** A booked group class (a single class, or one of a course) was cancelled for its student (000 §6, §9). */
export function renderClassCancelledMail(props: CancellationProps): RenderedMail {
  return renderCancellation(props, TEXTS);
}
