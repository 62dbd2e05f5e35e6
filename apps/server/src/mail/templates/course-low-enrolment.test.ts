import { describe, expect, it } from 'vitest';
import { type CourseLowEnrolmentProps, renderCourseLowEnrolmentMail } from './course-low-enrolment';

const props = (over: Partial<CourseLowEnrolmentProps> = {}): CourseLowEnrolmentProps => ({
  reader: { nickname: 'Lucía', zone: 'Europe/Berlin', isAm: false, locale: 'en' },
  title: 'Business English in 4 weeks',
  start: Date.UTC(2026, 10, 27, 9, 30),
  taken: 1,
  minSpots: 3,
  link: 'http://localhost:3000/teaching',
  ...over,
});

describe('the low-enrolment mail to the teacher (000 §9 auto-cancel)', () => {
  it('in English: which course, when, how many of the minimum joined, the refunds', () => {
    const mail = renderCourseLowEnrolmentMail(props());
    expect(mail.subject).toBe('Your course was cancelled: not enough students');
    expect(mail.text).toBe(
      [
        'Hi Lucía,',
        '',
        'Your course “Business English in 4 weeks” starting Fri, Nov 27, 2026 at 10:30 Europe/Berlin (GMT+01:00) was cancelled automatically 24 hours before its start: 1 of the 3 students it needs had joined. Everyone who joined got their money back, and we told them.',
        '',
        'You can schedule it again from your teaching page:',
        'http://localhost:3000/teaching',
      ].join('\n'),
    );
    expect(renderCourseLowEnrolmentMail(props({ taken: 0 })).text).toContain('Nobody had joined, so nobody was charged.');
  });

  it('in Spanish', () => {
    const mail = renderCourseLowEnrolmentMail(props({ reader: { nickname: 'Lucía', zone: 'Europe/Madrid', isAm: false, locale: 'es' } }));
    expect(mail.subject).toBe('Tu curso se ha cancelado: no hay suficientes alumnos');
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain(
      'Tu curso «Business English in 4 weeks», que empezaba el vie, 27 nov 2026 a las 10:30 Europe/Madrid (GMT+01:00), se ha cancelado automáticamente 24 horas antes del inicio: se habían apuntado 1 de los 3 alumnos que necesita.',
    );
  });

  it('escapes the title in the HTML part', () => {
    const mail = renderCourseLowEnrolmentMail(props({ title: '<b>B</b>' }));
    expect(mail.html).not.toContain('<b>B');
    expect(mail.html).toContain('“&lt;b&gt;B&lt;/b&gt;”');
  });
});
