import { describe, expect, it } from 'vitest';
import { renderCourseCancelledMail } from './course-cancelled';

const START = Date.UTC(2026, 10, 27, 9, 30);

describe('the course-cancelled mail', () => {
  it('auto-cancelled with nothing charged, on the 12-hour clock', () => {
    const mail = renderCourseCancelledMail({
      reader: { nickname: 'Kenji', zone: 'Asia/Tokyo', isAm: true, locale: 'en' },
      title: 'Spanish for travel',
      start: START,
      by: 'system',
      refundedCents: 0,
      link: 'https://learn.example/group-course/order/7',
      findAnotherLink: 'https://learn.example/group-class',
    });
    expect(mail.subject).toBe('Your course was cancelled: not enough students');
    expect(mail.link).toBe('https://learn.example/group-course/order/7');
    expect(mail.text).toContain(
      'Your course “Spanish for travel” on Fri, Nov 27, 2026 at 6:30 PM Asia/Tokyo (GMT+09:00) was cancelled because not enough students signed up. Nothing was charged for it, so there is nothing to refund.',
    );
  });

  it('by the teacher, in Spanish', () => {
    const mail = renderCourseCancelledMail({
      reader: { nickname: 'Kenji', zone: 'Europe/Madrid', isAm: false, locale: 'es' },
      title: 'Spanish for travel',
      start: START,
      by: 'teacher',
      refundedCents: 4000,
      link: 'https://learn.example/group-course/order/7',
      findAnotherLink: 'https://learn.example/group-class',
    });
    expect(mail.subject).toBe('Tu profesor ha cancelado tu curso');
    expect(mail.text.replace(/\u00a0/g, ' ')).toContain(
      'Tu profesor ha cancelado tu curso «Spanish for travel» del vie, 27 nov 2026 a las 10:30 Europe/Madrid (GMT+01:00). Te hemos devuelto 40,00 US$ al monedero.',
    );
    expect(mail.text).toContain('Encuentra otro en https://learn.example/group-class');
  });
});
