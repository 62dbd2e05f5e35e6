import { expect } from 'vitest';
import { a11yViolations } from './axe';
import type { TestPage } from './pages';

/** The bar every page meets: no axe violation of any impact (issue 17), no request to another host, no uncaught error. */
export async function expectCleanPage({ page, outsideRequests, pageErrors }: TestPage): Promise<void> {
  expect(await a11yViolations(page)).toEqual([]);
  expect(outsideRequests).toEqual([]);
  expect(pageErrors).toEqual([]);
}
