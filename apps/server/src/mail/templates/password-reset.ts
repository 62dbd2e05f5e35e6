import { html } from '../html';
import { htmlDocument, htmlLink, type MailLocale, type RenderedMail } from '../mail';

export interface PasswordResetProps {
  /** The absolute reset-password link with its token. */
  readonly link: string;
  /** How long the link works, in minutes (`PASSWORD_RESET_TTL_MS` of @app/domain). */
  readonly validMinutes: number;
}

const TEXTS = {
  en: {
    subject: 'Reset your password',
    intro: 'Someone asked to reset the password of your account. To choose a new password, open this link:',
    button: 'Choose a new password',
    validity: (minutes: number) => `The link works once, for ${minutes} minutes. Setting a new password signs you out everywhere.`,
    notYou: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  es: {
    subject: 'Restablece tu contraseña',
    intro: 'Alguien pidió restablecer la contraseña de tu cuenta. Para elegir una contraseña nueva, abre este enlace:',
    button: 'Elegir una contraseña nueva',
    validity: (minutes: number) =>
      `El enlace funciona una sola vez, durante ${minutes} minutos. Al poner una contraseña nueva se cierran todas tus sesiones.`,
    notYou: 'Si no lo pediste tú, ignora este correo: tu contraseña no cambia.',
  },
} satisfies Record<MailLocale, unknown>;

/** Issue 17 "Forgot password": the mail with the one-use reset link. */
export function renderPasswordResetMail({ link, validMinutes }: PasswordResetProps, locale: MailLocale): RenderedMail {
  const t = TEXTS[locale];
  return {
    subject: t.subject,
    text: `${t.intro}\n\n${link}\n\n${t.validity(validMinutes)}\n\n${t.notYou}`,
    html: htmlDocument({
      locale,
      subject: t.subject,
      body: html`<p>${t.intro}</p>
        ${htmlLink(link, t.button)}
        <p>${link}</p>
        <p>${t.validity(validMinutes)}</p>
        <p>${t.notYou}</p>`,
    }),
    link,
  };
}
