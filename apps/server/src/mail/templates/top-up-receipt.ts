import { html } from '../html';
import { formatUsd, formatWhen, htmlDocument, htmlLink, type MailReader, type RenderedMail } from '../mail';

export interface TopUpReceiptProps {
  readonly reader: MailReader;
  /** USD cents credited. */
  readonly amountCents: number;
  /** When the provider confirmed the payment (epoch ms). */
  readonly paidAt: number;
  /** The top-up's reference (the checkout id), for a question to support. */
  readonly reference: string | null;
  /** The wallet page. */
  readonly link: string;
}

const TEXTS = {
  en: {
    subject: (amount: string) => `Receipt: ${amount} added to your wallet`,
    greeting: (name: string) => `Hello ${name},`,
    added: (amount: string, when: string) => `We received your payment of ${amount} on ${when}, and added it to your wallet.`,
    reference: (ref: string) => `Reference: ${ref}`,
    stays: 'Wallet credit pays for classes, courses and lessons; refunds come back to it. It cannot be withdrawn.',
    button: 'Open my wallet',
  },
  es: {
    subject: (amount: string) => `Recibo: ${amount} añadidos a tu monedero`,
    greeting: (name: string) => `Hola, ${name}:`,
    added: (amount: string, when: string) => `Recibimos tu pago de ${amount} el ${when} y lo añadimos a tu monedero.`,
    reference: (ref: string) => `Referencia: ${ref}`,
    stays: 'El saldo del monedero paga clases, cursos y lecciones; los reembolsos vuelven a él. No se puede retirar.',
    button: 'Abrir mi monedero',
  },
} as const;

/** Issue 15: the receipt of a top-up the provider confirmed, in the reader's language, zone and clock. */
export function renderTopUpReceiptMail({ reader, amountCents, paidAt, reference, link }: TopUpReceiptProps): RenderedMail {
  const t = TEXTS[reader.locale];
  const amount = formatUsd(amountCents, reader.locale);
  const subject = t.subject(amount);
  const greeting = t.greeting(reader.nickname);
  const added = t.added(amount, formatWhen(paidAt, reader));
  const ref = reference === null ? null : t.reference(reference);
  return {
    subject,
    text: [greeting, added, ...(ref === null ? [] : [ref]), t.stays, link].join('\n\n'),
    html: htmlDocument({
      locale: reader.locale,
      subject,
      body: html`<p>${greeting}</p>
        <p><strong>${added}</strong></p>
        ${ref === null ? html`` : html`<p>${ref}</p>`}
        <p>${t.stays}</p>
        ${htmlLink(link, t.button)}`,
    }),
    link,
  };
}
