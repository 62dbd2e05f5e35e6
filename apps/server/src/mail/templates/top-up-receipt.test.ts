import { describe, expect, it } from 'vitest';
import { renderTopUpReceiptMail } from './top-up-receipt';

const reader = { nickname: 'Wen <i>', locale: 'en', zone: 'America/Lima', isAm: true } as const;
const paidAt = Date.UTC(2026, 2, 10, 15, 30);
const link = 'https://learn.example/wallet';
const reference = 'tu_0123456789abcdef0123456789abcdef';

describe('the top-up receipt mail', () => {
  it('says what was added and when, in English, text and HTML', () => {
    const mail = renderTopUpReceiptMail({ reader, amountCents: 2_500, paidAt, reference, link });
    expect(mail.subject).toBe('Receipt: $25.00 added to your wallet');
    expect(mail.text).toBe(
      [
        'Hello Wen <i>,',
        'We received your payment of $25.00 on Tue, Mar 10, 2026 at 10:30 AM America/Lima (GMT-05:00), and added it to your wallet.',
        `Reference: ${reference}`,
        'Wallet credit pays for classes, courses and lessons; refunds come back to it. It cannot be withdrawn.',
        link,
      ].join('\n\n'),
    );
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain('Open my wallet');
    expect(mail.link).toBe(link);
  });

  it('in Spanish, with the Spanish number format and 24-hour clock', () => {
    const mail = renderTopUpReceiptMail({ reader: { ...reader, locale: 'es', isAm: false }, amountCents: 2_500, paidAt, reference, link });
    expect(mail.subject).toBe('Recibo: 25,00\u00a0US$ añadidos a tu monedero');
    expect(mail.text).toContain('Hola, Wen <i>:');
    expect(mail.text).toMatch(/Recibimos tu pago de 25,00\u00a0US\$ el .* a las 10:30 America\/Lima/);
    expect(mail.text).toContain('No se puede retirar.');
    expect(mail.html).toContain('Abrir mi monedero');
  });

  it('escapes what the reader wrote in the HTML part', () => {
    const mail = renderTopUpReceiptMail({ reader, amountCents: 1_000, paidAt, reference: null, link });
    expect(mail.html).toContain('Wen &lt;i&gt;');
    expect(mail.html).not.toContain('Wen <i>');
    expect(mail.text).not.toContain('Reference:');
  });
});
