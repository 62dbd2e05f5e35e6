import { html } from '../html';
import { htmlDocument, htmlLink, type MailLocale, type RenderedMail } from '../mail';

export interface ConfirmEmailProps {
  /** The absolute confirm-email link with its token. */
  readonly link: string;
  /** How long the link works, in hours (commands/request-email-confirmation.ts EMAIL_CONFIRMATION_TTL_MS). */
  readonly validHours: number;
}

const TEXTS = {
  en: {
    subject: 'Confirm your email address',
    intro: 'Welcome! Confirm your email address to book classes and message teachers:',
    button: 'Confirm my email address',
    validity: (hours: number) => `The link works for ${hours} hours.`,
  },
  es: {
    subject: 'Confirma tu dirección de correo',
    intro: '¡Te damos la bienvenida! Confirma tu dirección de correo para reservar clases y escribir a los profesores:',
    button: 'Confirmar mi correo',
    validity: (hours: number) => `El enlace funciona durante ${hours} horas.`,
  },
} satisfies Record<MailLocale, unknown>;

/** The mail with the link that confirms a new address (and signs its owner in). */
export function renderConfirmEmailMail({ link, validHours }: ConfirmEmailProps, locale: MailLocale): RenderedMail {
  const t = TEXTS[locale];
  return {
    subject: t.subject,
    text: `${t.intro}\n\n${link}\n\n${t.validity(validHours)}`,
    html: htmlDocument({
      locale,
      subject: t.subject,
      body: html`<p>${t.intro}</p>
        ${htmlLink(link, t.button)}
        <p>${link}</p>
        <p>${t.validity(validHours)}</p>`,
    }),
    link,
  };
}
