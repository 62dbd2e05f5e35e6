import { describe, expect, it } from 'vitest';
import { renderTeacherNewBookingMail, type TeacherNewBookingProps } from './teacher-new-booking';

const props = (over: Partial<TeacherNewBookingProps> = {}): TeacherNewBookingProps => ({
  reader: { nickname: 'Lucía', zone: 'America/New_York', isAm: true, locale: 'en' },
  studentName: 'Emma',
  booking: { kind: 'class', title: 'Small talk at work', taken: 3, capacity: 6 },
  start: Date.UTC(2026, 10, 27, 9, 30),
  link: 'http://localhost:3000/group-class-online/class/20001',
  ...over,
});

describe("the teacher's new-booking mail", () => {
  it("a class seat, in English, in the teacher's zone and clock: who, what, when, spots taken of capacity", () => {
    const mail = renderTeacherNewBookingMail(props());
    expect(mail.subject).toBe('New booking in your class');
    expect(mail.text).toBe(
      [
        'Hi Lucía,',
        '',
        'Emma booked your class “Small talk at work” on Fri, Nov 27, 2026 at 4:30 AM America/New_York (GMT-05:00). 3 of 6 spots are taken.',
        '',
        'See it:',
        'http://localhost:3000/group-class-online/class/20001',
      ].join('\n'),
    );
  });

  it('a course spot (with its minimum) and a lesson', () => {
    expect(
      renderTeacherNewBookingMail(
        props({ booking: { kind: 'course', title: 'Business English in 4 weeks', taken: 1, capacity: 4, minSpots: 2 } }),
      ).text,
    ).toContain(
      'Emma joined your course “Business English in 4 weeks” starting Fri, Nov 27, 2026 at 4:30 AM America/New_York (GMT-05:00). 1 of 4 spots are taken. It runs with at least 2 students.',
    );
    const lesson = renderTeacherNewBookingMail(props({ booking: { kind: 'lesson', language: 'spanish', minutes: 60, isTrial: false } }));
    expect(lesson.subject).toBe('New lesson booked');
    expect(lesson.text).toContain('Emma booked a 60-minute Spanish lesson with you on Fri, Nov 27, 2026 at 4:30 AM');
  });

  it('in Spanish', () => {
    const mail = renderTeacherNewBookingMail(props({ reader: { nickname: 'Lucía', zone: 'Europe/Madrid', isAm: false, locale: 'es' } }));
    expect(mail.subject).toBe('Nueva reserva en tu clase');
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain(
      'Emma ha reservado tu clase «Small talk at work» del vie, 27 nov 2026 a las 10:30 Europe/Madrid (GMT+01:00). Hay 3 de 6 plazas ocupadas.',
    );
  });

  it("escapes the student's nickname and the title in the HTML part", () => {
    const mail = renderTeacherNewBookingMail(props({ studentName: '<script>x</script>' }));
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;x&lt;/script&gt; booked your class');
  });
});
