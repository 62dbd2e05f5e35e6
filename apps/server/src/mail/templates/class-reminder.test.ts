import { HOUR_MS, MINUTE_MS } from '@app/domain';
import { describe, expect, it } from 'vitest';
import { type ClassReminderProps, renderClassReminderMail } from './class-reminder';

const START = Date.UTC(2026, 10, 27, 9, 30);
const props = (over: Partial<ClassReminderProps> = {}): ClassReminderProps => ({
  reader: { nickname: 'Emma', zone: 'Europe/Berlin', isAm: false, locale: 'en' },
  reminder: 'DAY_BEFORE',
  subject: { kind: 'class', title: 'Small talk at work' },
  start: START,
  now: START - 24 * HOUR_MS,
  roomLink: 'http://localhost:3000/video-room/20001',
  unsubscribeLink: 'http://localhost:3000/unsubscribe?token=abc',
  settingsLink: 'http://localhost:3000/settings',
  ...over,
});

describe('the class reminder mail', () => {
  it("a day before, in English: tomorrow in the reader's zone and clock, the join rule, the room, the unsubscribe link", () => {
    const mail = renderClassReminderMail(props());
    expect(mail.subject).toBe('Reminder: “Small talk at work” starts tomorrow at 10:30');
    expect(mail.link).toBe('http://localhost:3000/video-room/20001');
    expect(mail.text).toBe(
      [
        'Hi Emma,',
        '',
        'Your class “Small talk at work” starts tomorrow: Fri, Nov 27, 2026 at 10:30 Europe/Berlin (GMT+01:00).',
        '',
        'The room opens 10 minutes before the start. Join here:',
        'http://localhost:3000/video-room/20001',
        '',
        "Don't want reminders a day before? Unsubscribe: http://localhost:3000/unsubscribe?token=abc",
        'Choose which mails you get in Settings: http://localhost:3000/settings',
      ].join('\n'),
    );
  });

  it('"today" when the start is on the same local day (a late run); an hour before: the minutes left', () => {
    expect(renderClassReminderMail(props({ now: START - 5 * HOUR_MS })).subject).toBe(
      'Reminder: “Small talk at work” starts today at 10:30',
    );
    const hour = renderClassReminderMail(props({ reminder: 'HOUR_BEFORE', now: START - HOUR_MS }));
    expect(hour.subject).toBe('Reminder: “Small talk at work” starts in 1 hour');
    expect(hour.text).toContain("Don't want reminders an hour before? Unsubscribe:");
    expect(renderClassReminderMail(props({ reminder: 'HOUR_BEFORE', now: START - 40 * MINUTE_MS })).subject).toBe(
      'Reminder: “Small talk at work” starts in 40 minutes',
    );
  });

  it('a course class says which of the course it is; a lesson names the teacher', () => {
    const course = renderClassReminderMail(
      props({ subject: { kind: 'course_class', title: 'Week 2', course: 'Business English', index: 2, count: 5 } }),
    );
    expect(course.subject).toBe('Reminder: “Week 2” (Business English) starts tomorrow at 10:30');
    expect(course.text).toContain(
      '“Week 2”, class 2 of 5 of your course “Business English”, starts tomorrow: Fri, Nov 27, 2026 at 10:30 Europe/Berlin (GMT+01:00).',
    );
    const lesson = renderClassReminderMail(
      props({ reminder: 'HOUR_BEFORE', now: START - HOUR_MS, subject: { kind: 'lesson', title: 'English lesson', teacher: 'Ana' } }),
    );
    expect(lesson.subject).toBe('Reminder: English lesson with Ana starts in 1 hour');
    expect(lesson.text).toContain('Your English lesson with Ana starts in 1 hour: Fri, Nov 27, 2026 at 10:30 Europe/Berlin (GMT+01:00).');
  });

  it("in Spanish, on the reader's 12-hour clock", () => {
    const mail = renderClassReminderMail(props({ reader: { nickname: 'Lucía', zone: 'America/Mexico_City', isAm: true, locale: 'es' } }));
    const text = mail.text.replace(/\u00a0/g, ' ');
    expect(mail.subject.replace(/\u00a0/g, ' ')).toBe('Recordatorio: «Small talk at work» empieza mañana a las 3:30 a. m.');
    expect(text).toContain('Hola, Lucía:');
    expect(text).toContain(
      'Tu clase «Small talk at work» empieza mañana: vie, 27 nov 2026 a las 3:30 a. m. America/Mexico_City (GMT-06:00).',
    );
    expect(text).toContain('La sala abre 10 minutos antes del comienzo. Entra aquí:');
    expect(text).toContain('¿No quieres recordatorios un día antes? Date de baja: http://localhost:3000/unsubscribe?token=abc');
    expect(text).toContain('Elige qué correos recibes en Ajustes: http://localhost:3000/settings');
    expect(mail.html).toContain('<html lang="es">');
    const lesson = renderClassReminderMail(
      props({
        reader: { nickname: 'Lucía', zone: 'Europe/Madrid', isAm: false, locale: 'es' },
        reminder: 'HOUR_BEFORE',
        now: START - HOUR_MS,
        subject: { kind: 'lesson', title: 'Clase de inglés', teacher: 'Ana' },
      }),
    );
    expect(lesson.text).toContain('Tu clase de inglés con Ana empieza en 1 hora:');
  });

  it('escapes every value in the HTML part, and the text part keeps them as written', () => {
    const mail = renderClassReminderMail(
      props({
        reader: { nickname: '<b>Eve</b>', zone: 'UTC', isAm: false, locale: 'en' },
        subject: { kind: 'class', title: '"Tom & <Jerry>"' },
      }),
    );
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.html).toContain('&lt;b&gt;Eve&lt;/b&gt;');
    expect(mail.html).toContain('Tom &amp; &lt;Jerry&gt;');
    expect(mail.html).toContain('href="http://localhost:3000/unsubscribe?token=abc"');
    expect(mail.text).toContain('“"Tom & <Jerry>"”');
  });
});
