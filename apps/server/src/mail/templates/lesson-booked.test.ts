import { describe, expect, it } from 'vitest';
import { type LessonBookedProps, renderLessonBookedMail } from './lesson-booked';

const props = (over: Partial<LessonBookedProps> = {}): LessonBookedProps => ({
  reader: { nickname: 'Emma', zone: 'Europe/Berlin', isAm: false, locale: 'en' },
  teacherName: 'Lucía',
  paidCents: 1500,
  pageLink: 'http://localhost:3000/my-classes',
  language: 'spanish',
  minutes: 30,
  isTrial: false,
  start: Date.UTC(2026, 10, 27, 9, 30),
  roomLink: 'http://localhost:3000/video-room/lesson-40001',
  ...over,
});

describe('the lesson-booked mail', () => {
  it('in English: the lesson named by its language, its length, the teacher, when, the room rule', () => {
    const mail = renderLessonBookedMail(props());
    expect(mail.subject).toBe('Your lesson is booked: Spanish lesson');
    expect(mail.text).toBe(
      [
        'Hi Emma,',
        '',
        'You booked a 30-minute Spanish lesson with Lucía on Fri, Nov 27, 2026 at 10:30 Europe/Berlin (GMT+01:00). You paid $15.00.',
        '',
        'Join from 10 minutes before the start at http://localhost:3000/video-room/lesson-40001',
        '',
        'See your booking:',
        'http://localhost:3000/my-classes',
        '',
        'The calendar file attached adds it to your calendar. You can cancel until 24 hours before the start and get your money back.',
      ].join('\n'),
    );
    expect(renderLessonBookedMail(props({ isTrial: true, minutes: 30, paidCents: 500 })).text).toContain(
      'You booked a 30-minute trial Spanish lesson with Lucía on',
    );
  });

  it('in Spanish', () => {
    const mail = renderLessonBookedMail(
      props({ reader: { nickname: 'Lucía', zone: 'Europe/Madrid', isAm: false, locale: 'es' }, language: 'english' }),
    );
    expect(mail.subject).toBe('Clase particular reservada: Clase de inglés');
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain(
      'Has reservado una clase de 30 minutos, Clase de inglés, con Lucía el vie, 27 nov 2026 a las 10:30 Europe/Madrid (GMT+01:00). Has pagado 15,00 US$.',
    );
  });

  it('escapes every value in the HTML part', () => {
    const mail = renderLessonBookedMail(props({ teacherName: '<i>T</i>' }));
    expect(mail.html).not.toContain('<i>T');
    expect(mail.html).toContain('with &lt;i&gt;T&lt;/i&gt; on');
  });
});
