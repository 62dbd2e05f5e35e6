import { describe, expect, it } from 'vitest';
import { renderAlreadyRegisteredMail } from './already-registered';
import { renderConfirmEmailMail } from './confirm-email';

describe('the account mails', () => {
  it('the confirmation mail carries its link in both parts, in English and Spanish', () => {
    const link = 'https://learn.example/confirm-email?token=abc_123';
    const en = renderConfirmEmailMail({ link, validHours: 48 }, 'en');
    expect(en.subject).toBe('Confirm your email address');
    expect(en.text).toBe(
      `Welcome! Confirm your email address to book classes and message teachers:\n\n${link}\n\nThe link works for 48 hours.`,
    );
    expect(en.html).toContain(`href="${link}"`);
    expect(en.link).toBe(link);
    const es = renderConfirmEmailMail({ link, validHours: 48 }, 'es');
    expect(es.subject).toBe('Confirma tu dirección de correo');
    expect(es.text).toContain(link);
    expect(es.text).toContain('48 horas');
  });

  it('"you already have an account" links to sign-in', () => {
    const mail = renderAlreadyRegisteredMail({ link: 'https://learn.example/signin' }, 'en');
    expect(mail.subject).toBe('You already have an account');
    expect(mail.text).toContain('https://learn.example/signin');
    expect(renderAlreadyRegisteredMail({ link: 'https://learn.example/signin' }, 'es').subject).toBe('Ya tienes una cuenta');
  });
});
