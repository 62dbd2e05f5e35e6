import type { TestPage } from './pages';

/**
 * Collects every Content-Security-Policy violation in the tab from now on, across navigations:
 * the browser's own console report ("Refused to ... because it violates the following Content
 * Security Policy directive") and each `securitypolicyviolation` event, which a script injected
 * through the DevTools protocol (not subject to the CSP) writes to the console.
 */
export async function watchCspViolations({ page, context }: TestPage): Promise<string[]> {
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/Content Security Policy|CSP violation/i.test(text)) violations.push(`${page.url()}: ${text}`);
  });
  return violations;
}
