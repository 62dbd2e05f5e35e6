import { describe, expect, it } from 'vitest';
import { buildCancellationMail, classDetailPath, lessonMailTitle, MY_PAST_CLASSES_PATH } from './cancellation-mail';

const START = Date.UTC(2026, 10, 27, 9, 30);

describe('buildCancellationMail', () => {
  it('a teacher cancel: the start in the student\'s zone and clock, the refund in USD, an absolute link', () => {
    const mail = buildCancellationMail(
      { studentId: 1, kind: 'class', title: 'Small talk at work', start: START, by: 'teacher', refundedCents: 1500, path: classDetailPath({ classId: 20_001, seatId: 90_001 }) },
      { nickname: 'Emma', zone: 'Europe/Berlin', isAm: 0 },
      'http://localhost:3000',
    );
    expect(mail.subject).toBe('Your class was cancelled by the teacher');
    expect(mail.link).toBe('http://localhost:3000/group-class-online/class/20001?classID=20001&studentBookedID=90001');
    expect(mail.body).toBe([
      'Hi Emma,',
      '',
      'Your teacher cancelled your class “Small talk at work” on Fri, Nov 27, 2026 at 10:30 Europe/Berlin (GMT+01:00). $15.00 is back in your wallet.',
      '',
      'See the details:',
      'http://localhost:3000/group-class-online/class/20001?classID=20001&studentBookedID=90001',
      '',
      'We are sorry for the change. Find another one at http://localhost:3000/group-class',
    ].join('\n'));
  });

  it('a course auto-cancelled with nothing charged, on the 12-hour clock; no origin leaves the site path', () => {
    const mail = buildCancellationMail(
      { studentId: 1, kind: 'course', title: 'Spanish for travel', start: START, by: 'auto', refundedCents: 0, path: '/group-course/order/7' },
      { nickname: 'Kenji', zone: 'Asia/Tokyo', isAm: 1 },
      '',
    );
    expect(mail.subject).toBe('Your course was cancelled: not enough students');
    expect(mail.link).toBe('/group-course/order/7');
    expect(mail.body).toContain('Your course “Spanish for travel” on Fri, Nov 27, 2026 at 6:30 PM Asia/Tokyo (GMT+09:00) was cancelled because not enough students signed up. Nothing was charged for it, so there is nothing to refund.');
  });

  it('names a lesson by its language and sends it to the past tab of My classes', () => {
    expect(lessonMailTitle('spanish')).toBe('Spanish lesson');
    expect(MY_PAST_CLASSES_PATH).toBe('/my-classes?tab=past');
  });
});
