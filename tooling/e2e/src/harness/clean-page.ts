import { expect } from 'vitest';
import { seriousA11yViolations } from './axe';
import type { TestPage } from './pages';

/** The bar every page meets: no serious or critical axe violation, no request to another host, no uncaught error. */
export async function expectCleanPage({ page, outsideRequests, pageErrors }: TestPage): Promise<void> {
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(outsideRequests).toEqual([]);
  expect(pageErrors).toEqual([]);
}
