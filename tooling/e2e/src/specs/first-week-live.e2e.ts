import { DAY_MS, formatZonedTime, HOUR_MS, JOIN_LEAD_MS, MINUTE_MS, SECOND_MS } from '@app/domain';
import { createShiftedClock } from '@app/server/testing/e2e-server';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { a11yViolations } from '../harness/axe';
import { bookViaApi, demoTeacherClass, newConfirmedStudent } from '../harness/booking-data';
import { watchConsole } from '../harness/console-watch';
import { useE2e } from '../harness/e2e-suite';
import { saveScreenshot, type TestPage, type ViewportName } from '../harness/pages';

/**
 * Issue 17, a student's first week: the class page's announced countdown to a booked class (item
 * "Live class"), instant-lesson cards that say when the teacher can start (item 4), and the
 * instant-lessons page and the teacher filter's child tags in Spanish (item 9).
 */
const clock = createShiftedClock();
const e2e = useE2e({ clock });
const VIEWPORTS: readonly ViewportName[] = ['desktop', 'phone'];

/** A new tab for `of`'s account whose browser clock starts where the server's stands. */
async function tabAt(of: TestPage, viewport: ViewportName): Promise<TestPage> {
  const tab = await e2e.open({ viewport });
  await tab.context.addCookies(await of.context.cookies());
  await tab.context.clock.install({ time: clock.now() });
  return tab;
}

async function expectNoWiderThanPhone(page: Page, viewport: ViewportName): Promise<void> {
  if (viewport === 'phone') expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
}

/** Every text the countdown region took after this call, in order (what a screen reader would announce). */
async function recordCountdownTexts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const region = document.querySelector('[data-testid="class-countdown"]');
    const seen: string[] = [];
    // A property of the test's own on the page's window, which the app's types do not declare.
    (window as unknown as { __countdownTexts: string[] }).__countdownTexts = seen;
    if (!region) return;
    new MutationObserver(() => {
      seen.push(region.textContent);
    }).observe(region, { subtree: true, childList: true, characterData: true });
  });
}

function recordedCountdownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __countdownTexts: string[] }).__countdownTexts);
}

describe('the class page counts down to a booked class and says when Join opens (issue 17, live class)', () => {
  for (const viewport of VIEWPORTS) {
    it(`at ${viewport} width: "Starts in 15 min" at start - 15 min, one change a minute, "You can join now" at start - 10 min`, async () => {
      try {
        const made = await demoTeacherClass(e2e, { startsIn: 2 * HOUR_MS + 14 * MINUTE_MS + 30 * SECOND_MS });
        const booker = await e2e.open({ viewport });
        await newConfirmedStudent(e2e, booker.page);
        const { seatId } = await bookViaApi(booker.page, made.classId);
        const path = `/group-class-online/class/${made.classId}?classID=${made.classId}&studentBookedID=${seatId}`;

        // Hours and minutes while the class is hours away.
        await booker.page.goto(path);
        const farCountdown = booker.page.getByTestId('class-countdown');
        await farCountdown.waitFor();
        expect(await farCountdown.textContent()).toMatch(/^Starts in 2 h 1[45] min$/);

        // start - 15 min: the countdown is in the server's first HTML (its room is there before any script runs).
        clock.shiftTo(made.start - 15 * MINUTE_MS);
        const tab = await tabAt(booker, viewport);
        const { page } = tab;
        const consoleMessages = watchConsole(tab.page);
        const firstHtml = await (await page.request.get(path)).text();
        expect(firstHtml).toMatch(/data-testid="class-countdown"[^>]*>Starts in 15 min</);
        await page.goto(path);
        const panel = page.getByTestId('status-panel');
        const countdown = panel.getByTestId('class-countdown');
        await countdown.waitFor();
        expect(await countdown.getAttribute('aria-live')).toBe('polite');
        expect(await countdown.textContent()).toBe('Starts in 15 min');
        expect(await panel.getByRole('button', { name: 'Join class' }).isDisabled()).toBe(true);
        expect(await panel.getByRole('link', { name: /Join class/ }).count()).toBe(0);
        const heightBefore = (await countdown.boundingBox())?.height;
        await expectNoWiderThanPhone(page, viewport);
        await saveScreenshot(page, `first-week-live-countdown-15-min-${viewport}`);
        expect(await a11yViolations(page)).toEqual([]);

        // The page re-reads the clock every few seconds; the region's text changes once a minute only.
        await recordCountdownTexts(page);
        await page.clock.pauseAt(made.start - 13 * MINUTE_MS - 30 * SECOND_MS);
        await page.clock.runFor(5 * SECOND_MS);
        await expect.poll(() => countdown.textContent()).toBe('Starts in 14 min');
        await page.clock.runFor(MINUTE_MS);
        await expect.poll(() => countdown.textContent()).toBe('Starts in 13 min');
        await page.clock.runFor(2 * MINUTE_MS + 20 * SECOND_MS);
        await expect.poll(() => countdown.textContent()).toBe('Starts in 11 min');
        expect(await panel.getByRole('button', { name: 'Join class' }).isDisabled()).toBe(true);

        // start - 10 min on both clocks: the join window opens, the region says so and Join shows.
        clock.shiftTo(made.start - JOIN_LEAD_MS + SECOND_MS);
        await page.clock.runFor(10 * SECOND_MS);
        await expect.poll(() => countdown.textContent()).toBe('You can join now');
        await page.clock.resume();
        const join = panel.getByRole('link', { name: /Join class/ });
        await join.waitFor();
        expect(await join.getAttribute('href')).toBe(`/video-room/${made.classId}`);

        const texts = await recordedCountdownTexts(page);
        const expectedOrder = ['Starts in 14 min', 'Starts in 13 min', 'Starts in 12 min', 'Starts in 11 min', 'You can join now'];
        // Each text once, in order: no announcement repeats, none is skipped but the one runFor jumps over.
        expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
        expect(texts.map((text) => expectedOrder.indexOf(text))).toEqual([...texts.map((text) => expectedOrder.indexOf(text))].sort());
        expect(texts).toEqual(expect.arrayContaining(['Starts in 14 min', 'Starts in 13 min', 'Starts in 11 min', 'You can join now']));
        expect(texts.every((text) => expectedOrder.includes(text))).toBe(true);
        // Its room was kept: the panel does not jump when the text changes.
        expect((await countdown.boundingBox())?.height).toBe(heightBefore);

        await expectNoWiderThanPhone(page, viewport);
        await saveScreenshot(page, `first-week-live-countdown-join-now-${viewport}`);
        expect(await a11yViolations(page)).toEqual([]);
        expect(consoleMessages).toEqual([]);
        expect(tab.pageErrors).toEqual([]);
        expect(tab.outsideRequests).toEqual([]);
      } finally {
        clock.shiftTo(Date.now());
      }
    });
  }
});

interface InstantTeacher {
  user_info: { nickname: string };
  teacher_info: { instant_start_time?: string | null };
}

/** "40 min", "3 h 33 min", "1 day 2 h": the time until `at`, rounded up to the minute (to the hour from a day). */
function waitText(ms: number): string {
  const minutes = Math.ceil(ms / MINUTE_MS);
  if (minutes < 60) return `${minutes} min`;
  if (minutes < DAY_MS / MINUTE_MS) return minutes % 60 === 0 ? `${minutes / 60} h` : `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
  const hours = Math.ceil(minutes / 60);
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? 'day' : 'days'}${hours % 24 === 0 ? '' : ` ${hours % 24} h`}`;
}

/** The calendar date of `at` in Berlin, to tell today and tomorrow apart. */
function berlinDate(at: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(at);
}

describe('instant lessons say when the teacher can start (issue 17 item 4)', () => {
  for (const viewport of VIEWPORTS) {
    it(`at ${viewport} width: each card names its earliest start in the viewer's zone and clock; the header promises no "right now"`, async () => {
      // One instant for the server and the browser, so the minutes on the cards are known exactly.
      const at = Date.now();
      try {
        clock.freezeAt(at);
        const tab = await e2e.open({ viewport });
        const { page } = tab;
        await page.clock.setFixedTime(at);
        const answer = await page.request.post('/api/v2/teachers', {
          headers: { 'X-Requested-With': 'app', 'Content-Type': 'application/json' },
          data: {
            user_timezone: 'Europe/Berlin',
            teacher_info: { instant_lesson_status: 1 },
            teach_language: { language: 'english' },
            page: 1,
          },
        });
        const teachers = ((await answer.json()) as { data: InstantTeacher[] }).data;
        expect(teachers.length).toBeGreaterThan(0);

        await page.goto('/instant-lessons/english');
        const cards = page.getByTestId('search-results').getByTestId('teacher-card');
        await expect.poll(() => cards.count()).toBe(teachers.length);
        for (const [i, teacher] of teachers.entries()) {
          const card = cards.nth(i);
          expect(await card.locator('h3').innerText()).toBe(teacher.user_info.nickname);
          const start = teacher.teacher_info.instant_start_time;
          expect(start, teacher.user_info.nickname).toBeDefined();
          const line = card.getByTestId('instant-start');
          if (start === null || start === undefined) {
            expect(await line.innerText()).toBe('No free time to start in the next 14 days');
            continue;
          }
          const startMs = Date.parse(start);
          // An en-US visitor in Berlin reads the 12-hour clock.
          const time = formatZonedTime({ instant: startMs, zone: 'Europe/Berlin', isAm: 1, locale: 'en-US' });
          const day =
            berlinDate(startMs) === berlinDate(at) ? '' : berlinDate(startMs) === berlinDate(at + DAY_MS) ? 'tomorrow ' : /^on .+ /;
          // The server wrote the times in its own zone guess; the browser rewrites them in the viewer's
          // right after hydration (a transition), so the line is read until it settles.
          if (typeof day === 'string')
            await expect.poll(() => line.innerText()).toBe(`Can start ${day}at ${time} (in ${waitText(startMs - at)})`);
          else
            await expect
              .poll(() => line.innerText())
              .toMatch(new RegExp(`^Can start on .+ at ${time} \\(in ${waitText(startMs - at)}\\)$`));
          // The "Available now" tag is the teacher search's: here the start time says more, and truly.
          expect(await card.getByTestId('availability-tag').count()).toBe(0);
        }
        const header = page.locator('main header');
        expect(await header.innerText()).not.toMatch(/right now/i);
        expect(await page.locator('main').innerText()).not.toMatch(/right now|Available now/i);

        await expectNoWiderThanPhone(page, viewport);
        await saveScreenshot(page, `first-week-live-instant-lessons-${viewport}`);
        expect(await a11yViolations(page)).toEqual([]);
        expect(tab.pageErrors).toEqual([]);
        expect(tab.outsideRequests).toEqual([]);
      } finally {
        clock.shiftTo(Date.now());
      }
    });
  }
});

describe('instant lessons and the teacher filter in Spanish (issue 17 item 9)', () => {
  for (const viewport of VIEWPORTS) {
    it(`at ${viewport} width: the page's FAQ and the child tags of a category are Spanish`, async () => {
      const tab = await e2e.open({ viewport, locale: 'es-ES' });
      const { page } = tab;
      await page.goto('/instant-lessons/english');
      await page.getByTestId('search-results').waitFor();
      const main = page.locator('main');
      await main.getByRole('heading', { name: 'Preguntas frecuentes' }).waitFor();
      expect(await main.getByRole('button', { name: /¿Cómo funcionan las clases de prueba\?/ }).count()).toBe(1);
      expect(await main.innerText()).not.toMatch(/trial lesson|How do|right now/);
      expect(await main.getByTestId('instant-start').first().innerText()).toMatch(/^Puede empezar/);

      if (viewport === 'phone') await page.getByRole('button', { name: /^Filtros/ }).click();
      const form = page.getByTestId('teacher-filters').last();
      await form.getByRole('checkbox', { name: 'Negocios' }).check();
      const chips = await form.locator('label', { hasText: /Entrevistas de trabajo|Job interviews/ }).allInnerTexts();
      expect(chips.map((c) => c.trim())).toEqual(['Entrevistas de trabajo']);
      const formText = await form.innerText();
      for (const english of ['Job interviews', 'Meetings and calls', 'Presentations', 'Emails and writing', 'Negotiation'])
        expect(formText).not.toContain(english);
      await saveScreenshot(page, `first-week-live-instant-spanish-${viewport}`);
      expect(await a11yViolations(page)).toEqual([]);
      expect(tab.pageErrors).toEqual([]);
    });
  }
});
