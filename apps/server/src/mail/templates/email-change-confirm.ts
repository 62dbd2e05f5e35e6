import { html } from '../html';
import { htmlDocument, htmlLink, type MailLocale, type RenderedMail } from '../mail';

export interface EmailChangeConfirmProps {
  /** The absolute confirm-email-change link with its token. */
  readonly link: string;
  /** How long the link works, in hours (`EMAIL_CHANGE_TTL_MS` of @app/domain). */
  readonly validHours: number;
}

const TEXTS = {
  en: {
    subject: 'Confirm your new email address',
    intro: 'You asked to use this address for your account. Open this link to confirm it:',
    button: 'Use this address',
    validity: (hours: number) => `The link works once, for ${hours} hours. Until then your account keeps its old address.`,
    notYou: 'If you did not ask for this, ignore this email: nothing changes.',
  },
  es: {
    subject: 'Confirma tu nueva dirección de correo',
    intro: 'Pediste usar esta dirección para tu cuenta. Abre este enlace para confirmarla:',
    button: 'Usar esta dirección',
    validity: (hours: number) =>
      `El enlace funciona una sola vez, durante ${hours} horas. Hasta entonces tu cuenta conserva la dirección anterior.`,
    notYou: 'Si no lo pediste tú, ignora este correo: no cambia nada.',
  },
} satisfies Record<MailLocale, unknown>;

/** Issue 17 "change email (confirm the new address)": the link mailed to the new address. */
export function renderEmailChangeConfirmMail({ link, validHours }: EmailChangeConfirmProps, locale: MailLocale): RenderedMail {
  const t = TEXTS[locale];
  return {
    subject: t.subject,
    text: `${t.intro}\n\n${link}\n\n${t.validity(validHours)}\n\n${t.notYou}`,
    html: htmlDocument({
      locale,
      subject: t.subject,
      body: html`<p>${t.intro}</p>
        ${htmlLink(link, t.button)}
        <p>${link}</p>
        <p>${t.validity(validHours)}</p>
        <p>${t.notYou}</p>`,
    }),
    link,
  };
}
