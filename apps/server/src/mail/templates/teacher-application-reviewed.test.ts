import { describe, expect, it } from 'vitest';
import { renderTeacherApplicationReviewedMail } from './teacher-application-reviewed';

const reader = { nickname: 'Ana <b>', locale: 'en', zone: 'America/Lima', isAm: true } as const;
const reapplyAt = Date.UTC(2026, 11, 3, 15);

describe('the teacher application mails', () => {
  it('approved: says so and links to the teaching page, in English and Spanish', () => {
    const link = 'https://learn.example/teaching';
    const en = renderTeacherApplicationReviewedMail({ outcome: 'approved', reader, link });
    expect(en.subject).toBe('You are now a teacher');
    expect(en.text).toBe(
      `Hello Ana <b>,\n\nYour application to teach has been approved. Your teacher profile is public, and students can find you in teacher search.\n\n${link}`,
    );
    expect(en.html).toContain(`href="${link}"`);
    expect(en.html).toContain('Ana &lt;b&gt;');
    const es = renderTeacherApplicationReviewedMail({ outcome: 'approved', reader: { ...reader, locale: 'es' }, link });
    expect(es.subject).toBe('Ya eres profesor');
    expect(es.text).toContain('Hemos aprobado tu solicitud');
  });

  it("declined: the reason as written (escaped in HTML) and when to re-apply in the reader's zone and clock", () => {
    const link = 'https://learn.example/teaching/apply';
    const reason = 'Your video link <does not> play.';
    const en = renderTeacherApplicationReviewedMail({ outcome: 'declined', reader, reason, reapplyAt, link });
    expect(en.subject).toBe('Your application to teach');
    expect(en.text).toContain(`\n\n${reason}\n\n`);
    expect(en.text).toMatch(/You can apply again from .*10:00 AM.*\./);
    expect(en.html).toContain('Your video link &lt;does not&gt; play.');
    const es = renderTeacherApplicationReviewedMail({
      outcome: 'declined',
      reader: { ...reader, locale: 'es', isAm: false },
      reason,
      reapplyAt,
      link,
    });
    expect(es.subject).toBe('Tu solicitud para enseñar');
    expect(es.text).toMatch(/Podrás volver a solicitarlo a partir del .*10:00/);
  });
});
