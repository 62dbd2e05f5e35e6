import { describe, expect, it } from 'vitest';
import type { CancellationProps } from '../cancellation-parts';
import { renderClassCancelledMail } from './class-cancelled';

const START = Date.UTC(2026, 10, 27, 9, 30);
const props = (over: Partial<CancellationProps> = {}): CancellationProps => ({
  reader: { nickname: 'Emma', zone: 'Europe/Berlin', isAm: false, locale: 'en' },
  title: 'Small talk at work',
  start: START,
  by: 'teacher',
  refundedCents: 1500,
  link: 'http://localhost:3000/group-class-online/class/20001?classID=20001&studentBookedID=90001',
  findAnotherLink: 'http://localhost:3000/group-class',
  ...over,
});

describe('the class-cancelled mail', () => {
  it("by the teacher, in English: the start in the reader's zone and clock, the refund in USD, absolute links", () => {
    const mail = renderClassCancelledMail(props());
    expect(mail.subject).toBe('Your class was cancelled by the teacher');
    expect(mail.link).toBe('http://localhost:3000/group-class-online/class/20001?classID=20001&studentBookedID=90001');
    expect(mail.text).toBe(
      [
        'Hi Emma,',
        '',
        'Your teacher cancelled your class “Small talk at work” on Fri, Nov 27, 2026 at 10:30 Europe/Berlin (GMT+01:00). $15.00 is back in your wallet.',
        '',
        'See the details:',
        'http://localhost:3000/group-class-online/class/20001?classID=20001&studentBookedID=90001',
        '',
        'We are sorry for the change. Find another one at http://localhost:3000/group-class',
      ].join('\n'),
    );
  });

  it('by the auto-cancel and by staff, each with its own reason', () => {
    expect(renderClassCancelledMail(props({ by: 'system' })).text).toContain(
      'Your class “Small talk at work” on Fri, Nov 27, 2026 at 10:30 Europe/Berlin (GMT+01:00) was cancelled because not enough students signed up.',
    );
    const staff = renderClassCancelledMail(props({ by: 'staff', refundedCents: 0 }));
    expect(staff.subject).toBe('Your class was cancelled by our team');
    expect(staff.text).toContain(
      'Our team cancelled your class “Small talk at work” on Fri, Nov 27, 2026 at 10:30 Europe/Berlin (GMT+01:00). Nothing was charged for it, so there is nothing to refund.',
    );
  });

  it("in Spanish: Spanish dates and money on the reader's 12-hour clock", () => {
    const mail = renderClassCancelledMail(props({ reader: { nickname: 'Lucía', zone: 'America/Mexico_City', isAm: true, locale: 'es' } }));
    expect(mail.subject).toBe('Tu profesor ha cancelado tu clase');
    expect(mail.text).toContain('Hola, Lucía:');
    // Intl writes no-break spaces in Spanish times and amounts.
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain(
      'Tu profesor ha cancelado tu clase «Small talk at work» del vie, 27 nov 2026 a las 3:30 a. m. America/Mexico_City (GMT-06:00). Te hemos devuelto 15,00 US$ al monedero.',
    );
    expect(mail.text).toContain('Sentimos el cambio. Encuentra otra en http://localhost:3000/group-class');
    expect(mail.html).toContain('<html lang="es">');
  });

  it('escapes every value in the HTML part, and the text part keeps them as written', () => {
    const mail = renderClassCancelledMail(
      props({ title: '<img src=x onerror=alert(1)>', reader: { nickname: 'Ann & "Bo"', zone: 'UTC', isAm: false, locale: 'en' } }),
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Hi Ann &amp; &quot;Bo&quot;,');
    expect(mail.html).toContain('href="http://localhost:3000/group-class-online/class/20001?classID=20001&amp;studentBookedID=90001"');
    expect(mail.text).toContain('Hi Ann & "Bo",');
  });
});
