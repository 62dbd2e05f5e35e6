import { describe, expect, it } from 'vitest';
import { type CourseBookedProps, renderCourseBookedMail } from './course-booked';

// A course meeting at 08:00 UTC each week: 09:00 in Madrid until the clocks go forward on 29 March 2026, 10:00 after.
const STARTS = [Date.UTC(2026, 2, 22, 8), Date.UTC(2026, 2, 29, 8), Date.UTC(2026, 3, 5, 8)];
const ROOM = (i: number) => `http://localhost:3000/video-room/${20001 + i}`;
const props = (over: Partial<CourseBookedProps> = {}): CourseBookedProps => ({
  reader: { nickname: 'Emma', zone: 'Europe/Madrid', isAm: false, locale: 'en' },
  teacherName: 'Lucía',
  paidCents: 3000,
  pageLink: 'http://localhost:3000/group-course/order/70001',
  title: 'Business English in 4 weeks',
  classes: STARTS.map((start, i) => ({ start, roomLink: ROOM(i) })),
  ...over,
});

describe('the course-booked mail', () => {
  it("in English: every class in the reader's zone with its room, and the clock change said the issue's way", () => {
    const mail = renderCourseBookedMail(props());
    expect(mail.subject).toBe('You joined the course “Business English in 4 weeks”');
    expect(mail.link).toBe('http://localhost:3000/group-course/order/70001');
    expect(mail.text).toBe(
      [
        'Hi Emma,',
        '',
        'You joined the course “Business English in 4 weeks” with Lucía: 3 classes, the first on Sun, Mar 22, 2026 at 09:00 Europe/Madrid (GMT+01:00). You paid $30.00.',
        '',
        'From March 29 this course meets at 10:00 in your time, because clocks change.',
        '',
        'Join each class from 10 minutes before its start, at its link:',
        `1. Sun, Mar 22, 2026 at 09:00 Europe/Madrid (GMT+01:00): ${ROOM(0)}`,
        `2. Sun, Mar 29, 2026 at 10:00 Europe/Madrid (GMT+02:00): ${ROOM(1)}`,
        `3. Sun, Apr 5, 2026 at 10:00 Europe/Madrid (GMT+02:00): ${ROOM(2)}`,
        '',
        'See your booking:',
        'http://localhost:3000/group-course/order/70001',
        '',
        'The calendar file attached adds every class to your calendar. You can cancel until 24 hours before the start and get your money back.',
      ].join('\n'),
    );
    expect(mail.html).toContain('<p><strong>From March 29 this course meets at 10:00 in your time, because clocks change.</strong></p>');
  });

  it("no clock change in the reader's zone: no such sentence (UTC); on a 12-hour clock the new time is written so", () => {
    expect(renderCourseBookedMail(props({ reader: { nickname: 'Emma', zone: 'UTC', isAm: false, locale: 'en' } })).text).not.toContain(
      'clocks change',
    );
    expect(renderCourseBookedMail(props({ reader: { nickname: 'Emma', zone: 'Europe/Madrid', isAm: true, locale: 'en' } })).text).toContain(
      'From March 29 this course meets at 10:00 AM in your time, because clocks change.',
    );
  });

  it('in Spanish', () => {
    const mail = renderCourseBookedMail(props({ reader: { nickname: 'Lucía', zone: 'Europe/Madrid', isAm: false, locale: 'es' } }));
    expect(mail.subject).toBe('Te has apuntado al curso «Business English in 4 weeks»');
    const text = mail.text.replace(/\u00a0/g, ' ');
    expect(text).toContain(
      'Te has apuntado al curso «Business English in 4 weeks» con Lucía: 3 clases, la primera el dom, 22 mar 2026 a las 9:00 Europe/Madrid (GMT+01:00). Has pagado 30,00 US$.',
    );
    expect(text).toContain('Desde el 29 de marzo este curso empieza a las 10:00 en tu hora, porque cambia la hora.');
    expect(text).toContain('Entra en cada clase desde 10 minutos antes de su inicio, por su enlace:');
  });

  it('escapes every value in the HTML part', () => {
    const mail = renderCourseBookedMail(props({ title: '<b>x</b>', teacherName: '"T" & co' }));
    expect(mail.html).not.toContain('<b>x');
    expect(mail.html).toContain('“&lt;b&gt;x&lt;/b&gt;” with &quot;T&quot; &amp; co');
    expect(mail.text).toContain('“<b>x</b>” with "T" & co');
  });
});
