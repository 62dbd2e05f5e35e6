import { HOUR_MS } from '@app/domain';
import { createShiftedClock } from '@app/server/testing/e2e-server';
import { eq, reviews } from '@app/server/testing/tables';
import { describe, expect, it } from 'vitest';
import { a11yViolations } from '../harness/axe';
import { bookViaApi, demoTeacherClass, newConfirmedStudent } from '../harness/booking-data';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, signInAs, type TestPage, type ViewportName } from '../harness/pages';

/** The server stands after the class ended; every tab's browser clock stands where the server's does. */
const clock = createShiftedClock();
const e2e = useE2e({ clock });

async function tabAt(of: TestPage | null, viewport: ViewportName): Promise<TestPage> {
  const tab = await e2e.open({ viewport });
  if (of) await tab.context.addCookies(await of.context.cookies());
  await tab.context.clock.install({ time: clock.now() });
  return tab;
}

async function expectNoViolation(tab: TestPage): Promise<void> {
  expect(await a11yViolations(tab.page)).toEqual([]);
  expect(tab.outsideRequests).toEqual([]);
  expect(tab.pageErrors).toEqual([]);
}

describe('reviews after class (issue 17 browser test)', () => {
  it('a student books, the class ends, she rates it from My classes, the teacher replies, the topic page shows it with the new average (1280 and 375 px)', async () => {
    const stamp = Date.now().toString(36);
    const text = `Lively class, lots of speaking ${stamp}`;
    const cls = await demoTeacherClass(e2e, { startsIn: 2 * HOUR_MS });
    const student = await e2e.open();
    await newConfirmedStudent(e2e, student.page);
    await bookViaApi(student.page, cls.classId);

    // Before the end there is nothing to rate.
    await student.page.goto(`/review/class/${cls.classId}`);
    expect(await student.page.getByTestId('review-closed').getAttribute('data-outcome')).toBe('not-ended');

    // An hour after the end: Rate this class on the past row, at both widths.
    clock.shiftTo(cls.end + HOUR_MS);
    const phone = await tabAt(student, 'phone');
    await phone.page.goto('/my-classes?tab=past');
    const rate = phone.page.locator(`[data-testid="rate-class"][href="/review/class/${cls.classId}"]`);
    await rate.waitFor();
    await saveScreenshot(phone.page, 'reviews-my-classes-rate-phone');
    await expectNoViolation(phone);

    const desk = await tabAt(student, 'desktop');
    await desk.page.goto('/my-classes?tab=past');
    await desk.page.locator(`[data-testid="rate-class"][href="/review/class/${cls.classId}"]`).click();
    await desk.page.waitForURL(`**/review/class/${cls.classId}`);
    await desk.page.getByTestId('review-form').waitFor();
    // Sending without stars says why.
    await desk.page.getByRole('button', { name: 'Send review' }).click();
    await desk.page.getByRole('alert').filter({ hasText: 'Choose a rating from 1 to 5 stars.' }).waitFor();
    await desk.page.getByLabel('4 out of 5 stars').check({ force: true });
    await desk.page.getByLabel('Your review').fill(text);
    await saveScreenshot(desk.page, 'reviews-form-desktop');
    await expectNoViolation(desk);
    await desk.page.getByRole('button', { name: 'Send review' }).click();
    await desk.page.getByTestId('my-review').filter({ hasText: text }).waitFor();
    expect(await desk.page.getByTestId('my-review').getByTestId('star-rating').getAttribute('data-value')).toBe('4');
    // Editable for 7 days: the form stays, as an edit.
    await desk.page.getByRole('button', { name: 'Save changes' }).waitFor();
    await saveScreenshot(desk.page, 'reviews-written-desktop');
    await expectNoViolation(desk);

    const [stored] = await e2e.server.database.db.select().from(reviews).where(eq(reviews.content, text));
    expect(stored).toMatchObject({ rating: 4, teacher_id: cls.teacherId, reply_content: null });

    // The teacher replies on her topic page.
    clock.shiftTo(cls.end + 3 * HOUR_MS);
    const teacher = await tabAt(null, 'desktop');
    await signInAs(teacher.page, 'teacher@demo.test');
    await teacher.page.goto(`/group-class-online/topic/${cls.topicId}`);
    const mine = teacher.page.getByTestId('review').filter({ hasText: text });
    await teacher.page.getByTestId('teacher-reviews').scrollIntoViewIfNeeded();
    await mine.waitFor();
    await mine.getByRole('button', { name: 'Reply' }).click();
    await mine.getByLabel('Your reply').fill(`Thank you, see you next week! ${stamp}`);
    await mine.getByRole('button', { name: 'Send reply' }).click();
    await mine
      .getByTestId('review-reply')
      .filter({ hasText: `Thank you, see you next week! ${stamp}` })
      .waitFor();
    expect(await mine.getByRole('button', { name: 'Reply' }).count()).toBe(0);

    // A visitor sees the review, its stars, the reply and the average of the stored ratings, at both widths.
    const all = await e2e.server.database.db.select({ rating: reviews.rating }).from(reviews).where(eq(reviews.teacher_id, cls.teacherId));
    const average = Math.round((all.reduce((sum, r) => sum + r.rating, 0) / all.length) * 100) / 100;
    for (const viewport of ['desktop', 'phone'] as const) {
      const visitor = await tabAt(null, viewport);
      await visitor.page.goto(`/group-class-online/topic/${cls.topicId}`);
      await visitor.page.getByTestId('teacher-reviews').scrollIntoViewIfNeeded();
      const shown = visitor.page.getByTestId('review').filter({ hasText: text });
      await shown.waitFor();
      expect(await shown.getByTestId('star-rating').getAttribute('data-value')).toBe('4');
      expect(await shown.getByTestId('review-reply').textContent()).toContain(`Thank you, see you next week! ${stamp}`);
      const header = visitor.page.getByTestId('reviews-average');
      expect(Number(await header.getAttribute('data-average'))).toBe(average);
      expect(await header.textContent()).toContain(`Reviews: ${all.length}`);
      await shown.scrollIntoViewIfNeeded();
      await saveScreenshot(visitor.page, `reviews-topic-page-${viewport}`);
      await expectNoViolation(visitor);
    }
    clock.shiftTo(Date.now());
  });
});
