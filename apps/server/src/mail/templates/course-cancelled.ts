import { type CancellationProps, type CancellationTexts, renderCancellation } from '../cancellation-parts';
import type { MailLocale, RenderedMail } from '../mail';

const TEXTS: Record<MailLocale, CancellationTexts> = {
  en: {
    subject: {
      teacher: 'Your course was cancelled by the teacher',
      system: 'Your course was cancelled: not enough students',
      staff: 'Your course was cancelled by our team',
    },
    why: {
      teacher: (title, when) => `Your teacher cancelled your course ${title} on ${when}.`,
      system: (title, when) => `Your course ${title} on ${when} was cancelled because not enough students signed up.`,
      staff: (title, when) => `Our team cancelled your course ${title} on ${when}.`,
    },
    findAnother: 'Find another one at',
  },
  es: {
    subject: {
      teacher: 'Tu profesor ha cancelado tu curso',
      system: 'Tu curso se ha cancelado: no hay suficientes alumnos',
      staff: 'Nuestro equipo ha cancelado tu curso',
    },
    why: {
      teacher: (title, when) => `Tu profesor ha cancelado tu curso ${title} del ${when}.`,
      system: (title, when) => `Tu curso ${title} del ${when} se ha cancelado porque no se apuntaron suficientes alumnos.`,
      staff: (title, when) => `Nuestro equipo ha cancelado tu curso ${title} del ${when}.`,
    },
    findAnother: 'Encuentra otro en',
  },
};

/** A student's course seat was cancelled with the whole course: by its teacher, staff, or the auto-cancel of 000 §9. */
export function renderCourseCancelledMail(props: CancellationProps): RenderedMail {
  return renderCancellation(props, TEXTS);
}
