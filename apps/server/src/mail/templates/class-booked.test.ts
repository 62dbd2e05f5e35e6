import { describe, expect, it } from 'vitest';
import { type ClassBookedProps, renderClassBookedMail } from './class-booked';

const START = Date.UTC(2026, 10, 27, 9, 30);
const props = (over: Partial<ClassBookedProps> = {}): ClassBookedProps => ({
  reader: { nickname: 'Emma', zone: 'Europe/Berlin', isAm: false, locale: 'en' },
  teacherName: 'Lucía',
  paidCents: 1500,
  pageLink: 'http://localhost:3000/group-class-online/class/20001?classID=20001&studentBookedID=90001',
  title: 'Small talk at work',
  start: START,
  roomLink: 'http://localhost:3000/video-room/20001',
  ...over,
});

describe('the class-booked mail', () => {
  it("in English: when in the reader's zone and clock, the teacher, what was paid, the room rule, the booking's link, the calendar and cancel notes", () => {
    const mail = renderClassBookedMail(props());
    expect(mail.subject).toBe("You're booked: “Small talk at work”");
    expect(mail.link).toBe('http://localhost:3000/group-class-online/class/20001?classID=20001&studentBookedID=90001');
    expect(mail.text).toBe(
      [
        'Hi Emma,',
        '',
        'You booked the class “Small talk at work” with Lucía on Fri, Nov 27, 2026 at 10:30 Europe/Berlin (GMT+01:00). You paid $15.00.',
        '',
        'Join from 10 minutes before the start at http://localhost:3000/video-room/20001',
        '',
        'See your booking:',
        'http://localhost:3000/group-class-online/class/20001?classID=20001&studentBookedID=90001',
        '',
        'The calendar file attached adds it to your calendar. You can cancel until 24 hours before the start and get your money back.',
      ].join('\n'),
    );
    expect(mail.html).toContain('<a href="http://localhost:3000/video-room/20001">http://localhost:3000/video-room/20001</a>');
  });

  it("in Spanish, on the reader's 12-hour clock", () => {
    const mail = renderClassBookedMail(props({ reader: { nickname: 'Lucía', zone: 'America/Mexico_City', isAm: true, locale: 'es' } }));
    expect(mail.subject).toBe('Reserva confirmada: «Small talk at work»');
    const text = mail.text.replace(/\u00a0/g, ' ');
    expect(text).toContain(
      'Has reservado la clase «Small talk at work» con Lucía el vie, 27 nov 2026 a las 3:30 a. m. America/Mexico_City (GMT-06:00). Has pagado 15,00 US$.',
    );
    expect(text).toContain('Entra desde 10 minutos antes del inicio en http://localhost:3000/video-room/20001');
    expect(text).toContain('El archivo de calendario adjunto la añade a tu calendario. Puedes cancelar hasta 24 horas antes del inicio');
    expect(mail.html).toContain('<html lang="es">');
  });

  it('escapes every value in the HTML part, and the text part keeps them as written', () => {
    const mail = renderClassBookedMail(
      props({
        title: '<img src=x onerror=alert(1)>',
        teacherName: 'Bo <script>',
        reader: { nickname: 'Ann & "Bo"', zone: 'UTC', isAm: false, locale: 'en' },
      }),
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('Hi Ann &amp; &quot;Bo&quot;,');
    expect(mail.html).toContain('href="http://localhost:3000/group-class-online/class/20001?classID=20001&amp;studentBookedID=90001"');
    expect(mail.text).toContain('with Bo <script> on');
  });
});
