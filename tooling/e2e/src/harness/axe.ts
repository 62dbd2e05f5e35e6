import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface A11yViolation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly targets: readonly string[];
}

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
}

/**
 * axe-core in the page (WCAG 2.x A and AA rules and best practices): every violation, of any
 * impact (issue 17's bar for every page). Read with `expect(await a11yViolations(page)).toEqual([])`.
 */
export async function a11yViolations(page: Page): Promise<A11yViolation[]> {
  // Evaluated through the DevTools protocol, not added as an inline <script>: the app's
  // Content-Security-Policy refuses inline scripts, and the page must run under it unchanged.
  // A colour transition in flight (a button enabled a moment ago) reads as low contrast: let the
  // finite ones end first (spinners and skeleton pulses run forever and are left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const result = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
  })) as AxeResult;
  return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}
