import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { a11yViolations } from '../harness/axe';
import { expectCleanPage } from '../harness/clean-page';
import { useE2e } from '../harness/e2e-suite';
import { topUp, userIdOf } from '../harness/booking-data';
import { saveScreenshot, signInAs } from '../harness/pages';

const e2e = useE2e();

const HOUR_MS = 3_600_000;

/** The fields of a course group (000 §3) this spec reads from `GET /api/v3/group_class/courses/`. */
interface Group {
  id: number;
  topic_id: number;
  teacher_id: number;
  title: string;
  status: string;
  start_time: string;
  price: number;
  class_amount: number;
  min_spots: number;
  max_spots: number;
  course_students: { student_id: number; status: string }[];
}

/** Every listed group, read the way the page reads it (body = the list, X-Has-Next for more). */
async function listGroups(page: Page): Promise<Group[]> {
  const all: Group[] = [];
  for (let offset = 0; ; offset += 60) {
    const response = await page.request.get(`/api/v3/group_class/courses/?offset=${offset}&length=60`);
    expect(response.ok()).toBe(true);
    all.push(...((await response.json()) as Group[]));
    if (response.headers()['x-has-next'] !== '1') return all;
  }
}

const isFull = (g: Group) => g.course_students.length >= g.max_spots;

/**
 * A group a new student can join and still cancel: open, not full, first class more than 48 h ahead
 * (far from the 24 h auto-cancel and cancel boundaries, whatever the test's own duration).
 */
function joinableGroup(groups: Group[]): Group {
  const found = groups.find(
    (g) => ['Upcoming', 'ReadyForSchedule'].includes(g.status) && !isFull(g) && Date.parse(g.start_time) - Date.now() > 48 * HOUR_MS,
  );
  if (!found) throw new Error('the demo has no joinable course group');
  return found;
}

describe('group course before booking (000 §2 D)', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`shows the course card, the upcoming groups and the Upcoming Groups modal at ${viewport} width`, async () => {
      const tab = await e2e.open({ viewport });
      const { page } = tab;
      const group = joinableGroup(await listGroups(page));
      await page.goto(`/group-course/${group.topic_id}`);
      await page.getByTestId('course-card').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(group.title);
      expect(await page.title()).toContain(group.title);

      // 000 §3 "The price of a course is price times class_amount", per course; the card shows the
      // topic's course facts (GET /v1/group_topics/:id, from its next open group).
      const topic = (await (await page.request.get(`/api/v1/group_topics/${group.topic_id}`)).json()) as {
        data: { course: { price: number; class_amount: number; course_price: number; min_spots: number; max_spots: number } };
      };
      const facts = topic.data.course;
      expect(facts.price * facts.class_amount).toBe(facts.course_price);
      const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(facts.course_price / 100);
      expect(await page.getByTestId('course-price').textContent()).toBe(total);
      expect(await page.getByTestId('course-capacity').textContent()).toContain(`${facts.min_spots}-${facts.max_spots}`);

      const list = page.locator('#upcoming-groups').getByTestId('course-group');
      await list.first().waitFor();
      expect(await list.count()).toBeLessThanOrEqual(2);
      expect(await list.first().getByRole('heading').textContent()).toBe('Group 1');

      if (viewport === 'phone') {
        // 000 §2 D "On phones a bottom bar shows the price and a Join a group button."
        const bar = page.getByTestId('course-phone-bar');
        expect(await bar.isVisible()).toBe(true);
        expect(await bar.textContent()).toContain(total);
        expect((await bar.boundingBox())?.width).toBe(375);
      } else {
        expect(await page.getByTestId('course-phone-bar').isVisible()).toBe(false);
      }
      await saveScreenshot(page, `course-topic-${viewport}`);
      await expectCleanPage(tab);

      await page.getByTestId('view-all-groups').click();
      const modal = page.getByRole('dialog', { name: 'Upcoming Groups' });
      await modal.waitFor();
      await modal.getByTestId('course-group').first().waitFor();
      if (viewport === 'desktop') expect((await modal.boundingBox())?.width).toBe(722);
      await saveScreenshot(page, `course-groups-modal-${viewport}`);
      expect(await a11yViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'detached' });
    });
  }

  it('shows Fully Booked on a full group and offers no join', async () => {
    const { page } = await e2e.open();
    const full = (await listGroups(page)).find(isFull);
    if (!full) throw new Error('the demo has no full course group');
    await page.goto(`/group-course/${full.topic_id}`);
    await page.getByTestId('view-all-groups').click();
    const item = page.getByRole('dialog', { name: 'Upcoming Groups' }).locator(`[data-course-id="${full.id}"]`);
    await item.waitFor();
    const button = item.getByRole('button', { name: /^Fully Booked/ });
    expect(await button.textContent()).toBe('Fully Booked');
    expect(await button.isDisabled()).toBe(true);
    expect(await item.locator('[data-spots]').textContent()).toBe('Fully booked');
  });

  it('copies a share link with tracking parameters and says "Copied successfully."', async () => {
    const { page, context } = await e2e.open();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.server.url });
    const group = joinableGroup(await listGroups(page));
    await page.goto(`/group-course/${group.topic_id}`);
    await page.getByTestId('share-course').click();
    await page.getByText('Copied successfully.').waitFor();
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.pathname).toBe(`/group-course/${group.topic_id}`);
    expect(copied.searchParams.get('utm_source')).toBe('share');
    expect(copied.searchParams.get('utm_medium')).toBe('copy_link');
    expect(copied.searchParams.get('utm_campaign')).toBe('group_course');
  });

  it('on a 375 px phone, Join a group in the bottom bar brings the groups into view', async () => {
    const { page } = await e2e.open({ viewport: 'phone' });
    const group = joinableGroup(await listGroups(page));
    await page.goto(`/group-course/${group.topic_id}`);
    await page.getByTestId('course-group').first().waitFor();
    await page.getByTestId('course-phone-bar').getByRole('button', { name: 'Join a group' }).click();
    await page.waitForFunction(() => {
      const box = document.getElementById('upcoming-groups')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
    });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('upcoming-groups');
  });

  it('sends a class topic to its own page and shows not-found for an unknown topic', async () => {
    const { page } = await e2e.open();
    const classes = (await (await page.request.get('/api/v3/group_class/group_classes?length=1&group_by_topic=1')).json()) as {
      topic_id: number;
    }[];
    const classTopic = classes[0]?.topic_id;
    if (classTopic === undefined) throw new Error('the demo has no class topic');
    await page.goto(`/group-course/${classTopic}`);
    await page.waitForURL(`**/group-class-online/topic/${classTopic}`);
    await page.goto('/group-course/999999');
    await page.locator('[data-screen="not-found"]').waitFor();
  });

  it('signs the visitor in before a course order page', async () => {
    const { page } = await e2e.open();
    await page.goto('/group-course/order/1');
    await page.waitForURL(/\/signin\?returnTo=%2Fgroup-course%2Forder%2F1$/);
  });
});

describe('group course after booking (000 §2 C, 000 §4)', () => {
  it('issue 4 (3): a student joins a course group and cancels the spot', async () => {
    const tab = await e2e.open();
    const { page } = tab;
    // Enough credit for whichever course the demo draws (prices vary with the seed).
    await topUp(e2e, { userId: await userIdOf(e2e, 'fresh@demo.test'), cents: 50_000 });
    await signInAs(page, 'fresh@demo.test');
    const balance = async () =>
      page.evaluate(async () => {
        const response = await fetch('/api/v1/wallet', { credentials: 'same-origin' });
        return ((await response.json()) as { data: { balance: number } }).data.balance;
      });
    const group = joinableGroup(await listGroups(page));
    await page.goto(`/group-course/${group.topic_id}`);
    // "Check /api/v1/wallet from the page context": the page's own session and origin.
    const before = await balance();

    await page.getByTestId('view-all-groups').click();
    const item = page.getByRole('dialog', { name: 'Upcoming Groups' }).locator(`[data-course-id="${group.id}"]`);
    await item.getByRole('button', { name: /^Join Group/ }).click();

    // Book flow: booking check -> hand-off -> payment page (000 §4 steps 3-4).
    await page.waitForURL('**/payment');
    const total = group.price * group.class_amount;
    const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(total / 100);
    expect(await page.getByTestId('payment-price').textContent()).toBe(money);
    await page.getByRole('button', { name: `Pay ${money}` }).click();

    await page.waitForURL(/\/group-course\/order\/\d+\?bookingSuccess=1$/);
    const booked = page.getByRole('dialog', { name: 'Group course booked' });
    await booked.waitFor();
    expect(await booked.textContent()).toContain('Zoom');
    expect(await page.getByTestId('course-headline').textContent()).toBe('Upcoming');
    expect(await balance()).toBe(before - total);
    await saveScreenshot(page, 'course-order-booked-modal-desktop');
    expect(await a11yViolations(page)).toEqual([]);
    await booked.getByRole('button', { name: 'Got it' }).click();
    await booked.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');

    // 000 §4 "Cancel a course spot": confirm -> re-read -> cancel -> message after 1000 ms -> refresh.
    await page.getByRole('button', { name: 'Cancel my spot' }).click();
    await page.getByRole('dialog', { name: 'Cancel your spot?' }).getByRole('button', { name: 'Yes, cancel my spot' }).click();
    await page.getByText('This course has been canceled.').waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="course-headline"]')?.textContent === 'Canceled');
    expect(await page.getByTestId('course-cancelled-text').textContent()).toBe(
      'You canceled your spot in this course. You will receive a full refund.',
    );
    expect(await page.getByRole('button', { name: 'Cancel my spot' }).count()).toBe(0);
    expect(await balance()).toBe(before);
    await saveScreenshot(page, 'course-order-cancelled-desktop');
    await expectCleanPage(tab);

    // The group no longer reads "Booked by you" for this student.
    await page.goto(`/group-course/${group.topic_id}`);
    await page.getByTestId('view-all-groups').click();
    const again = page.getByRole('dialog', { name: 'Upcoming Groups' }).locator(`[data-course-id="${group.id}"]`);
    expect(await again.getByRole('button', { name: /^Join Group/ }).isEnabled()).toBe(true);
  });

  it('asks a visitor to sign in on Join Group', async () => {
    const { page } = await e2e.open();
    const group = joinableGroup(await listGroups(page));
    await page.goto(`/group-course/${group.topic_id}`);
    await page
      .locator('#upcoming-groups')
      .getByRole('button', { name: /^Join Group/ })
      .first()
      .click();
    await page
      .getByRole('dialog')
      .filter({ hasText: /sign in/i })
      .waitFor();
  });

  it('shows the order page and a class of the course to the student who booked it', async () => {
    const tab = await e2e.open();
    const { page } = tab;
    // Enough credit for whichever course the demo draws (prices vary with the seed).
    await topUp(e2e, { userId: await userIdOf(e2e, 'fresh@demo.test'), cents: 50_000 });
    await signInAs(page, 'fresh@demo.test');
    const group = joinableGroup(await listGroups(page));
    const booked = await page.request.post(`/api/v3/group_class/courses/${group.id}/actions/BOOK`, {
      headers: { 'X-Requested-With': 'app' },
      data: {},
    });
    expect(booked.status()).toBe(200);
    const orderId = ((await booked.json()) as { data: { order: { order_id: number } } }).data.order.order_id;

    const orderPath = `/group-course/order/${orderId}`;
    await page.goto(orderPath);
    await page.getByTestId('course-status-panel').waitFor();
    expect(await page.getByTestId('course-headline').textContent()).toBe('Upcoming');
    expect(await page.getByTestId('course-id').textContent()).toBe(`Course ID: ${group.id}`);
    expect(await page.getByRole('button', { name: 'Cancel my spot' }).isVisible()).toBe(true);
    expect(await page.getByTestId('course-schedule-item').count()).toBe(group.class_amount);
    await saveScreenshot(page, 'course-order-desktop');
    await expectCleanPage(tab);

    await page.getByRole('link', { name: 'View class details: class 1' }).click();
    await page.waitForURL(/\/group-course\/class\?cid=\d+&bid=\d+$/);
    await page.getByTestId('class-headline').waitFor();
    expect(await page.getByTestId('class-headline').textContent()).toBe('Upcoming');
    // More than 10 min before start: no meeting details yet (000 §4).
    expect(await page.getByTestId('meeting-details').count()).toBe(0);
    await page.getByTestId('material-files').or(page.getByTestId('class-notice')).first().waitFor();
    await saveScreenshot(page, 'course-class-desktop');
    await expectCleanPage(tab);
    const classPath = new URL(page.url()).pathname + new URL(page.url()).search;

    const phone = await e2e.open({ viewport: 'phone' });
    await signInAs(phone.page, 'fresh@demo.test');
    await phone.page.goto(orderPath);
    await phone.page.getByTestId('course-schedule-item').first().waitFor();
    await saveScreenshot(phone.page, 'course-order-phone');
    await expectCleanPage(phone);
    await phone.page.goto(classPath);
    await phone.page.getByTestId('class-headline').waitFor();
    await saveScreenshot(phone.page, 'course-class-phone');
    await expectCleanPage(phone);

    // Another student reads neither page (000 §6: "cancel own course spot").
    const other = await e2e.open();
    await signInAs(other.page, 'student@demo.test');
    await other.page.goto(orderPath);
    await other.page.locator('[data-screen="not-found"]').waitFor();
    await other.page.goto(classPath);
    await other.page.locator('[data-screen="not-found"]').waitFor();
  });
});
