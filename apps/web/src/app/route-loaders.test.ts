// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Issue 19 "Every public route has a loader; no route file calls `apiQuery` inline": reads go through
 * the named query options of `features/<feature>/api/` (or `lib/api/` when several features share
 * one), so a loader and its page ask for the same keys. src/features/README.md has the rules.
 */
const src = new URL('../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, src), 'utf8');
const sourceFiles = (dir: string): string[] =>
  readdirSync(new URL(dir, src), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(`${dir}${entry.name}/`)
      : /\.tsx?$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name)
        ? [`${dir}${entry.name}`]
        : [],
  );
const inlineCalls = (files: string[]) => files.flatMap((file) => (read(file).match(/\bapiQuery\(/g) ?? []).map(() => file));

/** Pages that read nothing from the server before the user acts (or read only the browser's hand-off). */
const NO_LOADER = {
  'home-redirect': 'a redirect',
  'sign-in-page': 'a form',
  'sign-up-page': 'a form',
  'localized-sign-up-page': 'a form',
  'confirm-email-page': 'posts the token from the address once mounted',
  'confirm-email-change-page': 'posts the token from the address once mounted',
  'forgot-password-page': 'a form',
  'payment-page': "reads the booking hand-off kept in the browser's session storage",
};

describe('route loaders and named query options', () => {
  it('route files call no apiQuery(...) inline', () => {
    expect(inlineCalls(sourceFiles('routes/'))).toEqual([]);
  });

  it('outside the api/ folders nothing calls apiQuery(...) inline', () => {
    const files = sourceFiles('').filter((file) => !file.includes('/api/') && file !== 'lib/api-query.ts');
    expect(inlineCalls(files)).toEqual([]);
  });

  it('every page of the router exports a loader, except the few that read nothing', () => {
    const pages = [...new Set([...read('app/router.tsx').matchAll(/page\('([a-z-]+)'/g)].map((m) => m[1] ?? ''))];
    expect(pages.length).toBeGreaterThan(20);
    const missing = pages.filter(
      (page) => !(page in NO_LOADER) && !/^export const loader: (PageLoader\b|PageDataLoader<)/m.test(read(`routes/${page}.tsx`)),
    );
    expect(missing).toEqual([]);
  });
});
