import { html } from '../html';
import { htmlDocument, htmlLink, type MailLocale, type RenderedMail } from '../mail';

export interface EmailChangedNoticeProps {
  /** The address the account moved to, masked (`a***@example.com`): this mail goes to the old one. */
  readonly maskedNewEmail: string;
  /** The absolute forgot-password link, for an owner who did not make the change. */
  readonly link: string;
}

const TEXTS = {
  en: {
    subject: 'Your email address was changed',
    body: (masked: string) => `The email address of your account was changed to ${masked}. Mails now go there, and you sign in with it.`,
    notYou: 'If you did not do this, reset your password at once and write to our support:',
    button: 'Reset my password',
  },
  es: {
    subject: 'Se cambió tu dirección de correo',
    body: (masked: string) =>
      `La dirección de correo de tu cuenta se cambió a ${masked}. Los correos llegan ahora allí, y con ella inicias sesión.`,
    notYou: 'Si no fuiste tú, restablece tu contraseña enseguida y escribe a nuestro soporte:',
    button: 'Restablecer mi contraseña',
  },
} satisfies Record<MailLocale, unknown>;

/** Issue 17 "change email ... the old address notified": sent to the old address once the new one is confirmed. */
export function renderEmailChangedNoticeMail({ maskedNewEmail, link }: EmailChangedNoticeProps, locale: MailLocale): RenderedMail {
  const t = TEXTS[locale];
  return {
    subject: t.subject,
    text: `${t.body(maskedNewEmail)}\n\n${t.notYou}\n\n${link}`,
    html: htmlDocument({
      locale,
      subject: t.subject,
      body: html`<p>${t.body(maskedNewEmail)}</p>
        <p>${t.notYou}</p>
        ${htmlLink(link, t.button)}`,
    }),
    link,
  };
}
