import { describe, expect, it } from 'vitest';
import { renderEmailChangeConfirmMail } from './email-change-confirm';
import { renderEmailChangedNoticeMail } from './email-changed-notice';
import { renderPasswordResetMail } from './password-reset';

describe('the account-management mails (issue 17)', () => {
  it('the reset mail: its link in both parts, one use, the minutes, in English and Spanish', () => {
    const link = 'https://learn.example/reset-password?token=abc_123';
    const en = renderPasswordResetMail({ link, validMinutes: 60 }, 'en');
    expect(en.subject).toBe('Reset your password');
    expect(en.text).toBe(
      `Someone asked to reset the password of your account. To choose a new password, open this link:\n\n${link}\n\n` +
        'The link works once, for 60 minutes. Setting a new password signs you out everywhere.\n\n' +
        'If you did not ask for this, ignore this email: your password stays as it is.',
    );
    expect(en.html).toContain(`href="${link}"`);
    expect(en.link).toBe(link);
    const es = renderPasswordResetMail({ link, validMinutes: 60 }, 'es');
    expect(es.subject).toBe('Restablece tu contraseña');
    expect(es.text).toContain('60 minutos');
    expect(es.html).toContain('lang="es"');
  });

  it('the new-address mail and the notice to the old address, in both languages', () => {
    const link = 'https://learn.example/confirm-email-change?token=t';
    expect(renderEmailChangeConfirmMail({ link, validHours: 24 }, 'en').text).toContain('The link works once, for 24 hours.');
    expect(renderEmailChangeConfirmMail({ link, validHours: 24 }, 'es').subject).toBe('Confirma tu nueva dirección de correo');
    const notice = renderEmailChangedNoticeMail({ maskedNewEmail: 'n***@x.test', link: 'https://learn.example/forgot-password' }, 'en');
    expect(notice.subject).toBe('Your email address was changed');
    expect(notice.text).toContain('changed to n***@x.test');
    expect(renderEmailChangedNoticeMail({ maskedNewEmail: 'n***@x.test', link }, 'es').text).toContain('se cambió a n***@x.test');
  });

  it('escapes what it interpolates into HTML', () => {
    const mail = renderEmailChangedNoticeMail({ maskedNewEmail: '<b>x</b>', link: 'https://learn.example/a?b="c"' }, 'en');
    expect(mail.html).not.toContain('<b>x</b>');
    expect(mail.html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});
