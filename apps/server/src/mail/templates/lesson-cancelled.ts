import { getLanguageTag } from '@app/domain';
import { type CancellationProps, type CancellationTexts, renderCancellation } from '../cancellation-parts';
import type { MailLocale, RenderedMail } from '../mail';

const TEXTS: Record<MailLocale, CancellationTexts> = {
  en: {
    subject: {
      teacher: 'Your lesson was cancelled by the teacher',
      system: 'Your lesson was cancelled',
      staff: 'Your lesson was cancelled by our team',
    },
    why: {
      teacher: (title, when) => `Your teacher cancelled your lesson ${title} on ${when}.`,
      system: (title, when) => `Your lesson ${title} on ${when} was cancelled.`,
      staff: (title, when) => `Our team cancelled your lesson ${title} on ${when}.`,
    },
    findAnother: 'Find another one at',
  },
  es: {
    subject: {
      teacher: 'Tu profesor ha cancelado tu clase particular',
      system: 'Tu clase particular se ha cancelado',
      staff: 'Nuestro equipo ha cancelado tu clase particular',
    },
    why: {
      teacher: (title, when) => `Tu profesor ha cancelado tu clase particular ${title} del ${when}.`,
      system: (title, when) => `Tu clase particular ${title} del ${when} se ha cancelado.`,
      staff: (title, when) => `Nuestro equipo ha cancelado tu clase particular ${title} del ${when}.`,
    },
    findAnother: 'Encuentra otra en',
  },
};

/**
 * A lesson's name in a mail, from its language code (`spanish`): "Spanish lesson", "Clase de español"
 * (the language named in the reader's language; a code with no known tag keeps its own spelling).
 */
export function lessonTitle(language: string, locale: MailLocale): string {
  const tag = getLanguageTag(language);
  const named = tag ? new Intl.DisplayNames([locale], { type: 'language', fallback: 'none' }).of(tag) : undefined;
  if (locale === 'es') return `Clase de ${named ?? language}`;
  const name = named ?? language;
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} lesson`;
}

/** A booked one-to-one lesson was cancelled for its student by the teacher or staff. */
export function renderLessonCancelledMail(props: CancellationProps): RenderedMail {
  return renderCancellation(props, TEXTS);
}
