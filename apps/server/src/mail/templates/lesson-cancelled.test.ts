import { describe, expect, it } from 'vitest';
import { lessonTitle, renderLessonCancelledMail } from './lesson-cancelled';

describe('the lesson-cancelled mail', () => {
  it("names a lesson by its language in the reader's language", () => {
    expect(lessonTitle('spanish', 'en')).toBe('Spanish lesson');
    expect(lessonTitle('spanish', 'es')).toBe('Clase de español');
    expect(lessonTitle('klingon', 'en')).toBe('Klingon lesson');
  });

  it('by staff, linking to the past tab of My classes', () => {
    const mail = renderLessonCancelledMail({
      reader: { nickname: 'Ana', zone: 'UTC', isAm: false, locale: 'en' },
      title: 'Spanish lesson',
      start: Date.UTC(2026, 10, 27, 9, 30),
      by: 'staff',
      refundedCents: 2500,
      link: 'https://learn.example/my-classes?tab=past',
      findAnotherLink: 'https://learn.example/group-class',
    });
    expect(mail.subject).toBe('Your lesson was cancelled by our team');
    expect(mail.text).toContain(
      'Our team cancelled your lesson “Spanish lesson” on Fri, Nov 27, 2026 at 09:30 UTC (GMT). $25.00 is back in your wallet.',
    );
    expect(mail.text).toContain('https://learn.example/my-classes?tab=past');
  });
});
