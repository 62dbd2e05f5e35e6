import { html } from '../html';
import { formatWhen, htmlDocument, htmlLink, type MailReader, type RenderedMail } from '../mail';

export type TeacherApplicationReviewedProps =
  | { readonly outcome: 'approved'; readonly reader: MailReader; readonly link: string }
  | {
      readonly outcome: 'declined';
      readonly reader: MailReader;
      /** The reason staff gave, shown as written. */
      readonly reason: string;
      /** When the applicant may apply again (epoch ms, the domain's REAPPLY_COOL_DOWN_MS after the review). */
      readonly reapplyAt: number;
      readonly link: string;
    };

const TEXTS = {
  en: {
    greeting: (name: string) => `Hello ${name},`,
    approvedSubject: 'You are now a teacher',
    approved: 'Your application to teach has been approved. Your teacher profile is public, and students can find you in teacher search.',
    approvedButton: 'Open my teaching page',
    declinedSubject: 'Your application to teach',
    declined: 'Thank you for applying to teach. We cannot approve your application yet, for this reason:',
    reapply: (when: string) => `You can apply again from ${when}.`,
    declinedButton: 'See my application',
  },
  es: {
    greeting: (name: string) => `Hola, ${name}:`,
    approvedSubject: 'Ya eres profesor',
    approved:
      'Hemos aprobado tu solicitud para enseñar. Tu perfil de profesor es público y los estudiantes pueden encontrarte en la búsqueda de profesores.',
    approvedButton: 'Abrir mi página de profesor',
    declinedSubject: 'Tu solicitud para enseñar',
    declined: 'Gracias por solicitar enseñar. Todavía no podemos aprobar tu solicitud, por este motivo:',
    reapply: (when: string) => `Podrás volver a solicitarlo a partir del ${when}.`,
    declinedButton: 'Ver mi solicitud',
  },
} as const;

/** Issue 14: the applicant hears the staff's decision, approved (a link to the console) or declined (the reason, and when to re-apply). */
export function renderTeacherApplicationReviewedMail(props: TeacherApplicationReviewedProps): RenderedMail {
  const { reader, link } = props;
  const t = TEXTS[reader.locale];
  const greeting = t.greeting(reader.nickname);
  if (props.outcome === 'approved') {
    return {
      subject: t.approvedSubject,
      text: `${greeting}\n\n${t.approved}\n\n${link}`,
      html: htmlDocument({
        locale: reader.locale,
        subject: t.approvedSubject,
        body: html`<p>${greeting}</p>
          <p>${t.approved}</p>
          ${htmlLink(link, t.approvedButton)}`,
      }),
      link,
    };
  }
  const reapply = t.reapply(formatWhen(props.reapplyAt, reader));
  return {
    subject: t.declinedSubject,
    text: `${greeting}\n\n${t.declined}\n\n${props.reason}\n\n${reapply}\n\n${link}`,
    html: htmlDocument({
      locale: reader.locale,
      subject: t.declinedSubject,
      body: html`<p>${greeting}</p>
        <p>${t.declined}</p>
        <blockquote>${props.reason}</blockquote>
        <p>${reapply}</p>
        ${htmlLink(link, t.declinedButton)}`,
    }),
    link,
  };
}
