import { describe, expect, it } from 'vitest';
import { renderSeatDroppedMail, type SeatDroppedProps } from './seat-dropped';

const props = (over: Partial<SeatDroppedProps> = {}): SeatDroppedProps => ({
  reader: { nickname: 'Emma', zone: 'Europe/Berlin', isAm: false, locale: 'en' },
  kind: 'class',
  title: 'Small talk at work',
  start: Date.UTC(2026, 10, 27, 9, 30),
  refundedCents: 1500,
  link: 'http://localhost:3000/group-class-online/class/20001?classID=20001&studentBookedID=90001',
  findAnotherLink: 'http://localhost:3000/group-class',
  ...over,
});

describe('the seat-dropped mail (a student cancels their own booking)', () => {
  it('a dropped class, in English: what, when, the refund', () => {
    const mail = renderSeatDroppedMail(props());
    expect(mail.subject).toBe('You dropped the class');
    expect(mail.text).toBe(
      [
        'Hi Emma,',
        '',
        'You dropped the class “Small talk at work” on Fri, Nov 27, 2026 at 10:30 Europe/Berlin (GMT+01:00). $15.00 is back in your wallet.',
        '',
        'See the details:',
        'http://localhost:3000/group-class-online/class/20001?classID=20001&studentBookedID=90001',
        '',
        'Find another one at http://localhost:3000/group-class',
      ].join('\n'),
    );
  });

  it('a course spot and a lesson, and nothing to refund', () => {
    const course = renderSeatDroppedMail(props({ kind: 'course', title: 'Business English in 4 weeks', refundedCents: 3000 }));
    expect(course.subject).toBe('You cancelled your course spot');
    expect(course.text).toContain(
      'You cancelled your spot in the course “Business English in 4 weeks” starting Fri, Nov 27, 2026 at 10:30 Europe/Berlin (GMT+01:00). $30.00 is back in your wallet.',
    );
    const lesson = renderSeatDroppedMail(props({ kind: 'lesson', title: 'Spanish lesson', refundedCents: 0 }));
    expect(lesson.subject).toBe('You cancelled your lesson');
    expect(lesson.text).toContain(
      'You cancelled your lesson “Spanish lesson” on Fri, Nov 27, 2026 at 10:30 Europe/Berlin (GMT+01:00). Nothing was charged for it, so there is nothing to refund.',
    );
  });

  it('in Spanish', () => {
    const mail = renderSeatDroppedMail(props({ reader: { nickname: 'Lucía', zone: 'America/Mexico_City', isAm: true, locale: 'es' } }));
    expect(mail.subject).toBe('Has anulado la clase');
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain(
      'Has anulado la clase «Small talk at work» del vie, 27 nov 2026 a las 3:30 a. m. America/Mexico_City (GMT-06:00). Te hemos devuelto 15,00 US$ al monedero.',
    );
  });

  it('escapes every value in the HTML part', () => {
    const mail = renderSeatDroppedMail(
      props({ title: '<img src=x>', reader: { nickname: 'A & B', zone: 'UTC', isAm: false, locale: 'en' } }),
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Hi A &amp; B,');
    expect(mail.text).toContain('“<img src=x>”');
  });
});
