// @vitest-environment node
import { WEB_ROUTES } from '@app/api';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The routes the server links to (mails) live in `@app/api` WEB_ROUTES; the router spells them as
 * literals because importing the module into the entry chunk costs bytes the landing budget does not
 * have. This keeps the two one list: a route that moves in WEB_ROUTES must move in the router too.
 */
describe('the router serves every shared web route', () => {
  const router = readFileSync(new URL('./router.tsx', import.meta.url), 'utf8');
  const paths = new Set([...router.matchAll(/path: '([^']*)'/g)].map((m) => `/${m[1]}`));

  it.each(Object.entries(WEB_ROUTES))('%s (%s)', (_name, route) => {
    expect(paths).toContain(route);
  });
});
