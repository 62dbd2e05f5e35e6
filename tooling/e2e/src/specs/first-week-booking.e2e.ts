import { DAY_MS, HOUR_MS, MINUTE_MS } from '@app/domain';
import { createShiftedClock } from '@app/server/testing/e2e-server';
import { describe, expect, it } from 'vitest';
import { apiPost, bookViaApi, confirmationLink, demoTeacherClass, newConfirmedStudent } from '../harness/booking-data';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, signInAs } from '../harness/pages';
import type { Page } from 'playwright-core';
import { makeCourse, makeCourseTopic } from '@app/server/testing/course-fixtures';

/** Only item 6 moves it: the resend limit (one link a minute) is waited out on the server's clock. */
const clock = createShiftedClock();
const e2e = useE2e({ clock });

/**
 * Records, from the document's first script on, whether the class page ever drew its unbooked panel
 * (price, spots, Book) once the address said the booking had succeeded: a flash too short for a
 * waiting assertion to see, but one a student sees and clicks.
 */
const WATCH_UNBOOKED_AFTER_PAYING = `
  window.__unbookedAfterPaying = false;
  new MutationObserver(() => {
    if (location.search.includes('bookingSuccess') && document.querySelector('[data-testid="book-panel"]')) {
      window.__unbookedAfterPaying = true;
    }
  }).observe(document, { subtree: true, childList: true });
`;

/**
 * Scrolled to the end of the page, the controls and the footer that a floating element (a fixed
 * button, the phone Book bar) lies over: the names of what it covers, so none may be listed.
 */
async function coveredAtTheEnd(page: Page): Promise<string[]> {
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  return page.evaluate(() => {
    const fixed = [...document.querySelectorAll<HTMLElement>('body *')].filter((el) => {
      const box = el.getBoundingClientRect();
      // An empty live region (the toasts) is fixed too, but has no area to cover anything with.
      const style = getComputedStyle(el);
      // Sticky headers and side panels ride over what scrolls under them by design; a bar stuck to the bottom must not.
      const floats = style.position === 'fixed' || (style.position === 'sticky' && style.bottom !== 'auto');
      return floats && box.width > 0 && box.height > 0 && !el.closest('[role="dialog"]');
    });
    const targets = [...document.querySelectorAll<HTMLElement>('a[href], button, select, input, footer')].filter(
      (el) => el.getClientRects().length > 0 && !fixed.some((f) => f.contains(el)),
    );
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return targets
      .filter((el) => fixed.some((f) => overlaps(f.getBoundingClientRect(), el.getBoundingClientRect())))
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent || '').trim().slice(0, 40)}"`);
  });
}

describe('a student first week, booking (issue 17)', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`item 1 at ${viewport} width: after paying, the class page opens booked, never its Book panel first`, async () => {
      const made = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
      const { page, pageErrors } = await e2e.open({ viewport });
      await newConfirmedStudent(e2e, page);
      await page.addInitScript(WATCH_UNBOOKED_AFTER_PAYING);

      // The student reads the class page first, so its unbooked answer is in the page's cache.
      await page.goto(`/group-class-online/class/${made.classId}?classID=${made.classId}`);
      const panel = page.getByTestId('book-panel');
      await panel.getByRole('button', { name: /^Book/ }).click();
      await page.waitForURL('**/payment');
      await page.getByRole('button', { name: /^Pay / }).and(page.locator(':enabled')).click();

      await page.getByRole('dialog', { name: 'Group class booked' }).waitFor();
      expect(await page.evaluate(() => (window as unknown as { __unbookedAfterPaying: boolean }).__unbookedAfterPaying)).toBe(false);
      await page.getByRole('button', { name: 'Got it' }).click();
      expect(await page.getByTestId('class-headline').textContent()).toBe('Upcoming');
      expect(await page.getByTestId('book-panel').count()).toBe(0);
      await saveScreenshot(page, `first-week-booked-after-paying-${viewport}`);
      expect(pageErrors).toEqual([]);
    });
  }

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`item 5 at ${viewport} width: My classes keeps a dropped class in Upcoming (Canceled) until its date, a live row has Join, and inside 24 h the class page says why there is no Drop`, async () => {
      const dropped = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
      const live = await demoTeacherClass(e2e, { startsIn: 5 * MINUTE_MS });
      const tomorrow = await demoTeacherClass(e2e, { startsIn: 2 * DAY_MS + 3 * HOUR_MS });
      const { page, pageErrors } = await e2e.open({ viewport });
      await newConfirmedStudent(e2e, page);
      await bookViaApi(page, dropped.classId);
      expect((await apiPost(page, `/v3/group_class/group_classes/${dropped.classId}/actions/CANCEL`)).status).toBe(200);
      await bookViaApi(page, live.classId);

      await page.goto('/my-classes');
      const upcoming = page.locator('[data-testid="my-classes-list"][data-scope="upcoming"]');
      await upcoming.waitFor();
      const rows = upcoming.getByTestId('my-class-item');
      expect(await rows.count()).toBe(2);
      const liveRow = rows.filter({ has: page.locator(`a[href*="/class/${live.classId}"]`) });
      expect(await liveRow.getByTestId('my-class-join').getAttribute('href')).toBe(`/video-room/${live.classId}`);
      const droppedRow = rows.filter({ has: page.locator(`a[href*="/class/${dropped.classId}"]`) });
      expect(await droppedRow.getByTestId('my-class-status').textContent()).toBe('Canceled');
      await saveScreenshot(page, `first-week-my-classes-upcoming-${viewport}`);
      await page.goto('/my-classes?tab=past');
      await page.locator('[data-scope="past"], [data-testid="my-classes-empty"]').first().waitFor();
      expect(await page.locator(`a[href*="/class/${dropped.classId}"]`).count()).toBe(0);

      // Within 24 h of the start (the clock is the machine's: book one 2 days ahead, then look from the
      // server's point of view by booking a class that starts in under 24 h).
      const soon = await demoTeacherClass(e2e, { startsIn: 20 * HOUR_MS });
      const seat = await bookViaApi(page, soon.classId);
      await page.goto(`/group-class-online/class/${soon.classId}?classID=${soon.classId}&studentBookedID=${seat.seatId}`);
      const panel = page.getByTestId('status-panel');
      await panel.waitFor();
      expect(await panel.getByRole('button', { name: 'Drop class' }).count()).toBe(0);
      expect(await panel.getByTestId('drop-closed').textContent()).toBe(
        'You can no longer drop this class: it starts in less than 24 hours',
      );
      await saveScreenshot(page, `first-week-drop-closed-${viewport}`);
      // More than 24 h ahead, Drop class is there and nothing says it is closed.
      const later = await bookViaApi(page, tomorrow.classId);
      await page.goto(`/group-class-online/class/${tomorrow.classId}?classID=${tomorrow.classId}&studentBookedID=${later.seatId}`);
      await page.getByTestId('status-panel').getByRole('button', { name: 'Drop class' }).waitFor();
      expect(await page.getByTestId('drop-closed').count()).toBe(0);
      expect(pageErrors).toEqual([]);
    });
  }

  it('item 6: sign-up names what is missing instead of a silent disabled button; the confirmation link and a resent one bring the student back to the class; the 12-hour clock stays after signing up', async () => {
    const made = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
    const { page, pageErrors } = await e2e.open({ viewport: 'desktop' });
    const classPath = `/group-class-online/class/${made.classId}?classID=${made.classId}`;
    await page.goto(classPath);
    const visitorTime = (await page.getByTestId('class-time').first().textContent()) ?? '';
    expect(visitorTime).toMatch(/\d(:\d\d)?\s?(AM|PM)/);

    await page.getByTestId('book-panel').getByRole('button', { name: /^Book/ }).click();
    await page.getByRole('dialog', { name: 'Sign in to book' }).getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL('**/signup?returnTo=*');
    const create = page.getByRole('button', { name: 'Create account' });
    expect(await create.isEnabled()).toBe(true);
    await create.click();
    expect(await page.getByText('Enter the name other people will see.').count()).toBe(1);
    expect(await page.getByText('Enter your email address.').count()).toBe(1);
    expect(await page.getByText('Use at least 10 characters.').count()).toBe(1);
    await saveScreenshot(page, 'first-week-sign-up-missing-desktop');
    const email = `first-week-${Date.now().toString(36)}@students.test`;
    await page.getByLabel('Your name').fill('First Week');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('short');
    expect(await page.getByText('Use at least 10 characters.').count()).toBe(1);
    await page.getByLabel('Password').fill('a-long-password-1');
    expect(await page.getByText('Use at least 10 characters.').count()).toBe(0);
    await create.click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    // Signed in before confirming, the booking prompt sends a new link, which also comes back here.
    await page.getByTestId('sign-up-sign-in').click();
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a-long-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`**/group-class-online/class/${made.classId}*`);
    const firstLink = await confirmationLink(e2e, email);
    await page.getByTestId('book-panel').getByRole('button', { name: /^Book/ }).click();
    const prompt = page.getByRole('dialog', { name: 'Please confirm your email' });
    // A minute after the sign-up mail, not before (one link a minute): the prompt says so, then sends.
    await prompt.getByRole('button', { name: 'Send the link again' }).click();
    await prompt.getByText('We sent you a link a moment ago. Please check your inbox, or try again later.').waitFor();
    clock.shiftTo(Date.now() + MINUTE_MS + 1_000);
    await prompt.getByRole('button', { name: 'Send the link again' }).click();
    await prompt.getByText(`We sent a new link to ${email}.`).waitFor();
    clock.shiftTo(Date.now());
    await saveScreenshot(page, 'first-week-resend-desktop');
    let resent = firstLink;
    for (let i = 0; i < 100 && resent === firstLink; i++) resent = await confirmationLink(e2e, email);
    expect(resent).not.toBe(firstLink);
    await page.keyboard.press('Escape');

    const link = new URL(resent);
    expect(link.searchParams.get('returnTo')).toBe(classPath);
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByText('Your email is confirmed and you are signed in.', { exact: false }).waitFor();
    await page.getByTestId('confirm-continue').click();
    await page.waitForURL(`**${classPath}`);
    await page.getByTestId('book-panel').waitFor();
    expect((await page.getByTestId('class-time').first().textContent()) ?? '').toBe(visitorTime);
    expect(pageErrors).toEqual([]);
  });

  for (const viewport of ['desktop', 'phone'] as const) {
    it(`item 3 at ${viewport} width: nothing floats over a control or the footer (Help is in the footer; the phone Book bar keeps its room), in English and Spanish`, async () => {
      const db = e2e.server.database.db;
      const made = await demoTeacherClass(e2e, { startsIn: 3 * DAY_MS });
      const courseTopic = await makeCourseTopic(db, { teacherId: made.teacherId, now: Date.now() });
      await makeCourse(db, { teacherId: made.teacherId, topicId: courseTopic, now: Date.now(), startsIn: 10 * DAY_MS });
      for (const locale of ['en-US', 'es-ES']) {
        const { page, pageErrors } = await e2e.open({ viewport, locale });
        for (const path of [
          `/group-class-online/topic/${made.topicId}`,
          `/group-class-online/class/${made.classId}?classID=${made.classId}`,
          `/group-course/${courseTopic}`,
          '/teachers/english',
        ]) {
          await page.goto(path);
          await page.locator('footer').getByTestId('support-open').waitFor();
          expect({ path, locale, covered: await coveredAtTheEnd(page) }).toEqual({ path, locale, covered: [] });
        }
        await saveScreenshot(page, `first-week-nothing-covers-${locale}-${viewport}`);
        await page.locator('footer').getByTestId('support-open').click();
        await page.getByTestId('support-panel').waitFor();
        expect(pageErrors).toEqual([]);
      }
    });

    it(`item 2 at ${viewport} width: a teacher card's name opens her profile, which offers Book trial and Book lesson`, async () => {
      const { page, pageErrors } = await e2e.open({ viewport });
      await page.goto('/teachers/english');
      const link = page.getByTestId('teacher-profile-link').first();
      const name = ((await link.textContent()) ?? '').trim();
      expect(name).not.toBe('');
      await link.click();
      await page.waitForURL(/\/teacher\/\d+\/english$/);
      // The address changes before the profile's loader settles; the search page's h1 is still up until then.
      await page.getByRole('heading', { level: 1 }).filter({ hasText: name }).waitFor();
      const book = page.getByTestId('profile-book');
      const lesson = book.getByRole('link', { name: 'Book lesson' });
      expect(await lesson.getAttribute('href')).toMatch(/^\/booking\/lesson\?teacher_id=\d+&language=english$/);
      await saveScreenshot(page, `first-week-profile-book-${viewport}`);
      await lesson.click();
      await page.waitForURL('**/booking/lesson?*');
      expect(pageErrors).toEqual([]);
    });
  }

  it('a teacher on her own profile sees how students see it, with no Book or Contact to press', async () => {
    const made = await demoTeacherClass(e2e, { startsIn: 5 * DAY_MS });
    const { page, pageErrors } = await e2e.open();
    await signInAs(page, 'teacher@demo.test');
    await page.goto(`/teacher/${made.teacherId}/english`);
    await page.getByTestId('own-profile-note').waitFor();
    expect(await page.getByTestId('profile-book').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Contact teacher' }).count()).toBe(0);
    expect(await page.getByTestId('own-profile-note').getByRole('link', { name: 'Teaching' }).getAttribute('href')).toBe('/teaching');
    expect(pageErrors).toEqual([]);
  });

  it('item 8: the "New: live group classes" popup greets a student with no class yet, never one who books classes', async () => {
    const regular = await e2e.open();
    await signInAs(regular.page, 'student@demo.test');
    await regular.page.goto('/teachers/english');
    await regular.page.getByTestId('search-results').getByTestId('teacher-card').first().waitFor();
    await regular.page.waitForLoadState('networkidle');
    expect(await regular.page.getByTestId('marketing-popup-body').count()).toBe(0);

    const newcomer = await e2e.open();
    await signInAs(newcomer.page, 'fresh@demo.test');
    await newcomer.page.goto('/teachers/english');
    await newcomer.page.getByTestId('marketing-popup-body').waitFor();
    expect(await newcomer.page.getByRole('dialog').textContent()).toContain('New: live group classes');
    expect(regular.pageErrors).toEqual([]);
    expect(newcomer.pageErrors).toEqual([]);
  });
});
