import { html } from '../html';
import { htmlDocument, htmlLink, type MailLocale, type RenderedMail } from '../mail';

export interface AlreadyRegisteredProps {
  /** The absolute sign-in link. */
  readonly link: string;
}

const TEXTS = {
  en: {
    subject: 'You already have an account',
    intro: 'Someone (maybe you) tried to sign up with this email address, but you already have an account. Sign in here:',
    button: 'Sign in',
    ignore: 'If it was not you, you can ignore this mail: nothing has changed.',
  },
  es: {
    subject: 'Ya tienes una cuenta',
    intro: 'Alguien (quizá tú) intentó registrarse con esta dirección de correo, pero ya tienes una cuenta. Inicia sesión aquí:',
    button: 'Iniciar sesión',
    ignore: 'Si no fuiste tú, puedes ignorar este correo: no ha cambiado nada.',
  },
} satisfies Record<MailLocale, unknown>;

/** Sign-up with an address that has an account: its owner is told, with the sign-in link. */
export function renderAlreadyRegisteredMail({ link }: AlreadyRegisteredProps, locale: MailLocale): RenderedMail {
  const t = TEXTS[locale];
  return {
    subject: t.subject,
    text: `${t.intro}\n\n${link}\n\n${t.ignore}`,
    html: htmlDocument({
      locale,
      subject: t.subject,
      body: html`<p>${t.intro}</p>
        ${htmlLink(link, t.button)}
        <p>${t.ignore}</p>`,
    }),
    link,
  };
}
